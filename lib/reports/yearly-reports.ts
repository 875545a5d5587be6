// The members' reports screen (/reports/yearly): the report calls of SPEC.md section 7 and the
// grant report by date, each with the API route it reads. Which of them a member sees is what the
// route-role table lets their roles call (the screen shows a section per report so allowed); the
// page itself opens for the roles that may call at least one (lib/auth/route-roles.ts).
import type { TRole } from "../auth/roles";
import { decideAccess, findApiRule, type TApiRule } from "../auth/route-roles";

export const YEARLY_REPORTS_PAGE = "/reports/yearly";

export const YEARLY_REPORTS = [
  { key: "strength", method: "GET", path: "/api/reports/strength" },
  { key: "mailingList", method: "POST", path: "/api/reports/mailinglist" },
  { key: "mailingListForArea", method: "POST", path: "/api/reports/mailinglistforarea" },
  { key: "areaDirectory", method: "GET", path: "/api/reports/id/[areano]/[year]" },
  { key: "tableReport", method: "GET", path: "/api/reports/gettablereportbyyeararea/[year]/[area]" },
  { key: "minutes", method: "POST", path: "/api/reports/minutesreport" },
  { key: "areaMinutes", method: "POST", path: "/api/reports/areaminutesreport" },
  { key: "nationalConvenors", method: "GET", path: "/api/reports/getnationalconvenors/[year]" },
  { key: "convenorships", method: "GET", path: "/api/reports/getminutesconvenorships" },
  { key: "grantReports", method: "POST", path: "/api/projects/getreportfordaterange" },
] as const satisfies { key: string; method: TApiRule["method"]; path: string }[];

export type TYearlyReport = (typeof YEARLY_REPORTS)[number]["key"];

/** The reports the roles may pull, in the screen's order. */
export const yearlyReportsFor = (roles: readonly TRole[]): TYearlyReport[] =>
  YEARLY_REPORTS.filter((report) => decideAccess(findApiRule(report.method, report.path)?.access, roles) === "allow").map(
    (report) => report.key,
  );
