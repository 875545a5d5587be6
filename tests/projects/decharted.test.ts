// A de-chartered table's applications and projects stay, read-only (issue 13, section 2): its
// office bearers can still read them, but no answer, file, signature, title or project record is changed,
// also when a record is changed by its id.
import { POST as savePost } from "@/app/api/projects/updateorcreatetableprojects/route";
import { POST as closePost } from "@/app/api/projects/movetoclosedandwithdrawn/route";
import { jsonRequest, send } from "../auth/helpers";
import { itOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { appApi as api } from "./app-api";
import { setupGrantWorld } from "./grant-fixture";
import { expectError } from "./helpers";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

it("after de-chartering, the table's draft reads but refuses changes and submission; its projects refuse changes", async () => {
  const texc = fixture().world.members.texc.auth;
  const created = (await api.create(texc, { packId: fixture().packId, title: "Before the de-charter" })).body as {
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

it("after de-chartering, a project and an application changed by id are refused too (409), nothing written", async () => {
  const texc = fixture().world.members.texc.auth;
  const created = (await api.create(texc, { packId: fixture().packId, title: "Draft to rename" })).body as {
    tableProjectApplication: { id: number };
  };
  const applicationId = created.tableProjectApplication.id;
  const project = { year: 202425, title: "School desks", category: "Education" };
  const saved = await send(savePost, jsonRequest("/api/projects/updateorcreatetableprojects", project, texc));
  const projectId = (saved.body as { tableProject: { id: number } }).tableProject.id;
  const update = { id: projectId, year: 202425, title: "Changed", category: "Health" };
  const updateById = (auth = texc) => send(savePost, jsonRequest("/api/projects/updateorcreatetableprojects", update, auth));

  await db().prisma.table.update({
    where: { tableNo: 2 },
    data: { isDecharted: true, dechartedOn: new Date("2026-10-01"), dechartReason: "Merged with table 1" },
  });
  try {
    expect(expectError(await updateById(), 409).message).toBe("Table 2 is de-chartered: its projects are read-only");
    // The secretariat too: the table's records are read-only for everyone.
    expectError(await updateById(fixture().world.members.admin.auth), 409);
    expect(await db().prisma.tableProject.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({
      title: "School desks",
      category: "Education",
    });
    const renameRefused = expectError(await api.rename(texc, { id: applicationId, title: "Renamed" }), 409);
    expect(renameRefused.message).toBe("Table 2 is de-chartered: its applications are read-only");
    expect((await db().prisma.projectApplication.findUniqueOrThrow({ where: { id: applicationId } })).title).toBe(
      "Draft to rename",
    );
  } finally {
    await db().prisma.table.update({
      where: { tableNo: 2 },
      data: { isDecharted: false, dechartedOn: null, dechartReason: null },
    });
  }
  // Chartered again, the same calls pass: the refusals were the de-charter's.
  expect((await updateById()).status).toBe(200);
  expect((await api.rename(texc, { id: applicationId, title: "Renamed" })).status).toBe(200);
  // A submitted application is no longer renamed (the update is conditional on the state).
  await db().prisma.projectApplication.update({ where: { id: applicationId }, data: { state: "SUBMITTED" } });
  expect(expectError(await api.rename(texc, { id: applicationId, title: "Too late" }), 409).message).toBe(
    "The application can no longer be renamed",
  );
  expect((await db().prisma.projectApplication.findUniqueOrThrow({ where: { id: applicationId } })).title).toBe("Renamed");
});

it("after de-chartering, the table neither replies to a query nor withdraws its application (409), nothing written", async () => {
  const { members } = fixture().world;
  const texc = members.texc.auth;
  const created = (await api.create(texc, { packId: fixture().packId, title: "Queried, then de-chartered" })).body as {
    tableProjectApplication: { id: number };
  };
  const queried = created.tableProjectApplication.id;
  await db().prisma.projectApplication.update({ where: { id: queried }, data: { state: "UNDER_REVIEW" } });
  const raised = await api.raiseQuery(members.npc.auth, { applicationId: queried, query: "Which school?" });
  const queryId = (raised.body as { projectQuery: { id: number } }).projectQuery.id;
  const draft = (await api.create(texc, { packId: fixture().packId, title: "Draft, then de-chartered" })).body as {
    tableProjectApplication: { id: number };
  };
  const draftId = draft.tableProjectApplication.id;
  const withdraw = () =>
    send(
      closePost,
      jsonRequest("/api/projects/movetoclosedandwithdrawn", { applicationId: draftId, state: "WITHDRAWN", remark: "No" }, texc),
    );

  await db().prisma.table.update({
    where: { tableNo: 2 },
    data: { isDecharted: true, dechartedOn: new Date("2026-10-01"), dechartReason: "Merged with table 1" },
  });
  try {
    const replyRefused = expectError(await api.replyQuery(texc, { queryId, reply: "The village school." }), 409);
    expect(replyRefused.message).toBe("Table 2 is de-chartered: its applications are read-only");
    expect(await db().prisma.projectQuery.findUniqueOrThrow({ where: { id: queryId } })).toMatchObject({
      state: "OPEN",
      reply: null,
    });
    expect((await db().prisma.projectApplication.findUniqueOrThrow({ where: { id: queried } })).state).toBe("QUERY_RAISED");
    expect(expectError(await withdraw(), 409).message).toBe("Table 2 is de-chartered: its applications are read-only");
    expect((await db().prisma.projectApplication.findUniqueOrThrow({ where: { id: draftId } })).state).toBe("DRAFT");
  } finally {
    await db().prisma.table.update({
      where: { tableNo: 2 },
      data: { isDecharted: false, dechartedOn: null, dechartReason: null },
    });
  }
  // Chartered again, the same calls pass: the refusals were the de-charter's.
  expect((await api.replyQuery(texc, { queryId, reply: "The village school." })).status).toBe(200);
  expect((await withdraw()).status).toBe(200);
});

// On PGlite transactions run one at a time: a de-charter and a save cannot overlap there.
itOnPostgres(
  "a save that starts while a de-charter is being saved waits for it and is refused (409), nothing written",
  async () => {
    const prisma = db().prisma;
    const texc = fixture().world.members.texc.auth;
    const created = (await api.create(texc, { packId: fixture().packId, title: "Saved during the de-charter" })).body as {
      tableProjectApplication: { id: number; stages: { id: number }[] };
    };
    const stageId = created.tableProjectApplication.stages[0]!.id;
    const stage = await prisma.applicationStage.findUniqueOrThrow({ where: { id: stageId }, select: { packStageId: true } });
    const need = await prisma.stageElement.findFirstOrThrow({ where: { stageId: stage.packStageId, label: "Need" } });
    const save = () =>
      api.save(texc, { applicationStageId: stageId, answers: [{ elementId: need.id, value: "Desks", revision: 1 }] });
    let call: ReturnType<typeof save> | undefined;
    // dechartertable's transaction: the table's row de-chartered, not yet committed.
    await prisma.$transaction(
      async (tx) => {
        await tx.table.update({
          where: { tableNo: 2 },
          data: { isDecharted: true, dechartedOn: new Date("2026-10-01"), dechartReason: "Merged with table 1" },
        });
        call = save();
        await untilSettledOrWaiting(prisma, call);
      },
      { timeout: 20_000 },
    );
    try {
      expect(expectError(await call!, 409).message).toBe("Table 2 is de-chartered: its applications are read-only");
      expect(await prisma.elementValue.count({ where: { applicationStageId: stageId } })).toBe(0);
    } finally {
      await prisma.table.update({
        where: { tableNo: 2 },
        data: { isDecharted: false, dechartedOn: null, dechartReason: null },
      });
    }
    // Chartered again, the same save passes: the refusal was the de-charter's.
    expect((await save()).status).toBe(200);
  },
);
