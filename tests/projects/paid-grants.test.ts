// A grant the trust has paid on (stop 57): the national team no longer closes or withdraws it, and
// a completion returned before any payment leaves the application sanctioned (awaiting its first
// payment), not "in progress" with nothing paid.
import { POST as closePost } from "@/app/api/projects/movetoclosedandwithdrawn/route";
import { choicesFor } from "@/components/projects/decision-dialog";
import { jsonRequest, send } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { stageReviewApi } from "./app-api";
import { COMPLETION, setupGrantWorld, type TFixtureApplication } from "./grant-fixture";
import { expectError } from "./helpers";
import { replyOf } from "./stage-approval-fixture";

const db = setupTestDb();
const fixture = setupGrantWorld(db);
const m = () => fixture().world.members;

const decide = (auth: unknown, app: { id: number }, state: "CLOSED" | "WITHDRAWN") =>
  send(
    closePost,
    jsonRequest(
      "/api/projects/movetoclosedandwithdrawn",
      { applicationId: app.id, state, remark: "The project stalled" },
      auth as never,
    ),
  );

const stateOf = async (app: { id: number }) =>
  (await db().prisma.projectApplication.findUniqueOrThrow({ where: { id: app.id } })).state;

/** The fixture's application with its interim payment taken away: nothing was paid on it. */
const unpaid = async (app: TFixtureApplication) => {
  await db().prisma.projectPayment.deleteMany({ where: { applicationId: app.id } });
  await db().prisma.grantApproval.update({ where: { applicationId: app.id }, data: { paidPaise: 0n } });
  return app;
};

describe("closing or withdrawing a grant the trust has paid on", () => {
  it("is refused (409) in progress, and with a completion submitted after a payment; nothing is written", async () => {
    const inProgress = await fixture().applicationIn("IN_PROGRESS", "Paid, then stalled");
    const submitted = await fixture().applicationIn("COMPLETION_SUBMITTED", "Paid, completion submitted");
    for (const app of [inProgress, submitted])
      for (const state of ["CLOSED", "WITHDRAWN"] as const) {
        const before = await stateOf(app);
        const events = await db().prisma.applicationEvent.count({ where: { applicationId: app.id } });
        const refused = expectError(await decide(m().npc.auth, app, state), 409);
        expect(refused.message).toMatch(/^The trust has paid ₹6,00,000 on this application \(1 payment\)/);
        expect(await stateOf(app)).toBe(before);
        expect(await db().prisma.applicationEvent.count({ where: { applicationId: app.id } })).toBe(events);
      }
  });

  it("is allowed while nothing was paid: sanctioned, or a completion submitted before any payment", async () => {
    const sanctioned = await fixture().applicationIn("SANCTIONED", "Sanctioned, never paid");
    expect((await decide(m().npc.auth, sanctioned, "CLOSED")).status).toBe(200);
    expect(await stateOf(sanctioned)).toBe("CLOSED");
    const submitted = await unpaid(await fixture().applicationIn("COMPLETION_SUBMITTED", "Submitted, never paid"));
    expect((await decide(m().npc.auth, submitted, "WITHDRAWN")).status).toBe(200);
    expect(await stateOf(submitted)).toBe("WITHDRAWN");
  });
});

describe("returning a completion", () => {
  it("submitted before any payment: sanctioned again (awaiting its first payment), recorded as returnCompletionUnpaid", async () => {
    const app = await unpaid(await fixture().applicationIn("COMPLETION_SUBMITTED", "Completion before payment"));
    const stageId = app.stageIds[COMPLETION]!;
    const reply = await stageReviewApi.decide(m().npc.auth, {
      applicationStageId: stageId,
      approve: false,
      remark: "The invoices do not add up.",
    });
    expect(reply.status).toBe(200);
    expect(replyOf(reply).tableProjectApplication.state).toBe("SANCTIONED");
    expect(replyOf(reply).stage.state).toBe("OPEN");
    // Nothing paid: the review queue's dialog still offers closing and withdrawing it.
    const application = replyOf(reply).tableProjectApplication;
    expect(application.paymentCount).toBe(0);
    expect(choicesFor(application, ["NPC"]).map((choice) => choice.value)).toEqual(["close", "withdraw"]);
    const event = await db().prisma.applicationEvent.findFirstOrThrow({
      where: { applicationId: app.id },
      orderBy: { id: "desc" },
    });
    expect(event).toMatchObject({
      action: "returnCompletionUnpaid",
      stageId,
      fromState: "COMPLETION_SUBMITTED",
      toState: "SANCTIONED",
      remark: "The invoices do not add up.",
    });
  });

  it("submitted after a payment: in progress again", async () => {
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Completion after payment");
    const reply = await stageReviewApi.decide(m().npc.auth, {
      applicationStageId: app.stageIds[COMPLETION]!,
      approve: false,
      remark: "Photos missing.",
    });
    expect(replyOf(reply).tableProjectApplication.state).toBe("IN_PROGRESS");
    // Paid: the dialog no longer offers what the server refuses (409), in progress or not.
    const application = replyOf(reply).tableProjectApplication;
    expect(application.paymentCount).toBe(1);
    for (const state of ["IN_PROGRESS", "SANCTIONED", "COMPLETION_SUBMITTED"])
      expect(choicesFor({ ...application, state }, ["NPC", "Admin-Pom"])).toEqual([]);
  });
});
