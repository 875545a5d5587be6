// An office bearer acts for the unit of their office only (stop 58). A member's row may name both a
// table and a circle (from before the portal: Member_one_unit is NOT VALID): a CEX of circle 1 whose
// row also has table 2 records projects, applies and reads packs for circle 1, never for table 2.
// A table project of neither a table nor a circle is the secretariat's alone.
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedProjectPack } from "@/lib/db/seed/demo-project-packs";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { POST as savePost } from "@/app/api/projects/updateorcreatetableprojects/route";
import { jsonRequest, send, type TAuth } from "../auth/helpers";
import { giveBothUnits } from "../helpers/legacy-member-units";
import { setupTestDb } from "../helpers/test-db";
import { authFor } from "../service-requests/helpers";
import { appApi } from "./app-api";
import { createProjectsWorld, expectError, projectsApi, removeProjectsWorld, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
let cexWithTable: TAuth;
let texWithCircle: TAuth;
const packs = { table: 0, circle: 0 };

const ONE_STAGE = [
  {
    name: "Application",
    filledBy: "TABLE" as const,
    elements: [{ kind: "SHORT_TEXT" as const, label: "Need", required: true, config: {} }],
  },
];

beforeAll(async () => {
  const prisma = db().prisma;
  world = await createProjectsWorld(prisma);
  // Rows from before the portal: new rows may name one unit only (Member_one_unit).
  const member = async (userName: string, roles: ["CEX"] | ["TEX"]) => {
    const row = await seedMember(prisma, { userName, password: DEMO_PASSWORD, fullName: userName, roles, tableNo: 2 });
    await giveBothUnits(prisma, row.id, { tableNo: 2, circleNo: 1 });
    return row;
  };
  cexWithTable = await authFor((await member("uo-cex-table", ["CEX"])).id, ["CEX"]);
  texWithCircle = await authFor((await member("uo-tex-circle", ["TEX"])).id, ["TEX"]);
  const pack = (kind: "TABLE" | "CIRCLE") =>
    seedProjectPack(prisma, { name: `${kind} pack`, year: 202526, description: "", kind, isActive: true, stages: ONE_STAGE });
  packs.table = await pack("TABLE");
  packs.circle = await pack("CIRCLE");
});
afterAll(async () => removeProjectsWorld(world));

type TProject = { id: number; tableNo: number | null; circleNo: number | null };
const save = async (auth: TAuth, body: object) =>
  send(
    savePost,
    jsonRequest(
      "/api/projects/updateorcreatetableprojects",
      { year: 202526, title: "Eye camp", category: "Health", ...body },
      auth,
    ),
  );
const saved = (reply: { status: number; body: unknown }) => {
  expect(reply.status).toBe(200);
  return (reply.body as { tableProject: TProject }).tableProject;
};

describe("a member whose row names a table and a circle", () => {
  it("records a table project for the unit of their office, and updates only that unit's", async () => {
    expect(saved(await save(cexWithTable, {}))).toMatchObject({ tableNo: null, circleNo: 1 });
    expect(saved(await save(texWithCircle, {}))).toMatchObject({ tableNo: 2, circleNo: null });
    const tables = saved(await save(world.members.texc.auth, { title: "Table 2's own" }));
    expectError(await save(cexWithTable, { id: tables.id, title: "Not the CEX's" }), 404);
    expect((await db().prisma.tableProject.findUnique({ where: { id: tables.id } }))?.title).toBe("Table 2's own");
    const circles = saved(await save(world.members.cex.auth, { title: "Circle 1's own" }));
    expectError(await save(texWithCircle, { id: circles.id, title: "Not the TEX's" }), 404);
  });

  it("reads the packs of their office's kind and applies for that unit only", async () => {
    const kinds = async (auth: TAuth) =>
      ((await projectsApi.forMember(auth)).body as { projectPacks: { kind: string }[] }).projectPacks.map((row) => row.kind);
    expect(await kinds(cexWithTable)).toEqual(["CIRCLE"]);
    expect(await kinds(texWithCircle)).toEqual(["TABLE"]);

    expectError(await appApi.create(cexWithTable, { packId: packs.table, title: "For table 2" }), 400, "packId");
    const started = await appApi.create(cexWithTable, { packId: packs.circle, title: "For circle 1" });
    expect(started.status).toBe(200);
    expect((started.body as { tableProjectApplication: object }).tableProjectApplication).toMatchObject({
      tableNo: null,
      circleNo: 1,
    });
    expectError(await appApi.create(texWithCircle, { packId: packs.circle, title: "For circle 1" }), 400, "packId");
    expect(await db().prisma.projectApplication.count({ where: { title: "For table 2" } })).toBe(0);
  });
});

it("a table project of neither a table nor a circle is updated by the secretariat only", async () => {
  const row = await db().prisma.tableProject.create({
    data: { areaNo: 1, year: 202425, title: "Legacy record", category: "Other", createdById: world.members.admin.id },
  });
  for (const auth of [world.members.tex.auth, world.members.cex.auth, cexWithTable])
    expectError(await save(auth, { id: row.id, title: "Taken over" }), 404);
  expect(saved(await save(world.members.admin.auth, { id: row.id, title: "Legacy record, checked" }))).toMatchObject({
    tableNo: null,
    circleNo: null,
  });
});
