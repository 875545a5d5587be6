// A stage's writes and its submission take turns: the stage is submitted only while it is still
// open (never twice), and an autosave at the moment of the submission either lands before it (and
// the submission sees it) or is refused after it; never a submitted stage whose answers changed
// after the submission. The concurrent case runs side by side on Postgres (on PGlite, one after
// the other).
import { resolveSession } from "@/lib/auth/session";
import { loadStage } from "@/lib/projects/load-stage";
import { stageProblems } from "@/lib/projects/stage-problems";
import { completeStage } from "@/lib/projects/signatures";
import { setupTestDb } from "../helpers/test-db";
import { appApi as api } from "./app-api";
import { setupGrantWorld } from "./grant-fixture";
import { seedOneStagePack, seedTablePack, expectError } from "./helpers";

const db = setupTestDb();
const fixture = setupGrantWorld(db);
let draftPackId: number;

beforeAll(async () => {
  // One stage with nothing to sign: the submission check submits it at once.
  draftPackId = await seedOneStagePack(db().prisma, "Unsigned pack");
});

const texc = () => fixture().world.members.texc;
/** The fixture's inauguration stage (index 4): a TABLE stage after the sanction, nothing to sign. */
const INAUGURATION = 4;

const stageRow = (id: number) => db().prisma.applicationStage.findUniqueOrThrow({ where: { id } });

describe("a stage's submission", () => {
  it("is refused (409) when the stage was submitted since it was read, and not recorded twice", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("SANCTIONED", "Submitted twice");
    const stageId = app.stageIds[INAUGURATION]!;
    const date = await prisma.stageElement.findFirstOrThrow({
      where: { label: "Date of the inauguration", stage: { packId: fixture().packId } },
    });
    const answers = [{ elementId: date.id, value: "2026-01-15", revision: 1 }];
    expect((await api.save(texc().auth, { applicationStageId: stageId, answers })).status).toBe(200);
    const session = (await resolveSession(new Headers({ cookie: texc().auth.cookie! })))!;
    // Read while the stage is open, as a submission does before it submits ...
    const stale = await loadStage(session, stageId);
    expect(stale.row.state).toBe("OPEN");
    // ... and submitted meanwhile by another request.
    expect((await api.submit(texc().auth, stageId)).status).toBe(200);
    const submitted = await stageRow(stageId);
    expect(submitted.state).toBe("SUBMITTED");

    await expect(prisma.$transaction((tx) => completeStage(tx, session, stale))).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await stageRow(stageId)).toEqual(submitted);
    expect(await prisma.auditEntry.count({ where: { applicationId: app.id, action: "stage.submit" } })).toBe(1);
    expectError(await api.submit(texc().auth, stageId), 409);
  });

  // Thirty rounds of four calls each: about 20 s on an idle two-core machine, and past jest's 60 s
  // when the machine also runs the other database's jest (a fresh clone's run hit it once).
  it("and an autosave at the same moment: the save lands before it or is refused after it", async () => {
    const prisma = db().prisma;
    const ROUNDS = 30;
    const need = await prisma.stageElement.findFirstOrThrow({ where: { label: "Need", stage: { packId: draftPackId } } });
    for (let round = 0; round < ROUNDS; round++) {
      const created = await api.create(texc().auth, { packId: draftPackId, title: `Save and submit ${round}` });
      const application = (created.body as { tableProjectApplication: { id: number; stages: { id: number }[] } })
        .tableProjectApplication;
      const stageId = application.stages[0]!.id;
      const save = (value: string, revision: number) =>
        api.save(texc().auth, { applicationStageId: stageId, answers: [{ elementId: need.id, value, revision }] });
      expect((await save("Four classrooms", 1)).status).toBe(200);
      // The save clears the required answer: a stage submitted with it would be incomplete.
      // The submission reads the stage and checks it twice before it writes: the save starts from 0
      // to 70 ms after it, so that some rounds land in the submission's transaction on any machine.
      const [submitted, saved] = await Promise.all([
        api.submit(texc().auth, stageId),
        new Promise((resolve) => setTimeout(resolve, (round % 15) * 5)).then(() => save("", 2)),
      ]);
      const stage = await stageRow(stageId);
      const outcome = { round, stage: stage.state, saved: saved.status, submitted: submitted.status };
      if (stage.state === "SUBMITTED") {
        // Submitted first: the save came after it and was refused; what was submitted is complete.
        expect({ ...outcome, saveRefused: [403, 409].includes(saved.status) }).toMatchObject({
          submitted: 200,
          saveRefused: true,
        });
        expect({ round, problems: await stageProblems(prisma, stageId, stage.packStageId) }).toEqual({ round, problems: [] });
      } else {
        // Saved first: the submission saw the cleared answer and refused it.
        expect({ ...outcome, submitRefused: [400, 409].includes(submitted.status) }).toMatchObject({
          saved: 200,
          submitRefused: true,
        });
      }
    }
  }, 180_000);
});

describe("a pack that gives the table two stages before the area's", () => {
  it("moves the application on with the table's last open stage: the first submitted leaves it a draft on the second", async () => {
    const prisma = db().prisma;
    const packId = await seedTablePack(prisma, "Two table stages", [
      { name: "School", filledBy: "TABLE", elements: [{ kind: "SHORT_TEXT", label: "School", required: true, config: {} }] },
      { name: "Budget", filledBy: "TABLE", elements: [{ kind: "SHORT_TEXT", label: "Budget", required: true, config: {} }] },
      { name: "Area", filledBy: "AREA_CHAIRMAN", elements: [{ kind: "SHORT_TEXT", label: "Remark", config: {} }] },
    ]);
    const created = await api.create(texc().auth, { packId, title: "Two table stages" });
    const application = (created.body as { tableProjectApplication: { id: number; stages: { id: number }[] } })
      .tableProjectApplication;
    const [school, budget, area] = application.stages.map((stage) => stage.id);
    const answer = async (stageId: number, label: string, value: string) => {
      const element = await prisma.stageElement.findFirstOrThrow({ where: { label, stage: { packId } } });
      expect(
        (await api.save(texc().auth, { applicationStageId: stageId, answers: [{ elementId: element.id, value, revision: 1 }] }))
          .status,
      ).toBe(200);
    };
    const states = async () => ({
      application: (await prisma.projectApplication.findUniqueOrThrow({ where: { id: application.id } })).state,
      stages: await Promise.all([school!, budget!, area!].map(async (id) => (await stageRow(id)).state)),
    });

    await answer(school!, "School", "GHSS Tiruvallur");
    expect((await api.submit(texc().auth, school!)).status).toBe(200);
    expect(await states()).toEqual({ application: "DRAFT", stages: ["SUBMITTED", "OPEN", "OPEN"] });

    // The second is the table's to fill now, and its submission sends the application to the area.
    await answer(budget!, "Budget", "Rs 4,50,000");
    expect((await api.submit(texc().auth, budget!)).status).toBe(200);
    expect(await states()).toEqual({ application: "SUBMITTED", stages: ["SUBMITTED", "SUBMITTED", "OPEN"] });
  });
});
