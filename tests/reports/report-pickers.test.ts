// The members' reports screen offers each member the years the reports answer for and only the
// areas and tables of their report scope (lib/reports/report-pickers.ts), on the small federation
// of helpers.ts: every area offered opens that area's reports for them, and no other area does.
import type { TRole } from "@/lib/auth/roles";
import type { TSession } from "@/lib/auth/session";
import { reportPickersFor } from "@/lib/reports/report-pickers";
import { setupTestDb } from "../helpers/test-db";
import { code, createReportsWorld, reportsApi as api, THIS, Y, type TReportsWorld } from "./helpers";

const db = setupTestDb();
let world: TReportsWorld;
const m = () => world.members;

beforeAll(async () => {
  world = await createReportsWorld(db().prisma);
});

const session = (who: keyof TReportsWorld["members"], roles: TRole[], unit: { tableNo?: number; circleNo?: number } = {}) =>
  ({
    sessionId: `pickers-${who}`,
    memberId: m()[who].id,
    userName: `rp-${who}`,
    fullName: m()[who].name,
    title: null,
    roles,
    tableNo: unit.tableNo ?? null,
    circleNo: unit.circleNo ?? null,
    areaNo: null,
    isAdmin: roles.includes("Admin"),
  }) satisfies TSession;

const offered = async (actor: TSession) => {
  const pickers = await reportPickersFor(actor);
  return { areas: pickers.areas.map((a) => a.areaNo), tables: pickers.tables.map((t) => t.tableNo), pickers };
};

describe("what the reports screen offers to pick", () => {
  test("the years: next year first, back to 1950-51; this year marked", async () => {
    const { pickers } = await offered(session("adminMembers", ["Admin-Members"]));
    expect(pickers.years[0]).toEqual({ code: code(Y + 1), label: `${Y + 1}-${String((Y + 2) % 100).padStart(2, "0")}` });
    expect(pickers.years.at(-1)).toEqual({ code: 195051, label: "1950-51" });
    expect(pickers.thisYear).toBe(Number(THIS));
    expect(pickers.years.map((year) => year.code)).toContain(pickers.thisYear);
  });

  test("the secretariat: every area and every table, the de-chartered one marked", async () => {
    const { areas, tables, pickers } = await offered(session("adminMembers", ["Admin-Members"]));
    expect(areas).toEqual([1, 2, 3]);
    expect(tables).toEqual([1, 2, 3, 4]);
    expect(pickers.tables.find((t) => t.tableNo === 4)).toMatchObject({ isDecharted: true, areaNo: 1 });
    expect(pickers.reports).toContain("areaMinutes");
  });

  test("an area chairman: the area they chair this year and its tables, and that area's reports open for them", async () => {
    const ac1 = session("ac1", ["AC"], { tableNo: 1 });
    expect(await offered(ac1)).toMatchObject({ areas: [1], tables: [1, 2, 4] });
    expect((await api.directory(m().ac1.auth, 1, THIS)).status).toBe(200);
    expect((await api.directory(m().ac1.auth, 2, THIS)).status).toBe(403);
    // Area 1's chairman of two years back chairs nothing this year.
    expect(await offered(session("oldAc", ["AC"], { tableNo: 2 }))).toMatchObject({ areas: [], tables: [] });
  });

  test("a table's office bearer: their own table and no area; a circle's: neither", async () => {
    expect(await offered(session("tex3", ["TEX"], { tableNo: 3 }))).toMatchObject({ areas: [], tables: [3] });
    const cex = await offered(session("cex1", ["CEX"], { circleNo: 1 }));
    expect(cex).toMatchObject({ areas: [], tables: [] });
    expect(cex.pickers.reports).toEqual(["strength", "mailingListForArea", "nationalConvenors", "convenorships"]);
  });

  test("the grant team: every area (for the table report), no table", async () => {
    const npc = await offered(session("npc", ["NPC"], { tableNo: 2 }));
    expect(npc).toMatchObject({ areas: [1, 2, 3], tables: [] });
    expect(npc.pickers.reports).toEqual(["tableReport", "nationalConvenors", "convenorships", "grantReports"]);
  });
});
