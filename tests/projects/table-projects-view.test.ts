// The project office's view (projects/tableprojectsview): getalltableprojectapplications with a
// state group; every state in exactly one group, the group's applications listed, the counts per
// state whatever the group, and the roles the route table refuses.
import { seedProjectPack } from "@/lib/db/seed/demo-project-packs";
import type { TSession } from "@/lib/auth/session";
import { STATE_GROUPS, STATE_GROUP_SLUGS, viewFilterOf } from "@/lib/projects/application-groups";
import { listApplicationYears } from "@/lib/projects/applications";
import { APPLICATION_STATES, type TApplicationState } from "@/lib/projects/application-states";
import { setupTestDb } from "../helpers/test-db";
import { appApi as api } from "./app-api";
import { createProjectsWorld, seedOneStagePack, expectError, removeProjectsWorld, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
let packId: number;

beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
  packId = await seedOneStagePack(db().prisma, "Overview pack");
});
afterAll(async () => removeProjectsWorld(world));

type TPage = { tableProjectApplications: { id: number; state: string }[]; total: number; counts: Record<string, number> };

/** An application of table 2 (texc's) put in `state`. */
const inState = async (title: string, state: TApplicationState) => {
  const created = await api.create(world.members.texc.auth, { packId, title });
  const { id } = (created.body as { tableProjectApplication: { id: number } }).tableProjectApplication;
  await db().prisma.projectApplication.update({ where: { id }, data: { state } });
  return id;
};

describe("getalltableprojectapplications by state group", () => {
  it("puts every application state in exactly one group, under distinct slugs", () => {
    const grouped = STATE_GROUPS.flatMap((group) => group.states as readonly string[]);
    expect([...grouped].sort()).toEqual([...APPLICATION_STATES].sort());
    expect(new Set(STATE_GROUP_SLUGS).size).toBe(STATE_GROUPS.length);
  });

  it("lists a group's applications with the counts per state whatever the group; the route table refuses others", async () => {
    const completed = await inState("Overviewtest library", "COMPLETED");
    const closed = await inState("Overviewtest wall", "CLOSED");
    const withdrawn = await inState("Overviewtest camp", "WITHDRAWN");
    await inState("Overviewtest benches", "UNDER_REVIEW");
    const view = async (query: string) => {
      const reply = await api.all(world.members.npc.auth, 0, 20, `?q=Overviewtest&${query}`);
      expect(reply.status).toBe(200);
      return reply.body as TPage;
    };

    const closedGroup = await view("group=closed");
    expect(closedGroup.total).toBe(2);
    expect(closedGroup.tableProjectApplications.map((row) => row.id).sort()).toEqual([closed, withdrawn].sort());
    expect(closedGroup.counts).toEqual({ COMPLETED: 1, CLOSED: 1, WITHDRAWN: 1, UNDER_REVIEW: 1 });
    const completedGroup = await view("group=completed");
    expect(completedGroup.tableProjectApplications.map((row) => row.id)).toEqual([completed]);
    expect((await view("group=with-the-trust")).total).toBe(0);
    expect((await view("")).total).toBe(4);
    expectError(await api.all(world.members.npc.auth, 0, 20, "?group=nonsense"), 400, "query.group");

    // Admin-Pom and Admin see them all; a table only its own; a plain member and a visitor are refused.
    expect(((await api.all(world.members.adminPom.auth, 0, 20, "?q=Overviewtest&group=closed")).body as TPage).total).toBe(2);
    expect(((await api.all(world.members.admin.auth, 0, 20, "?q=Overviewtest")).body as TPage).total).toBe(4);
    expect(((await api.all(world.members.tex.auth, 0, 20, "?q=Overviewtest")).body as TPage).total).toBe(0);
    expectError(await api.all(world.members.member.auth, 0, 20, "?group=closed"), 403);
    expectError(await api.all(undefined, 0, 20, "?group=closed"), 401);
  });
});

describe("the view's year filter", () => {
  const sessionOf = (name: "npc" | "tex" | "texc", tableNo: number | null): TSession => ({
    sessionId: "test",
    memberId: world.members[name].id,
    userName: name,
    fullName: name,
    title: null,
    roles: [...world.members[name].roles],
    tableNo,
    circleNo: null,
    areaNo: null,
    isAdmin: false,
  });

  it("offers the years the caller has applications in, newest first, and lists one year's alone", async () => {
    const olderPack = await seedProjectPack(db().prisma, {
      name: "Older overview pack",
      year: 202324,
      description: "",
      kind: "TABLE",
      isActive: true,
      stages: [{ name: "Application", filledBy: "TABLE", elements: [] }],
    });
    const created = await api.create(world.members.texc.auth, { packId: olderPack, title: "Yeartest older" });
    expect(created.status).toBe(200);
    await api.create(world.members.texc.auth, { packId, title: "Yeartest newer" });

    const years = await listApplicationYears(sessionOf("npc", null));
    expect(years).toEqual([
      { year: 202526, yearString: "2025-26" },
      { year: 202324, yearString: "2023-24" },
    ]);
    // A table sees the years of its own applications only: table 1 has none.
    expect(await listApplicationYears(sessionOf("tex", 1))).toEqual([]);
    expect(await listApplicationYears(sessionOf("texc", 2))).toEqual(years);

    const older = (await api.all(world.members.npc.auth, 0, 20, "?q=Yeartest&year=202324")).body as TPage;
    expect(older.total).toBe(1);
    expect(older.counts).toEqual({ DRAFT: 1 });
  });

  it("reads the year and search from the page's address, ignoring what is no year", () => {
    expect(viewFilterOf({ year: "202324", q: "  Narela " })).toEqual({ year: 202324, q: "Narela" });
    expect(viewFilterOf({ year: "202325" })).toEqual({ year: null, q: "" });
    expect(viewFilterOf({ year: ["202324", "202425"], q: ["a", "b"] })).toEqual({ year: null, q: "" });
    expect(viewFilterOf({ year: "2023-24", q: "x".repeat(150) })).toEqual({ year: null, q: "x".repeat(100) });
  });
});
