// The heading and anchor of each section of the members' reports screen, in one place for the
// sections and the screen's list of contents.
import type { TYearlyReport } from "@/lib/reports/yearly-reports";

export const REPORT_HEADINGS: Record<TYearlyReport, { id: string; title: string }> = {
  strength: { id: "strength", title: "Strength" },
  mailingList: { id: "mailing-list", title: "Mailing list of tables" },
  mailingListForArea: { id: "area-mailing-list", title: "Mailing list of an area" },
  areaDirectory: { id: "area-directory", title: "Area directory" },
  tableReport: { id: "table-report", title: "Table report of an area" },
  minutes: { id: "minutes", title: "Minutes of a table" },
  areaMinutes: { id: "area-minutes", title: "Minutes of an area" },
  nationalConvenors: { id: "national-convenors", title: "National office bearers" },
  convenorships: { id: "convenorships", title: "Offices held, year by year" },
  grantReports: { id: "grant-reports", title: "Applications and payments by date" },
};
