"use client";

// /reports/yearly: the reports of a federation year a member may pull (lib/reports/yearly-reports.ts
// says which), one section each, below a year picker and the areas and tables of the member's
// scope (lib/reports/report-pickers.ts). Each section loads its report for the choice and offers
// its CSV where the API has one; a report of an area that the member may read for other areas than
// that scope's picks its area itself (section-area.tsx).
import { useState, type ReactNode } from "react";
import { GrantReportsScreen } from "@/components/projects/grant-reports-screen";
import { EmptyState } from "@/components/ui/empty-state";
import { Select } from "@/components/ui/select";
import type { TAreaReport } from "@/lib/reports/report-access";
import type { TPickArea, TReportPickers } from "@/lib/reports/report-pickers";
import type { TYearlyReport } from "@/lib/reports/yearly-reports";
import { AreaDirectorySection, TableReportSection } from "./area-report-sections";
import { ConvenorshipsSection, NationalConvenorsSection } from "./convenor-sections";
import { AreaMinutesSection, MinutesSection } from "./minutes-sections";
import { REPORT_HEADINGS } from "./report-headings";
import { ReportSection } from "./report-parts";
import { SectionArea } from "./section-area";
import { AreaMailingListSection, MailingListSection, StrengthSection } from "./unit-report-sections";

const ChooseFirst = ({ report, what }: { report: TYearlyReport; what: "an area" | "a table" }) => (
  <ReportSection report={report}>
    <EmptyState title={`Choose ${what} above to see this report.`} />
  </ReportSection>
);

export const YearlyReportsScreen = ({ reports, years, thisYear, areas, areasOf, tables }: TReportPickers) => {
  const may = (report: TYearlyReport) => reports.includes(report);
  const listsAll = may("mailingList") || may("mailingListForArea");
  const [year, setYear] = useState(thisYear);
  const [areaNo, setAreaNo] = useState<number | null>(areas[0]?.areaNo ?? null);
  const tablesShown = areaNo === null ? tables : tables.filter((table) => table.areaNo === areaNo);
  const [tableNo, setTableNo] = useState<number | null>(tablesShown[0]?.tableNo ?? null);
  // A table of another area (the area was changed) gives way to the first of the area's.
  const table = tablesShown.find((entry) => entry.tableNo === tableNo) ?? (tableNo === null ? null : (tablesShown[0] ?? null));
  const area = areas.find((entry) => entry.areaNo === areaNo) ?? null;
  const yearLabel = years.find((entry) => entry.code === year)?.label ?? String(year);

  const usesArea = ["areaDirectory", "tableReport", "areaMinutes", "mailingListForArea"].some((key) => may(key as TYearlyReport));
  const usesTable = may("minutes") || may("mailingList");
  const tablesAsked = table ? [table.tableNo] : area ? tablesShown.map((entry) => entry.tableNo) : [];
  const tableScope = table ? `Table ${table.tableNo}` : area ? `the tables of ${area.name}` : "every table you may read";
  /** A report of an area, for the area the screen's picker or its own names. */
  const ofArea = (report: TAreaReport, section: (area: TPickArea | null, picker: ReactNode) => ReactNode) => (
    <SectionArea offered={areasOf[report] ?? []} shared={{ areas, area }}>
      {section}
    </SectionArea>
  );

  const sections: Record<TYearlyReport, () => ReactNode> = {
    strength: () => <StrengthSection />,
    mailingList: () => (
      <MailingListSection ask={area && tablesAsked.length === 0 ? null : { year, tables: tablesAsked }} scope={tableScope} />
    ),
    mailingListForArea: () =>
      ofArea("mailingListForArea", (chosen, picker) => (
        <AreaMailingListSection
          ask={{ year, areas: chosen ? [chosen.areaNo] : [], tables: [] }}
          scope={chosen ? chosen.name : areas.length > 0 ? "every area you may read" : "your own table or circle"}
          picker={picker}
        />
      )),
    areaDirectory: () =>
      ofArea("areaDirectory", (chosen, picker) =>
        chosen ? (
          <AreaDirectorySection areaNo={chosen.areaNo} year={year} picker={picker} />
        ) : (
          <ChooseFirst report="areaDirectory" what="an area" />
        ),
      ),
    tableReport: () =>
      ofArea("tableReport", (chosen, picker) =>
        chosen ? (
          <TableReportSection areaNo={chosen.areaNo} year={year} picker={picker} />
        ) : (
          <ChooseFirst report="tableReport" what="an area" />
        ),
      ),
    minutes: () =>
      table ? <MinutesSection tableNo={table.tableNo} year={year} /> : <ChooseFirst report="minutes" what="a table" />,
    areaMinutes: () =>
      ofArea("areaMinutes", (chosen, picker) =>
        chosen ? (
          <AreaMinutesSection areaNo={chosen.areaNo} year={year} picker={picker} />
        ) : (
          <ChooseFirst report="areaMinutes" what="an area" />
        ),
      ),
    nationalConvenors: () => <NationalConvenorsSection year={year} />,
    convenorships: () => <ConvenorshipsSection year={year} yearLabel={yearLabel} />,
    grantReports: () => (
      <ReportSection
        report="grantReports"
        description="Any days, not only a year's: the applications started, the state changes and the payments."
      >
        <GrantReportsScreen />
      </ReportSection>
    ),
  };

  return (
    <div className="space-y-6">
      <form
        aria-label="Choose the year, area and table"
        className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label="Federation year"
          hint="1 July to 30 June"
          className="w-56"
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
          options={years.map((entry) => ({
            value: String(entry.code),
            label: entry.code === thisYear ? `${entry.label} (this year)` : entry.label,
          }))}
        />
        {usesArea && areas.length > 0 && (
          <Select
            label="Area"
            className="w-60"
            value={areaNo === null ? "" : String(areaNo)}
            onChange={(event) => {
              const next = event.target.value === "" ? null : Number(event.target.value);
              setAreaNo(next);
              setTableNo(tables.find((entry) => next === null || entry.areaNo === next)?.tableNo ?? null);
            }}
            placeholder={listsAll && areas.length > 1 ? "All areas" : undefined}
            options={areas.map((entry) => ({ value: String(entry.areaNo), label: entry.name }))}
          />
        )}
        {usesTable && tablesShown.length > 0 && (
          <Select
            label="Table"
            className="w-72"
            value={table === null ? "" : String(table.tableNo)}
            onChange={(event) => setTableNo(event.target.value === "" ? null : Number(event.target.value))}
            placeholder={may("mailingList") && tablesShown.length > 1 ? "All tables" : undefined}
            options={tablesShown.map((entry) => ({
              value: String(entry.tableNo),
              label: `Table ${entry.tableNo}, ${entry.name}${entry.isDecharted ? " (de-chartered)" : ""}`,
            }))}
          />
        )}
      </form>
      <nav aria-label="Reports on this page" className="text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {reports.map((report) => (
            <li key={report}>
              <a href={`#${REPORT_HEADINGS[report].id}`} className="text-brand-800 underline hover:text-brand-900">
                {REPORT_HEADINGS[report].title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {reports.map((report) => (
        <div key={report}>{sections[report]()}</div>
      ))}
    </div>
  );
};
