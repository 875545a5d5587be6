"use client";

// The members' reports screen: the strength (members per table and circle, today) and the two
// mailing lists of a year's office bearers (mailinglist by table, mailinglistforarea by area and
// office), each with its CSV.
import { useState, type ReactNode } from "react";
import { formatCount } from "@/lib/format-count";
import { istDay } from "@/lib/india-time";
import { useLoad } from "@/components/shared/use-load";
import { EmptyState } from "@/components/ui/empty-state";
import { Select } from "@/components/ui/select";
import { formatPhone } from "@/lib/members/profile-fields";
import type { TMailingRow } from "@/lib/reports/mailing-lists";
import { Loaded, personName, ReportSection, ReportTable, TotalRow, type TReportColumn } from "./report-parts";
import {
  fetchMailingList,
  fetchMailingListForArea,
  fetchStrength,
  REPORT_CSV,
  type TAreaMailingAsk,
  type TMailingAsk,
  type TStrength,
} from "./reports-api";

type TStrengthRow = { key: string; area: string; unit: string; no: number | null; name: string; members: number };

const strengthRows = (report: TStrength): TStrengthRow[] =>
  report.areas.flatMap((area) => [
    ...area.tables.map((t) => ({
      key: `t${t.tableNo}`,
      area: area.name,
      unit: "Table",
      no: t.tableNo,
      name: t.name,
      members: t.members,
    })),
    ...area.circles.map((c) => ({
      key: `c${c.circleNo}`,
      area: area.name,
      unit: "Circle",
      no: c.circleNo,
      name: c.name,
      members: c.members,
    })),
    { key: `a${area.areaNo}`, area: area.name, unit: "Area total", no: null, name: "", members: area.members },
  ]);

const STRENGTH_COLUMNS: TReportColumn<TStrengthRow>[] = [
  { label: "Area", cell: (row) => row.area },
  { label: "Unit", cell: (row) => row.unit },
  { label: "No", align: "right", cell: (row) => row.no ?? "" },
  { label: "Name of unit", cell: (row) => row.name },
  { label: "Members", align: "right", cell: (row) => formatCount(row.members) },
];

export const StrengthSection = () => {
  const load = useLoad("strength", fetchStrength);
  return (
    <ReportSection
      report="strength"
      description="Active, approved members of each table and circle today (the portal keeps no membership by year)."
      csv={REPORT_CSV.strength}
    >
      <Loaded load={load} what="strength">
        {(report) => (
          <>
            <p className="text-sm text-slate-700">
              As of {istDay(report.asOf)}: {report.totals.tables} tables and {report.totals.circles} circles,{" "}
              {formatCount(report.totals.members)} members.
            </p>
            <ReportTable
              caption="Members per table and circle"
              columns={STRENGTH_COLUMNS}
              rows={strengthRows(report)}
              rowKey={(row) => row.key}
              empty="No tables or circles to count."
              footer={<TotalRow label="Total" span={4} cells={[formatCount(report.totals.members)]} />}
            />
          </>
        )}
      </Loaded>
    </ReportSection>
  );
};

const unitName = (row: TMailingRow) =>
  `${{ TABLE: "Table", CIRCLE: "Circle", AREA: "Area", NATIONAL: "National" }[row.unitKind]}${row.unitNo === null ? "" : ` ${row.unitNo}`}`;

const MAILING_COLUMNS: TReportColumn<TMailingRow>[] = [
  { label: "Unit", cell: (row) => unitName(row) },
  { label: "Name of unit", cell: (row) => row.unitName },
  { label: "Role", cell: (row) => row.roles.join(", ") },
  { label: "Name", cell: (row) => personName(row) },
  { label: "E-mail", cell: (row) => row.email ?? "" },
  { label: "Phone", cell: (row) => formatPhone(row.phone) },
];

const MailingTable = ({ caption, rows }: { caption: string; rows: TMailingRow[] }) => (
  <ReportTable
    caption={caption}
    columns={MAILING_COLUMNS}
    rows={rows}
    rowKey={(row) => `${row.unitKind}-${row.unitNo}-${row.memberId}`}
    empty="No office bearers are posted for this choice."
  />
);

/** `ask` null: the area chosen has no tables (naming none would ask for every table). */
export const MailingListSection = ({ ask, scope }: { ask: TMailingAsk | null; scope: string }) => {
  const load = useLoad(JSON.stringify(ask), ask && ((signal) => fetchMailingList(ask, signal)));
  return (
    <ReportSection
      report="mailingList"
      description={`The office bearers posted in ${scope} in the year, with e-mail and phone (closed accounts left out).`}
      csv={ask ? () => REPORT_CSV.mailingList(ask) : undefined}
    >
      {ask ? (
        <Loaded load={load} what="mailing list">
          {(report) => <MailingTable caption={`Office bearers of ${report.yearLabel}, ${scope}`} rows={report.mailingList} />}
        </Loaded>
      ) : (
        <EmptyState title="The area has no tables to list." />
      )}
    </ReportSection>
  );
};

const OFFICES = ["AC", "TEX-C", "TEX-S", "TEX", "ATEX", "CEX", "ACEX"];

type TAreaMailingProps = { ask: Omit<TAreaMailingAsk, "postings">; scope: string; picker?: ReactNode };

export const AreaMailingListSection = ({ ask, scope, picker }: TAreaMailingProps) => {
  const [office, setOffice] = useState("");
  const full: TAreaMailingAsk = { ...ask, postings: office ? [office] : [] };
  const load = useLoad(JSON.stringify(full), (signal) => fetchMailingListForArea(full, signal));
  return (
    <ReportSection
      report="mailingListForArea"
      description={`Everyone posted in ${scope} in the year: the area chairman and the office bearers of its tables and circles.`}
      csv={() => REPORT_CSV.mailingListForArea(full)}
      picker={picker}
    >
      <Select
        label="Office"
        className="max-w-xs"
        value={office}
        onChange={(event) => setOffice(event.target.value)}
        placeholder="Every office"
        options={OFFICES.map((role) => ({ value: role, label: role }))}
      />
      <Loaded load={load} what="area mailing list">
        {(report) => (
          <MailingTable
            caption={`Office bearers of ${report.yearLabel}, ${scope}${office ? `, ${office}` : ""}`}
            rows={report.mailingList}
          />
        )}
      </Loaded>
    </ReportSection>
  );
};
