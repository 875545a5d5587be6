// Two tabs (or two people) on one stage: a save names the stage's revision its page started from,
// and a save from a page that did not see the last write is refused (409) with nothing written.
// A page's own successive saves, each from the revision the save before answered, all go through;
// so does the retry of a save whose reply was lost. Saves without a revision (the legacy client)
// are not checked but count as writes.
import { seedProjectPack } from "@/lib/db/seed/demo-project-packs";
import { STAGE_CHANGED_MESSAGE } from "@/lib/projects/stage-revision";
import { setupTestDb } from "../helpers/test-db";
import { appApi as api } from "./app-api";
import { createProjectsWorld, expectError, removeProjectsWorld, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
let packId: number;

beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
  packId = await seedProjectPack(db().prisma, {
    name: "Two tabs pack",
    year: 202526,
    description: "",
    kind: "TABLE",
    isActive: true,
    stages: [
      {
        name: "Application",
        filledBy: "TABLE",
        elements: [
          { kind: "SHORT_TEXT", label: "Need", required: true, config: {} },
          { kind: "COST_TABLE", label: "Costs", required: false, config: { maxRows: 10 } },
        ],
      },
    ],
  });
});
afterAll(async () => removeProjectsWorld(world));

const auth = () => world.members.texc.auth;

type TStageReply = { stage: { id: number; revision: number }; answers: Record<string, { value: unknown; revision: number }> };

/** A new application's stage, its elements and the stage as a page reads it. */
const openStage = async (title: string) => {
  const created = await api.create(auth(), { packId, title });
  expect(created.status).toBe(200);
  const stageId = (created.body as { tableProjectApplication: { stages: { id: number }[] } }).tableProjectApplication.stages[0]!
    .id;
  const elements = await db().prisma.stageElement.findMany({ where: { stage: { packId } }, select: { id: true, label: true } });
  const need = elements.find((element) => element.label === "Need")!.id;
  const costs = elements.find((element) => element.label === "Costs")!.id;
  const read = async () => {
    const reply = await api.stage(auth(), stageId);
    expect(reply.status).toBe(200);
    return reply.body as TStageReply;
  };
  return { stageId, need, costs, read };
};

/** Everything a save may write, to compare before and after a refusal. */
const snapshot = async (stageId: number) => {
  const prisma = db().prisma;
  return {
    stage: await prisma.applicationStage.findUniqueOrThrow({ where: { id: stageId }, select: { revision: true, saveKey: true } }),
    values: await prisma.elementValue.findMany({ where: { applicationStageId: stageId }, orderBy: { id: "asc" } }),
    costs: await prisma.projectCost.findMany({ where: { applicationStageId: stageId }, orderBy: { id: "asc" } }),
  };
};

const TAB_A = "tab-a-0000-0001";
const TAB_B = "tab-b-0000-0002";
const line = (elementId: number, key: string, description: string) => ({
  key,
  elementId,
  description,
  quantity: 1,
  unitCostPaise: 10_000,
  position: 0,
});

