// GET /api/reports/id/{areano}/{year}: the area's directory for a federation year: its chairman,
// and each table and circle of the area that year with its office bearers posted that year and
// their contact details. Closed accounts are left out (a directory is for reaching people).
import type { TSession } from "../auth/session";
import { formatPhone } from "../members/profile-fields";
import { istDay } from "../india-time";
import { csvResponse, type TCsvColumn } from "./csv";
import { assertCanReadArea, EVERY_AREA_READERS, reportScopeOf } from "./report-access";
import { getAreaOrThrow, officeBearersOf, personOf, unitsOfArea, type TOfficeBearer } from "./report-data";
import type { TReportYear } from "./report-inputs";

export const getAreaDirectory = async (options: { actor: TSession | null; areaNo: number; year: TReportYear }) => {
  const scope = await reportScopeOf(options.actor, EVERY_AREA_READERS.areaDirectory);
  const area = await getAreaOrThrow(options.areaNo, "params.areano");
  assertCanReadArea(scope, area.areaNo, "params.areano");
  const { tables, circles } = await unitsOfArea(area.id, options.year);
  const bearers = await officeBearersOf(
    options.year,
    { areaNos: [area.areaNo], tableNos: tables.map((t) => t.tableNo), circleNos: circles.map((c) => c.circleNo) },
    { activeOnly: true },
  );
  const of = (kind: TOfficeBearer["unitKind"], no: number) =>
    bearers.filter((bearer) => bearer.unitKind === kind && bearer.unitNo === no).map(personOf);
  return {
    year: options.year.code,
    yearLabel: options.year.label,
    area: { areaNo: area.areaNo, name: area.name },
    areaChairmen: of("AREA", area.areaNo),
    tables: tables.map((table) => ({
      tableNo: table.tableNo,
      name: table.name,
      city: table.city,
      meetingPlace: table.meetingPlace,
      charteredOn: table.charteredOn?.toISOString().slice(0, 10) ?? null,
      dechartedOn: table.dechartedOn?.toISOString().slice(0, 10) ?? null,
      officeBearers: of("TABLE", table.tableNo),
    })),
    circles: circles.map((circle) => ({
      circleNo: circle.circleNo,
      name: circle.name,
      officeBearers: of("CIRCLE", circle.circleNo),
    })),
  };
};

export type TDirectory = Awaited<ReturnType<typeof getAreaDirectory>>;
type TDirectoryRow = {
  unit: string;
  no: number;
  unitName: string;
  city: string | null;
  charteredOn: string | null;
  person: ReturnType<typeof personOf> | null;
};

const COLUMNS: TCsvColumn<TDirectoryRow>[] = [
  { header: "Unit", value: (row) => row.unit },
  { header: "No", value: (row) => row.no },
  { header: "Name of unit", value: (row) => row.unitName },
  { header: "City", value: (row) => row.city },
  { header: "Chartered on", value: (row) => istDay(row.charteredOn) },
  { header: "Role", value: (row) => row.person?.role },
  { header: "Title", value: (row) => row.person?.title },
  { header: "Name", value: (row) => row.person?.name },
  { header: "E-mail", value: (row) => row.person?.email },
  { header: "Phone", value: (row) => formatPhone(row.person?.phone) },
];

/** One row per office bearer; a unit with nobody posted still gets a row (the gap shows). */
export const areaDirectoryCsv = (report: TDirectory) => {
  const rows: TDirectoryRow[] = [];
  const add = (base: Omit<TDirectoryRow, "person">, people: TDirectoryRow["person"][]) => {
    for (const person of people.length ? people : [null]) rows.push({ ...base, person });
  };
  add({ unit: "Area", no: report.area.areaNo, unitName: report.area.name, city: null, charteredOn: null }, report.areaChairmen);
  for (const table of report.tables)
    add(
      { unit: "Table", no: table.tableNo, unitName: table.name, city: table.city, charteredOn: table.charteredOn },
      table.officeBearers,
    );
  for (const circle of report.circles)
    add({ unit: "Circle", no: circle.circleNo, unitName: circle.name, city: null, charteredOn: null }, circle.officeBearers);
  return csvResponse(`area-${report.area.areaNo}-directory-${report.yearLabel}.csv`, COLUMNS, rows);
};
