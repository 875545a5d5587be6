"use client";

// The members' reports screen: the minutes of a table's year (minutesreport) and of an area's
// (areaminutesreport): who held office, the membership, the year's applications with the grants
// sanctioned and paid, and the payments made in the year. JSON only: a minutes report has several
// parts, not one list, so the API offers no CSV of it.
import type { ReactNode } from "react";
import { formatCount } from "@/lib/format-count";
import { istDay } from "@/lib/india-time";
import { useLoad } from "@/components/shared/use-load";
import { formatPhone } from "@/lib/members/profile-fields";
import { Loaded, personName, ReportSection, ReportTable, TotalRow, type TReportColumn } from "./report-parts";
import { fetchAreaMinutes, fetchMinutes, type TAreaMinutesReport, type TMinutesReport } from "./reports-api";

type TBearer = TMinutesReport["officeBearers"][number];
type TApplication = TMinutesReport["applications"]["list"][number];
type TPayment = TMinutesReport["payments"]["rows"][number];
type TMember = TMinutesReport["members"]["list"][number];
type TAreaUnit = (TAreaMinutesReport["tables"][number] | TAreaMinutesReport["circles"][number]) & { unit: string };

const BEARER_COLUMNS: TReportColumn<TBearer>[] = [
  { label: "Role", cell: (row) => row.role },
  { label: "Name", cell: (row) => `${personName(row)}${row.isActive ? "" : " (account closed)"}` },
  { label: "E-mail", cell: (row) => row.email ?? "" },
  { label: "Phone", cell: (row) => formatPhone(row.phone) },
];

const APPLICATION_COLUMNS: TReportColumn<TApplication>[] = [
  { label: "Application", cell: (row) => row.applicationNo },
  { label: "Title", cell: (row) => row.title },
  { label: "Unit", cell: (row) => row.unit },
  { label: "State", cell: (row) => row.stateLabel },
  { label: "Started", cell: (row) => istDay(row.startedOn) },
  { label: "Sanctioned", align: "right", cell: (row) => row.sanctioned.text },
  { label: "Paid", align: "right", cell: (row) => row.paid.text },
];

const PAYMENT_COLUMNS: TReportColumn<TPayment>[] = [
  { label: "Paid on", cell: (row) => istDay(row.paidOn) },
  { label: "Application", cell: (row) => `${row.applicationNo} ${row.title}` },
  { label: "Kind", cell: (row) => row.kindLabel },
  { label: "Amount", align: "right", cell: (row) => row.amount.text },
  { label: "Reference", cell: (row) => row.reference },
];

const MEMBER_COLUMNS: TReportColumn<TMember>[] = [
  { label: "Name", cell: (row) => personName(row) },
  { label: "E-mail", cell: (row) => row.email ?? "" },
  { label: "Phone", cell: (row) => formatPhone(row.phone) },
];

const UNIT_COLUMNS: TReportColumn<TAreaUnit>[] = [
  { label: "Unit", cell: (row) => row.unit },
  { label: "Name of unit", cell: (row) => row.name },
  { label: "Members", align: "right", cell: (row) => formatCount(row.members) },
  {
    label: "Office bearers",
    cell: (row) => row.officeBearers.map((bearer) => `${bearer.role} ${personName(bearer)}`).join("; "),
  },
  { label: "Applications", align: "right", cell: (row) => formatCount(row.applications) },
  { label: "Sanctioned", align: "right", cell: (row) => row.sanctioned.text },
  { label: "Paid", align: "right", cell: (row) => row.paid.text },
];

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="space-y-2">
    <h3 className="font-semibold text-slate-900">{title}</h3>
    {children}
  </div>
);

