// A de-chartered table's applications and projects stay, read-only (issue 13, section 2): its
// office bearers can still read them, but no answer, file, signature or project record is changed.
import { POST as savePost } from "@/app/api/projects/updateorcreatetableprojects/route";
import { jsonRequest, send } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { appApi as api } from "./app-api";
import { seedGrantPack } from "./grant-fixture";
import { createProjectsWorld, expectError, removeProjectsWorld, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
let packId: number;

beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
  packId = await seedGrantPack(db().prisma);
});
afterAll(() => removeProjectsWorld(world));

it("after de-chartering, the table's draft reads but refuses changes and submission; its projects refuse changes", async () => {
  const texc = world.members.texc.auth;
  const created = (await api.create(texc, { packId, title: "Before the de-charter" })).body as {
    tableProjectApplication: { id: number; stages: { id: number }[] };
  };
  const stageId = created.tableProjectApplication.stages[0]!.id;
  const project = { year: 202425, title: "Water plant", description: "An RO plant.", category: "Water and sanitation" };
  expect((await send(savePost, jsonRequest("/api/projects/updateorcreatetableprojects", project, texc))).status).toBe(200);

  await db().prisma.table.update({
    where: { tableNo: 2 },
    data: { isDecharted: true, dechartedOn: new Date("2026-10-01"), dechartReason: "Merged with table 1" },
  });
  try {
    const stage = await api.stage(texc, stageId);
    expect(stage.status).toBe(200);
    expect((stage.body as { stage: { canEdit: boolean } }).stage.canEdit).toBe(false);
    const before = await db().prisma.elementValue.count();
    const refused = expectError(await api.save(texc, { applicationStageId: stageId, answers: [] }), 409);
    expect(refused.message).toBe("Table 2 is de-chartered: its applications are read-only");
    expectError(await api.submit(texc, stageId), 409);
    expect(await db().prisma.elementValue.count()).toBe(before);
    const projectRefused = expectError(
      await send(savePost, jsonRequest("/api/projects/updateorcreatetableprojects", { ...project, title: "Another" }, texc)),
      409,
    );
    expect(projectRefused.message).toBe("Table 2 is de-chartered: its projects are read-only");
  } finally {
    await db().prisma.table.update({
      where: { tableNo: 2 },
      data: { isDecharted: false, dechartedOn: null, dechartReason: null },
    });
  }
  // Chartered again (in the database), the same save passes: the refusal was the de-charter's.
  expect((await api.save(texc, { applicationStageId: stageId, answers: [] })).status).toBe(200);
});
