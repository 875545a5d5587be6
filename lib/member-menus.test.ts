// @database-independent
// Menus and tiles follow the route-role table and the legacy isActive flag.
import { MEMBER_MENU, dashboardTilesFor, visibleMenu } from "./member-menus";
import { canOpenPage } from "./auth/route-roles";

describe("menus", () => {
  it("shows only active entries the roles may open", () => {
    const links = visibleMenu(MEMBER_MENU, ["User"]).map((entry) => entry.link);
    expect(links).toContain("/servicerequests");
    expect(links).not.toContain("/serviceadmin");
    expect(links).not.toContain("/populateusers"); // isActive 0
    for (const link of links) expect(canOpenPage(link, ["User"])).toBe(true);
  });

  it("gives Admin the admin tiles and a plain member only theirs", () => {
    const admin = dashboardTilesFor({ roles: ["Admin"], tableNo: null }).map((tile) => tile.link);
    expect(admin).toEqual(expect.arrayContaining(["/serviceadmin", "/manage/approvalrequest", "/servicerequests"]));
    const member = dashboardTilesFor({ roles: ["User"], tableNo: 1 }).map((tile) => tile.link);
    expect(member).toContain("/servicerequests");
    expect(member).not.toContain("/serviceadmin");
    expect(member).not.toContain("/manage/approvalrequest");
  });

  it("offers the area postings screen to the secretariat (Admin, NEX) only", () => {
    for (const role of ["Admin", "NEX"] as const)
      expect(dashboardTilesFor({ roles: [role], tableNo: 1 }).map((tile) => tile.link)).toContain("/areapostings");
    for (const role of ["TEX", "AC", "CEX", "User"] as const)
      expect(dashboardTilesFor({ roles: [role], tableNo: 1 }).map((tile) => tile.link)).not.toContain("/areapostings");
  });

  it("offers the LMF applications to the Admin only, in the menu and on the home", () => {
    expect(visibleMenu(MEMBER_MENU, ["Admin"]).map((entry) => entry.link)).toContain("/manage/lmfapplications");
    expect(dashboardTilesFor({ roles: ["Admin"], tableNo: null }).map((tile) => tile.link)).toContain("/manage/lmfapplications");
    for (const role of ["NEX", "Admin-Members", "TEX", "User"] as const) {
      expect(visibleMenu(MEMBER_MENU, [role]).map((entry) => entry.link)).not.toContain("/manage/lmfapplications");
      expect(dashboardTilesFor({ roles: [role], tableNo: 1 }).map((tile) => tile.link)).not.toContain("/manage/lmfapplications");
    }
  });

  it("offers 'Update My Table' only to roles that may edit their own table", () => {
    expect(dashboardTilesFor({ roles: ["TEX"], tableNo: 3 }).map((tile) => tile.link)).toContain("/table/update/3");
    expect(
      dashboardTilesFor({ roles: ["TEX"], tableNo: null })
        .map((tile) => tile.link)
        .some((link) => link.startsWith("/table/update")),
    ).toBe(false);
    expect(dashboardTilesFor({ roles: ["User"], tableNo: 3 }).map((tile) => tile.link)).not.toContain("/table/update/3");
  });
});