describe("a stage saved from two tabs", () => {
  it("refuses (409) the second of two saves from the same revision, and writes nothing of it", async () => {
    const { stageId, need, costs, read } = await openStage("Two tabs");
    const start = await read();
    expect(start.stage.revision).toBe(0);

    const first = await api.save(auth(), {
      applicationStageId: stageId,
      answers: [{ elementId: need, value: "Four classrooms", revision: 1 }],
      stageRevision: start.stage.revision,
      saveKey: TAB_A,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ stat: 1, revisions: { [need]: 1 }, stageRevision: 1 });
    const afterFirst = await snapshot(stageId);

    // Tab B read the stage before tab A's save; its own counter for the answer is higher.
    const second = await api.save(auth(), {
      applicationStageId: stageId,
      answers: [{ elementId: need, value: "A library", revision: 5 }],
      costs: [line(costs, "line-b-0000-0001", "Shelves")],
      stageRevision: start.stage.revision,
      saveKey: TAB_B,
    });
    const refused = expectError(second, 409, "stageRevision");
    expect(refused.message).toBe(STAGE_CHANGED_MESSAGE);
    expect(await snapshot(stageId)).toEqual(afterFirst);
    expect((await read()).answers[need]).toEqual({ value: "Four classrooms", revision: 1 });

    // Reloaded, tab B saves over what it now sees.
    const reloaded = await read();
    expect(reloaded.stage.revision).toBe(1);
    const third = await api.save(auth(), {
      applicationStageId: stageId,
      answers: [{ elementId: need, value: "A library", revision: reloaded.answers[need]!.revision + 1 }],
      stageRevision: reloaded.stage.revision,
      saveKey: TAB_B,
    });
    expect(third.body).toMatchObject({ stat: 1, stageRevision: 2 });
    expect((await read()).answers[need]).toEqual({ value: "A library", revision: 2 });
  });

  it("lets one page's successive saves through, each from the revision the save before answered", async () => {
    const { stageId, need, costs, read } = await openStage("One tab");
    let stageRevision = (await read()).stage.revision;
    const values = ["F", "Fo", "Four", "Four classrooms"];
    for (const [index, value] of values.entries()) {
      const reply = await api.save(auth(), {
        applicationStageId: stageId,
        answers: [{ elementId: need, value, revision: index + 1 }],
        costs: [line(costs, "line-a-0000-0001", `Desks ${index}`)],
        stageRevision,
        saveKey: TAB_A,
      });
      expect({ index, status: reply.status }).toEqual({ index, status: 200 });
      const next = (reply.body as { stageRevision: number }).stageRevision;
      expect(next).toBe(stageRevision + 1);
      stageRevision = next;
    }
    const stored = await read();
    expect(stored.answers[need]).toEqual({ value: "Four classrooms", revision: 4 });
    expect(stored.stage.revision).toBe(stageRevision);
    expect((await snapshot(stageId)).costs.map((row) => row.description)).toEqual(["Desks 3"]);
  });

  it("lets the retry of a save whose reply was lost through (the page's own write), not another page's", async () => {
    const { stageId, need, read } = await openStage("Lost reply");
    const start = (await read()).stage.revision;
    const save = (value: string, revision: number, saveKey: string) =>
      api.save(auth(), {
        applicationStageId: stageId,
        answers: [{ elementId: need, value, revision }],
        stageRevision: start,
        saveKey,
      });
    expect((await save("Desks", 1, TAB_A)).status).toBe(200);
    // The reply never reached tab A: it sends again from the same revision, with what was typed since.
    const retried = await save("Desks and chairs", 2, TAB_A);
    expect(retried.body).toMatchObject({ stat: 1, stageRevision: 2 });
    // Tab B, from the same revision, is still refused.
    expectError(await save("Fans", 3, TAB_B), 409, "stageRevision");
    expect((await read()).answers[need]).toEqual({ value: "Desks and chairs", revision: 2 });
  });

  it("counts an answer saved again unchanged: a page that did not see it is refused, not kept out without a word", async () => {
    const { stageId, need, read } = await openStage("Same value again");
    expect(
      (await api.save(auth(), { applicationStageId: stageId, answers: [{ elementId: need, value: "Desks", revision: 1 }] }))
        .status,
    ).toBe(200);
    const tabB = await read();
    // Tab A types and takes it back: the same value, at a higher revision of the answer.
    const again = await api.save(auth(), {
      applicationStageId: stageId,
      answers: [{ elementId: need, value: "Desks", revision: 3 }],
      stageRevision: tabB.stage.revision,
      saveKey: TAB_A,
    });
    expect(again.body).toMatchObject({ stat: 1, stageRevision: tabB.stage.revision + 1 });
    // Tab B's edit counts on from what it read (1): below the answer's 3, it would not be written.
    expectError(
      await api.save(auth(), {
        applicationStageId: stageId,
        answers: [{ elementId: need, value: "Benches", revision: tabB.answers[need]!.revision + 1 }],
        stageRevision: tabB.stage.revision,
        saveKey: TAB_B,
      }),
      409,
      "stageRevision",
    );
  });

  it("counts a save without a revision (the legacy client) and a removed cost line as writes; a save that writes nothing keeps the revision", async () => {
    const { stageId, need, costs, read } = await openStage("Legacy writer");
    const start = await read();
    const legacy = await api.save(auth(), {
      applicationStageId: stageId,
      answers: [{ elementId: need, value: "Desks", revision: 1 }],
      costs: [line(costs, "line-l-0000-0001", "Desks")],
    });
    expect(legacy.body).toMatchObject({ stat: 1, stageRevision: 1 });
    expectError(
      await api.save(auth(), {
        applicationStageId: stageId,
        answers: [{ elementId: need, value: "Fans", revision: 2 }],
        stageRevision: start.stage.revision,
        saveKey: TAB_A,
      }),
      409,
      "stageRevision",
    );

    // The same answer and line again change nothing: another page's revision stays good.
    const repeat = await api.save(auth(), {
      applicationStageId: stageId,
      answers: [{ elementId: need, value: "Desks", revision: 1 }],
      costs: [line(costs, "line-l-0000-0001", "Desks")],
      stageRevision: 1,
      saveKey: TAB_B,
    });
    expect(repeat.body).toMatchObject({ stat: 1, stageRevision: 1 });

    const costId = (await snapshot(stageId)).costs[0]!.id;
    expect((await api.deleteCost(auth(), costId)).status).toBe(200);
    expect((await read()).stage.revision).toBe(2);
    expectError(
      await api.save(auth(), {
        applicationStageId: stageId,
        costs: [line(costs, "line-l-0000-0001", "Desks, again")],
        stageRevision: 1,
        saveKey: TAB_A,
      }),
      409,
      "stageRevision",
    );
    expect((await snapshot(stageId)).costs).toEqual([]);
  });
});
