"use client";

// The members' reports screen: an area's directory of a year (who holds office in its tables and
// circles, with contacts) and its table report (members, office bearers, applications by stage,
// amounts sanctioned and paid per table and circle), each with its CSV.
import type { ReactNode } from "react";
import { formatCount } from "@/lib/format-count";
import { istDay } from "@/lib/india-time";
import { useLoad } from "@/components/shared/use-load";
import { formatPhone } from "@/lib/members/profile-fields";
import { Loaded, personName, ReportSection, ReportTable, TotalRow, type TReportColumn } from "./report-parts";
import { fetchAreaDirectory, fetchTableReport, REPORT_CSV, type TDirectory, type TTableReport } from "./reports-api";

type TPerson = TDirectory["areaChairmen"][number];
type TDirectoryRow = { key: string; unit: string; unitName: string; chartered: string; person: TPerson | null };

/** One row per office bearer; a unit with nobody posted keeps a row, so that the gap shows (as the CSV). */
const directoryRows = (report: TDirectory): TDirectoryRow[] => {
  const rows: TDirectoryRow[] = [];
  const add = (unit: string, unitName: string, chartered: string | null, people: TPerson[]) => {
    if (people.length === 0) rows.push({ key: unit, unit, unitName, chartered: chartered ?? "", person: null });
    for (const person of people)
      rows.push({ key: `${unit}-${person.memberId}-${person.role}`, unit, unitName, chartered: chartered ?? "", person });
  };
  add(`Area ${report.area.areaNo}`, report.area.name, null, report.areaChairmen);
  for (const table of report.tables)
    add(`Table ${table.tableNo}`, table.name, table.charteredOn && istDay(table.charteredOn), table.officeBearers);
  for (const circle of report.circles) add(`Circle ${circle.circleNo}`, circle.name, null, circle.officeBearers);
  return rows;
};

const DIRECTORY_COLUMNS: TReportColumn<TDirectoryRow>[] = [
  { label: "Unit", cell: (row) => row.unit },
  { label: "Name of unit", cell: (row) => row.unitName },
  { label: "Chartered on", cell: (row) => row.chartered },
  { label: "Role", cell: (row) => row.person?.role ?? <span className="text-slate-500">Nobody posted</span> },
  { label: "Name", cell: (row) => (row.person ? personName(row.person) : "") },
  { label: "E-mail", cell: (row) => row.person?.email ?? "" },
  { label: "Phone", cell: (row) => formatPhone(row.person?.phone) },
];

type TAreaSectionProps = { areaNo: number; year: number; picker?: ReactNode };

export const AreaDirectorySection = ({ areaNo, year, picker }: TAreaSectionProps) => {
  const load = useLoad(`${areaNo}/${year}`, (signal) => fetchAreaDirectory(areaNo, year, signal));
  return (
    <ReportSection
      report="areaDirectory"
      description="The area's chairman and each table's and circle's office bearers of the year, with contacts."
      csv={() => REPORT_CSV.areaDirectory(areaNo, year)}
      picker={picker}
    >
      <Loaded load={load} what="area directory">
        {(report) => (
          <ReportTable
            caption={`Directory of ${report.area.name}, ${report.yearLabel}`}
            columns={DIRECTORY_COLUMNS}
            rows={directoryRows(report)}
            rowKey={(row) => row.key}
            empty="The area has no tables or circles this year."
          />
        )}
      </Loaded>
    </ReportSection>
  );
};

type TUnit = TTableReport["units"][number];
const UNIT_COLUMNS: TReportColumn<TUnit>[] = [
  { label: "Unit", cell: (row) => `${row.kind === "TABLE" ? "Table" : "Circle"} ${row.no}` },
  { label: "Name of unit", cell: (row) => row.name },
  { label: "Chairman", cell: (row) => (row.chairman ? personName(row.chairman) : "") },
  { label: "Members", align: "right", cell: (row) => formatCount(row.members) },
  { label: "Office bearers", align: "right", cell: (row) => formatCount(row.officeBearers.length) },
  { label: "Applications", align: "right", cell: (row) => formatCount(row.applications) },
  { label: "In preparation", align: "right", cell: (row) => formatCount(row.byGroup.preparing) },
  { label: "Under review", align: "right", cell: (row) => formatCount(row.byGroup.underReview) },
  { label: "Sanctioned, under way", align: "right", cell: (row) => formatCount(row.byGroup.sanctioned) },
  { label: "Completed", align: "right", cell: (row) => formatCount(row.byGroup.completed) },
  { label: "Rejected, closed or withdrawn", align: "right", cell: (row) => formatCount(row.byGroup.closed) },
  { label: "Sanctioned", align: "right", cell: (row) => row.sanctioned.text },
  { label: "Paid", align: "right", cell: (row) => row.paid.text },
];

export const TableReportSection = ({ areaNo, year, picker }: TAreaSectionProps) => {
  const load = useLoad(`${year}/${areaNo}`, (signal) => fetchTableReport(year, areaNo, signal));
  return (
    <ReportSection
      report="tableReport"
      description="Per table and circle of the area: members today, office bearers of the year, the year's applications by stage, and the grants sanctioned and paid on them."
      csv={() => REPORT_CSV.tableReport(year, areaNo)}
      picker={picker}
    >
      <Loaded load={load} what="table report">
        {(report) => (
          <ReportTable
            caption={`Tables and circles of ${report.area.name}, ${report.yearLabel}`}
            columns={UNIT_COLUMNS}
            rows={report.units}
            rowKey={(row) => `${row.kind}-${row.no}`}
            empty="The area has no tables or circles this year."
            footer={
              <TotalRow
                label="Total"
                span={3}
                cells={[
                  formatCount(report.totals.members),
                  formatCount(report.totals.officeBearers),
                  formatCount(report.totals.applications),
                  formatCount(report.totals.byGroup.preparing),
                  formatCount(report.totals.byGroup.underReview),
                  formatCount(report.totals.byGroup.sanctioned),
                  formatCount(report.totals.byGroup.completed),
                  formatCount(report.totals.byGroup.closed),
                  report.totals.sanctioned.text,
                  report.totals.paid.text,
                ]}
              />
            }
          />
        )}
      </Loaded>
    </ReportSection>
  );
};