/** The year's applications and payments, as both minutes have them. */
const GrantParts = ({ report, whose }: { report: TMinutesReport | TAreaMinutesReport; whose: string }) => (
  <>
    <Part title={`Applications (${formatCount(report.applications.applications)})`}>
      <ReportTable
        caption={`Applications of ${whose}, ${report.yearLabel}`}
        columns={APPLICATION_COLUMNS}
        rows={report.applications.list}
        rowKey={(row) => row.applicationId}
        empty="No application was made this year."
      />
    </Part>
    <Part title={`Payments made in the year (${formatCount(report.payments.count)}, ${report.payments.total.text})`}>
      <ReportTable
        caption={`Payments to ${whose}, ${report.yearLabel}`}
        columns={PAYMENT_COLUMNS}
        rows={report.payments.rows}
        rowKey={(row, index) => `${row.applicationNo}-${index}`}
        empty="No payment was made this year."
      />
    </Part>
  </>
);

/** A table's minutes, once loaded. */
export const TableMinutes = ({ report }: { report: TMinutesReport }) => {
  const whose = `Table ${report.table.tableNo}`;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        {whose}, {report.table.name} ({report.table.areaName}){report.table.city ? `, ${report.table.city}` : ""}
        {report.table.charteredOn ? `; chartered ${istDay(report.table.charteredOn)}` : ""}
        {report.table.isDecharted
          ? `; de-chartered${report.table.dechartedOn ? ` ${istDay(report.table.dechartedOn)}` : ""}`
          : ""}
        . {report.yearLabel}: {formatCount(report.applications.applications)} applications, {report.applications.sanctioned.text}{" "}
        sanctioned, {report.applications.paid.text} paid.
      </p>
      <Part title="Office bearers">
        <ReportTable
          caption={`Office bearers of ${whose}, ${report.yearLabel}`}
          columns={BEARER_COLUMNS}
          rows={report.officeBearers}
          rowKey={(row) => `${row.memberId}-${row.role}`}
          empty="Nobody was posted this year."
        />
      </Part>
      <Part title={`Members today (${formatCount(report.members.count)})`}>
        <ReportTable
          caption={`Members of ${whose}`}
          columns={MEMBER_COLUMNS}
          rows={report.members.list}
          rowKey={(row) => row.memberId}
          empty="The table has no active members."
        />
      </Part>
      <GrantParts report={report} whose={whose} />
    </div>
  );
};

export const MinutesSection = ({ tableNo, year }: { tableNo: number; year: number }) => {
  const load = useLoad(`${year}/${tableNo}`, (signal) => fetchMinutes(year, tableNo, signal));
  return (
    <ReportSection report="minutes" description="A table's record of the year.">
      <Loaded load={load} what="table minutes">
        {(report) => <TableMinutes report={report} />}
      </Loaded>
    </ReportSection>
  );
};

export const AreaMinutesSection = ({ areaNo, year, picker }: { areaNo: number; year: number; picker?: ReactNode }) => {
  const load = useLoad(`${year}/${areaNo}`, (signal) => fetchAreaMinutes(year, areaNo, signal));
  return (
    <ReportSection report="areaMinutes" description="An area's record of the year." picker={picker}>
      <Loaded load={load} what="area minutes">
        {(report) => {
          const units: TAreaUnit[] = [
            ...report.tables.map((table) => ({ ...table, unit: `Table ${table.tableNo}` })),
            ...report.circles.map((circle) => ({ ...circle, unit: `Circle ${circle.circleNo}` })),
          ];
          return (
            <div className="space-y-6">
              <p className="text-sm text-slate-700">
                {report.area.name}, {report.yearLabel}. Chairman:{" "}
                {report.areaChairmen.length ? report.areaChairmen.map(personName).join(", ") : "nobody posted"}.
              </p>
              <Part title="Tables and circles">
                <ReportTable
                  caption={`The record of each unit of ${report.area.name}, ${report.yearLabel}`}
                  columns={UNIT_COLUMNS}
                  rows={units}
                  rowKey={(row) => row.unit}
                  empty="The area has no tables or circles this year."
                  footer={
                    <TotalRow
                      label="Total"
                      span={2}
                      cells={[
                        formatCount(report.totals.members),
                        "",
                        formatCount(report.totals.applications),
                        report.totals.sanctioned.text,
                        report.totals.paid.text,
                      ]}
                    />
                  }
                />
              </Part>
              <GrantParts report={report} whose={report.area.name} />
            </div>
          );
        }}
      </Loaded>
    </ReportSection>
  );
};
