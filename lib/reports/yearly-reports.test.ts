// @database-independent
// The members' reports screen (/reports/yearly) opens for exactly the roles that may call at least
// one of its reports (the route-role table's API rules), and shows each of them only those.
import { API_RULES, canOpenPage, findPageRule } from "../auth/route-roles";
import { ROLES, type TRole } from "../auth/roles";
import { dashboardTilesFor, MEMBER_MENU, visibleMenu } from "../member-menus";
import { YEARLY_REPORTS, YEARLY_REPORTS_PAGE, yearlyReportsFor } from "./yearly-reports";

/** The report calls of SPEC.md section 7 and getreportfordaterange, as the API rules list them. */
const REPORT_RULES = API_RULES.filter(
  (rule) =>
    (rule.pattern.startsWith("/api/reports/") && !/generatepdf|directorystatus|pdffile|analytics/.test(rule.pattern)) ||
    rule.pattern === "/api/projects/getreportfordaterange",
);

const readersOf = (access: (typeof API_RULES)[number]["access"]): readonly TRole[] =>
  access === "public" || access === "authenticated" ? ROLES : access;

describe("the members' reports screen", () => {
  it("covers every report call of the route table", () => {
    expect(REPORT_RULES.map((rule) => `${rule.method} ${rule.pattern}`).sort()).toEqual(
      YEARLY_REPORTS.map((report) => `${report.method} ${report.path}`).sort(),
    );
  });

  it("opens for exactly the roles that may call at least one of its reports", () => {
    const readers = new Set(REPORT_RULES.flatMap((rule) => readersOf(rule.access)));
    expect(findPageRule(YEARLY_REPORTS_PAGE)?.access).not.toBe("public");
    for (const role of ROLES) {
      expect([role, canOpenPage(YEARLY_REPORTS_PAGE, [role])]).toEqual([role, readers.has(role)]);
      expect([role, yearlyReportsFor([role]).length > 0]).toEqual([role, readers.has(role)]);
    }
    // The membership secretary, an area chairman and NEX (the grant report by date) among them; a plain member not.
    for (const role of ["Admin-Members", "AC", "NEX", "TEX-S", "CEX", "RTIF-Trustee"] as const)
      expect(canOpenPage(YEARLY_REPORTS_PAGE, [role])).toBe(true);
    expect(canOpenPage(YEARLY_REPORTS_PAGE, ["User"])).toBe(false);
    expect(canOpenPage(YEARLY_REPORTS_PAGE, null)).toBe(false);
  });

  it("shows each role the sections of the reports its roles may call", () => {
    expect(yearlyReportsFor(["Admin-Members"])).toEqual([
      "strength",
      "mailingList",
      "mailingListForArea",
      "areaDirectory",
      "tableReport",
      "minutes",
      "areaMinutes",
      "nationalConvenors",
      "convenorships",
    ]);
    expect(yearlyReportsFor(["NEX"])).toContain("grantReports");
    expect(yearlyReportsFor(["CEX"])).toEqual(["strength", "mailingListForArea", "nationalConvenors", "convenorships"]);
    expect(yearlyReportsFor(["RTIF-Trustee"])).toEqual(["tableReport", "nationalConvenors", "convenorships", "grantReports"]);
    expect(yearlyReportsFor(["User"])).toEqual([]);
  });

  it("is the Yearly Reports tile and menu entry of those roles; the public charts stay for everyone", () => {
    for (const role of ["Admin-Members", "AC", "NEX"] as const) {
      expect(dashboardTilesFor({ roles: [role], tableNo: 1 }).map((tile) => tile.link)).toContain(YEARLY_REPORTS_PAGE);
      expect(visibleMenu(MEMBER_MENU, [role]).map((entry) => entry.link)).toContain(YEARLY_REPORTS_PAGE);
    }
    const member = dashboardTilesFor({ roles: ["User"], tableNo: 1 });
    expect(member.map((tile) => tile.link)).not.toContain(YEARLY_REPORTS_PAGE);
    expect(member.find((tile) => tile.link === "/reports")?.title).toBe("Data Analytics");
  });
});
