// A table's own list of projects (public): created and updated by the unit's office bearers (the
// secretariat for any unit), read by table, paged, and searched by words, year, area and table.
import { GET as byTableGet } from "@/app/api/projects/gettableprojects/[x]/route";
import { GET as allGet } from "@/app/api/projects/getalltableprojects/route";
import { POST as searchPost } from "@/app/api/projects/searchtableprojects/route";
import { POST as savePost } from "@/app/api/projects/updateorcreatetableprojects/route";
import { setupTestDb } from "../helpers/test-db";
import { getRequest, jsonRequest, send, type TAuth } from "../auth/helpers";
import { withParams } from "../service-requests/helpers";
import { createProjectsWorld, expectError, removeProjectsWorld, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
});
afterAll(async () => removeProjectsWorld(world));

type TProject = {
  id: number;
  tableNo: number | null;
  areaNo: number;
  title: string;
  yearString: string;
  costPaise: number | null;
  startedOn: string | null;
};
type TList = { tableProjects: TProject[]; total: number };

const save = (auth: TAuth | undefined, body: unknown) =>
  send(savePost, jsonRequest("/api/projects/updateorcreatetableprojects", body, auth));
const search = (body: unknown) => send(searchPost, jsonRequest("/api/projects/searchtableprojects", body));
const byTable = (tableNo: number) =>
  send(withParams(byTableGet, { x: String(tableNo) }), getRequest(`/api/projects/gettableprojects/${tableNo}`));
const all = (query = "") => send(allGet, getRequest(`/api/projects/getalltableprojects${query}`));

const project = {
  year: 202425,
  title: "Water plant at Ponneri school",
  description: "An RO plant for 800 children.",
  category: "Water and sanitation",
};

it("an office bearer records their own table's project; others cannot change it; the secretariat names the unit", async () => {
  const created = await save(world.members.texc.auth, {
    ...project,
    costPaise: 45000000,
    startedOn: "2024-08-01",
    completedOn: "2024-11-14",
  });
  expect(created.status).toBe(200);
  const row = (created.body as { tableProject: TProject }).tableProject;
  expect(row).toMatchObject({ tableNo: 2, areaNo: 1, yearString: "2024-25", costPaise: 45000000, startedOn: "2024-08-01" });

  expect((await save(world.members.texc.auth, { ...project, id: row.id, title: "Water plant, Ponneri" })).status).toBe(200);
  expectError(await save(world.members.tex.auth, { ...project, id: row.id, title: "Not mine" }), 404);
  expectError(await save(undefined, project), 401);
  expectError(await save(world.members.member.auth, project), 403);
  expectError(await save(world.members.admin.auth, project), 400, "tableNo");
  const byAdmin = await save(world.members.admin.auth, {
    ...project,
    tableNo: 3,
    title: "Tree planting",
    category: "Environment",
    year: 202324,
  });
  expect((byAdmin.body as { tableProject: TProject }).tableProject).toMatchObject({ tableNo: 3, areaNo: 2 });

  const before = await db().prisma.tableProject.count();
  expectError(await save(world.members.texc.auth, { ...project, year: 202426 }), 400, "year");
  expectError(await save(world.members.texc.auth, { ...project, category: "Fun" }), 400, "category");
  expectError(await save(world.members.texc.auth, { ...project, startedOn: "1949-12-31" }), 400, "startedOn");
  expectError(
    await save(world.members.texc.auth, { ...project, startedOn: "2024-08-01", completedOn: "2024-07-01" }),
    400,
    "completedOn",
  );
  expectError(await save(world.members.texc.auth, { ...project, costPaise: 10.5 }), 400, "costPaise");
  expectError(await save(world.members.texc.auth, { ...project, title: "\u0000" }), 400, "title");
  expect(await db().prisma.tableProject.count()).toBe(before);
});

it("anyone reads them by table, page by page, and searches by words (wildcards are plain text), year and area", async () => {
  await save(world.members.texc.auth, { ...project, title: "100% attendance drive", category: "Education", year: 202526 });
  const table2 = (await byTable(2)).body as TList;
  expect(table2.tableProjects.map((row) => row.title)).toEqual(["100% attendance drive", "Water plant, Ponneri"]);
  expect(((await all("?takerecord=1")).body as TList).tableProjects).toHaveLength(1);
  expect(((await all("?takerecord=1")).body as TList).total).toBe(3);
  expect(((await search({ q: "ponneri" })).body as TList).tableProjects.map((row) => row.title)).toEqual([
    "Water plant, Ponneri",
  ]);
  expect(((await search({ q: "100%" })).body as TList).total).toBe(1);
  expect(((await search({ q: "%" })).body as TList).total).toBe(1);
  expect(((await search({ q: "_" })).body as TList).total).toBe(0);
  expect(((await search({ year: 202324 })).body as TList).tableProjects.map((row) => row.title)).toEqual(["Tree planting"]);
  expect(((await search({ areaNo: 2 })).body as TList).total).toBe(1);
  expectError(await search({ year: 2023 }), 400, "year");
  expectError(await all("?takerecord=500"), 400, "query.takerecord");
  expectError(await byTable(0), 400);
});
