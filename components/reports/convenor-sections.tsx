"use client";

// The members' reports screen: the national office bearers of a year (getnationalconvenors) and
// the history of national and area offices (getminutesconvenorships, paged by the API), each with
// its CSV (the history's CSV is the whole filtered history, not a page).
import { pageOf } from "@/lib/format-count";
import { useState } from "react";
import { useLoad } from "@/components/shared/use-load";
import { PageButtons } from "@/components/ui/page-buttons";
import { formatPhone } from "@/lib/members/profile-fields";
import { Loaded, personName, ReportSection, ReportTable, type TReportColumn } from "./report-parts";
import { fetchConvenorships, fetchNationalConvenors, REPORT_CSV, type TConvenors, type TConvenorships } from "./reports-api";

const CONVENOR_COLUMNS: TReportColumn<TConvenors["convenors"][number]>[] = [
  { label: "Role", cell: (row) => row.role },
  { label: "Name", cell: (row) => `${personName(row)}${row.isActive ? "" : " (account closed)"}` },
  { label: "E-mail", cell: (row) => row.email ?? "" },
  { label: "Phone", cell: (row) => formatPhone(row.phone) },
  { label: "Table", align: "right", cell: (row) => row.tableNo ?? "" },
  { label: "Circle", align: "right", cell: (row) => row.circleNo ?? "" },
];

export const NationalConvenorsSection = ({ year }: { year: number }) => {
  const load = useLoad(String(year), (signal) => fetchNationalConvenors(year, signal));
  return (
    <ReportSection
      report="nationalConvenors"
      description="Who holds national office in the year (NEX, NPC, Admin-Pom), with contacts."
      csv={() => REPORT_CSV.nationalConvenors(year)}
    >
      <Loaded load={load} what="national office bearers">
        {(report) => (
          <ReportTable
            caption={`National office bearers of ${report.yearLabel}`}
            columns={CONVENOR_COLUMNS}
            rows={report.convenors}
            rowKey={(row) => `${row.role}-${row.memberId}`}
            empty="Nobody holds national office this year."
          />
        )}
      </Loaded>
    </ReportSection>
  );
};

type THeld = TConvenorships["convenorships"][number];

const HISTORY_COLUMNS: TReportColumn<THeld>[] = [
  { label: "Year", cell: (row) => row.yearLabel },
  { label: "Office", cell: (row) => (row.unitKind === "AREA" ? `Area ${row.unitNo}, ${row.unitName}` : row.unitName) },
  { label: "Role", cell: (row) => row.role },
  { label: "Name", cell: (row) => personName(row) },
];

const PAGE_SIZE = 25;

export const ConvenorshipsSection = ({ year, yearLabel }: { year: number; yearLabel: string }) => {
  const [onlyYear, setOnlyYear] = useState(false);
  const filterYear = onlyYear ? year : null;
  // The page belongs to the list it was picked in: another year (with "Only" ticked) starts at page
  // 1, as a later page of a shorter list is empty and has no page buttons to come back.
  const [paged, setPaged] = useState({ filterYear, page: 1 });
  const page = paged.filterYear === filterYear ? paged.page : 1;
  const setPage = (next: number) => setPaged({ filterYear, page: next });
  const ask = { page, pageSize: PAGE_SIZE, year: filterYear };
  // The page before stays on screen while the next one loads.
  const load = useLoad(JSON.stringify(ask), (signal) => fetchConvenorships(ask, signal), { keepStale: true });
  return (
    <ReportSection
      report="convenorships"
      description="Who held which national or area office in which year, newest first: the record the minutes cite."
      csv={() => REPORT_CSV.convenorships(filterYear)}
    >
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300"
          checked={onlyYear}
          onChange={(event) => {
            setOnlyYear(event.target.checked);
            setPaged({ filterYear: event.target.checked ? year : null, page: 1 });
          }}
        />
        Only {yearLabel}
      </label>
      <Loaded load={load} what="offices held">
        {(report) => (
          <div className="space-y-2">
            <ReportTable
              caption={`Offices held${onlyYear ? ` in ${yearLabel}` : ""}, ${pageOf(report.page, report.pages)}`}
              columns={HISTORY_COLUMNS}
              rows={report.convenorships}
              rowKey={(row, index) => `${row.year}-${row.unitKind}-${row.unitNo}-${row.role}-${row.memberId}-${index}`}
              empty="No national or area office is recorded."
              pageSize={PAGE_SIZE}
            />
            <PageButtons
              label="Pages of offices held"
              page={report.page - 1}
              pages={report.pages}
              onPage={(next) => setPage(next + 1)}
            />
          </div>
        )}
      </Loaded>
    </ReportSection>
  );
};
