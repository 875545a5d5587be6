// The members' reports screen offers each member the years the reports answer for and only the
// areas and tables of their report scope (lib/reports/report-pickers.ts), on the small federation
// of helpers.ts: every area offered opens that area's reports for them, and no other area does;
// each report of an area offers exactly the areas its call accepts from the member.
import type { TRole } from "@/lib/auth/roles";
import { resolveSession, type TSession } from "@/lib/auth/session";
import { EVERY_AREA_READERS, type TAreaReport } from "@/lib/reports/report-access";
import { reportPickersFor } from "@/lib/reports/report-pickers";
import { setupTestDb } from "../helpers/test-db";
import { authFor } from "../service-requests/helpers";
import { code, createReportsWorld, reportsApi as api, THIS, Y, type TAuth, type TReply, type TReportsWorld } from "./helpers";

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

  test("the grant team: no area of their own, every area for the table report, no table", async () => {
    const npc = await offered(session("npc", ["NPC"], { tableNo: 2 }));
    expect(npc).toMatchObject({ areas: [], tables: [] });
    expect(npc.pickers.areasOf.tableReport?.map((a) => a.areaNo)).toEqual([1, 2, 3]);
    expect(Object.keys(npc.pickers.areasOf)).toEqual(["tableReport"]);
    expect(npc.pickers.reports).toEqual(["tableReport", "nationalConvenors", "convenorships", "grantReports"]);
  });
});

/** Each report of an area, asked for one area of this year. */
const askFor: Record<TAreaReport, (auth: TAuth, areaNo: number) => Promise<TReply>> = {
  mailingListForArea: (auth, areaNo) => api.mailingListForArea(auth, { year: THIS, areas: [areaNo], tables: [] }),
  areaDirectory: (auth, areaNo) => api.directory(auth, areaNo, THIS),
  tableReport: (auth, areaNo) => api.tableReport(auth, THIS, areaNo),
  areaMinutes: (auth, areaNo) => api.areaMinutes(auth, { year: THIS, areano: areaNo }),
};

describe("each report of an area offers the areas its call accepts, and no other", () => {
  test("an area chairman on the grant team: every area for the table report, their own for the rest", async () => {
    // Area 2's chairman joins the national grant team.
    await db().prisma.memberRole.create({ data: { memberId: m().ac2.id, role: "NPC" } });
    const auth = await authFor(m().ac2.id, ["AC", "NPC"]);
    const actor = (await resolveSession(new Headers({ cookie: auth.cookie! })))!;
    expect(actor.roles).toEqual(expect.arrayContaining(["AC", "NPC"]));
    const { areas, tables, pickers } = await offered(actor);
    expect({ areas, tables }).toEqual({ areas: [2], tables: [3] });
    expect(
      Object.fromEntries(Object.entries(pickers.areasOf).map(([report, list]) => [report, list.map((a) => a.areaNo)])),
    ).toEqual({
      mailingListForArea: [2],
      areaDirectory: [2],
      tableReport: [1, 2, 3],
      areaMinutes: [2],
    });
    // The API refuses the areas not offered: area 1's directory, minutes and mailing list.
    expect((await api.directory(auth, 1, THIS)).status).toBe(403);
    expect((await api.areaMinutes(auth, { year: THIS, areano: 1 })).status).toBe(403);
    expect((await api.mailingListForArea(auth, { year: THIS, areas: [1], tables: [] })).status).toBe(403);
    expect((await api.tableReport(auth, THIS, 1)).status).toBe(200);
  });

  test("for every kind of member, each area offered opens that report (200) and every other area is refused (403)", async () => {
    const who = ["adminMembers", "ac1", "ac2", "oldAc", "npc", "secretary", "tex3", "cex1"] as const;
    const everyArea = [1, 2, 3];
    for (const key of who) {
      const auth = m()[key].auth;
      const actor = (await resolveSession(new Headers({ cookie: auth.cookie! })))!;
      const { areasOf } = await reportPickersFor(actor);
      for (const report of Object.keys(EVERY_AREA_READERS) as TAreaReport[]) {
        const offeredHere = (areasOf[report] ?? []).map((a) => a.areaNo);
        const answers = [];
        for (const areaNo of everyArea) answers.push({ areaNo, status: (await askFor[report](auth, areaNo)).status });
        expect({ key, report, answers }).toEqual({
          key,
          report,
          answers: everyArea.map((areaNo) => ({ areaNo, status: offeredHere.includes(areaNo) ? 200 : 403 })),
        });
      }
    }
  });
});
