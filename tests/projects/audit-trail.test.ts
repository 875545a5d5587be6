// The audit trail (issue 12, section 4): real steps write hash-chained entries, the Admin's
// verifyaudittrail finds the chain whole; the table refuses UPDATE and DELETE, and a tamperer who
// gets past that (the trigger bypassed as a database owner can) is caught: a changed row and a
// removed row are both named. Steps on several applications at once still make one chain.
import { randomBytes } from "node:crypto";
import { getRequest, jsonRequest, send, type TAuth } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { filePart } from "../service-requests/helpers";
import { appApi as api, stageReviewApi } from "./app-api";
import { setupGrantWorld } from "./grant-fixture";
import { expectError } from "./helpers";
import { GET as verifyGet } from "@/app/api/projects/verifyaudittrail/route";
import { POST as rejectPost } from "@/app/api/projects/rejectapplication/route";
import { POST as holdPost } from "@/app/api/projects/awaittableprojectappliactionbyadmin/route";
import type { Prisma } from "@/lib/db/generated/client";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

const m = () => fixture().world.members;
const P = "/api/projects";
type TVerification = {
  stat: number;
  ok: boolean;
  entries: number;
  firstBad: { id: number; reason: string } | null;
  lastHash: string;
};
const verify = async (auth: TAuth | undefined) => send(verifyGet, getRequest(`${P}/verifyaudittrail`, auth));
const verification = async () => {
  const reply = await verify(m().admin.auth);
  expect(reply.status).toBe(200);
  return reply.body as TVerification;
};
const reject = (auth: TAuth, applicationId: number, remark: string) =>
  send(rejectPost, jsonRequest(`${P}/rejectapplication`, { applicationId, remark }, auth));
const hold = (auth: TAuth, applicationId: number, remark: string) =>
  send(holdPost, jsonRequest(`${P}/awaittableprojectappliactionbyadmin`, { applicationId, remark }, auth));

const pdf = () =>
  filePart("uploadQueryFiles", Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(64)]), "q.pdf", "application/pdf");

/** An application of table 2 started through the real call, then put in AREA_RECOMMENDED as the area chairman would. */
const recommended = async (title: string) => {
  const created = await api.create(m().texc.auth, { packId: fixture().packId, title });
  const id = (created.body as { tableProjectApplication: { id: number } }).tableProjectApplication.id;
  await db().prisma.projectApplication.update({ where: { id }, data: { state: "AREA_RECOMMENDED" } });
  return id;
};

/** What a tamperer with the database owner's rights does: the append-only trigger switched off for one transaction. */
const tamper = (work: (tx: Prisma.TransactionClient) => Promise<unknown>) =>
  db().prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL session_replication_role = replica");
    await work(tx);
  });

const allEntries = () => db().prisma.auditEntry.findMany({ orderBy: { id: "asc" } });

describe("verifyaudittrail", () => {
  it("is for the Admin only", async () => {
    expectError(await verify(undefined), 401);
    for (const who of ["npc", "adminPom", "secretary", "texc", "nex"] as const) expectError(await verify(m()[who].auth), 403);
  });

  it("finds the chain of real steps whole, and catches a changed and a removed entry", async () => {
    const prisma = db().prisma;
    const id = await recommended("Audited");
    const raised = await api.raiseQuery(m().npc.auth, { applicationId: id, query: "Send the school's letter." }, [pdf()]);
    expect(raised.status).toBe(200);
    const queryId = (raised.body as { projectQuery: { id: number } }).projectQuery.id;
    expect((await api.replyQuery(m().texc.auth, { queryId, reply: "Attached." })).status).toBe(200);
    expect((await reject(m().npc.auth, id, "The school is private.")).status).toBe(200);

    const entries = await prisma.auditEntry.findMany({ where: { applicationId: id }, orderBy: { id: "asc" } });
    const actions = entries.map((entry) => entry.action);
    const steps = ["start", "startReview", "raiseQuery", "answerQuery", "reject"];
    expect(actions.filter((action) => steps.includes(action))).toEqual(steps);
    expect(entries.find((entry) => entry.action === "reject")).toMatchObject({
      actorId: m().npc.id,
      fromState: "UNDER_REVIEW",
      toState: "REJECTED",
      remark: "The school is private.",
    });

    const all = await allEntries();
    const whole = await verification();
    expect(whole).toEqual({ stat: 1, ok: true, entries: all.length, firstBad: null, lastHash: all.at(-1)!.hash });

    // The table itself refuses to change or remove an entry.
    const target = entries.find((entry) => entry.action === "raiseQuery")!;
    await expect(prisma.auditEntry.update({ where: { id: target.id }, data: { remark: "Nothing to see" } })).rejects.toThrow(
      /append-only/,
    );
    await expect(prisma.$executeRaw`UPDATE "AuditEntry" SET "remark" = 'x' WHERE "id" = ${target.id}`).rejects.toThrow(
      /append-only/,
    );
    await expect(prisma.auditEntry.delete({ where: { id: target.id } })).rejects.toThrow(/append-only/);
    expect(await prisma.auditEntry.findUniqueOrThrow({ where: { id: target.id } })).toEqual(target);

    // A tamperer past the trigger changes one entry: verification fails and names it.
    await tamper((tx) => tx.$executeRaw`UPDATE "AuditEntry" SET "remark" = 'Nothing to see' WHERE "id" = ${target.id}`);
    expect((await prisma.auditEntry.findUniqueOrThrow({ where: { id: target.id } })).remark).toBe("Nothing to see");
    const changed = await verification();
    expect(changed.ok).toBe(false);
    expect(changed.firstBad).toEqual({ id: target.id, reason: expect.stringMatching(/content does not match/) });
    expect(changed.entries).toBe(all.findIndex((entry) => entry.id === target.id));

    // Changing the amount of an entry is caught the same way (a payment made to look smaller).
    await tamper((tx) => tx.$executeRaw`UPDATE "AuditEntry" SET "remark" = ${target.remark} WHERE "id" = ${target.id}`);
    expect((await verification()).ok).toBe(true);
    await tamper((tx) => tx.$executeRaw`UPDATE "AuditEntry" SET "amountPaise" = 1 WHERE "id" = ${target.id}`);
    expect((await verification()).firstBad?.id).toBe(target.id);
    await tamper((tx) => tx.$executeRaw`UPDATE "AuditEntry" SET "amountPaise" = NULL WHERE "id" = ${target.id}`);
    expect((await verification()).ok).toBe(true);

    // A tamperer removes a middle entry: the one after it no longer follows, and is named.
    const middle = entries.find((entry) => entry.action === "answerQuery")!;
    const after = all[all.findIndex((entry) => entry.id === middle.id) + 1]!;
    await tamper((tx) => tx.$executeRaw`DELETE FROM "AuditEntry" WHERE "id" = ${middle.id}`);
    const removed = await verification();
    expect(removed.ok).toBe(false);
    expect(removed.firstBad).toEqual({ id: after.id, reason: expect.stringMatching(/does not follow/) });

    // Put back as it was, the chain is whole again.
    await prisma.auditEntry.create({ data: middle });
    expect((await verification()).ok).toBe(true);
  });

  it("steps on several applications at once still make one unbroken chain", async () => {
    const prisma = db().prisma;
    const ids = await Promise.all([1, 2, 3, 4].map((n) => recommended(`Concurrent ${n}`)));
    await prisma.projectApplication.updateMany({ where: { id: { in: ids } }, data: { state: "UNDER_REVIEW" } });
    const sanctioned = await Promise.all([1, 2].map((n) => fixture().applicationIn("IN_PROGRESS", `Concurrent stage ${n}`)));
    await prisma.applicationStage.updateMany({
      where: { id: { in: sanctioned.map((app) => app.stageIds[4]!) } },
      data: { state: "SUBMITTED", submittedAt: new Date() },
    });
    const before = await prisma.auditEntry.count();
    const replies = await Promise.all([
      reject(m().npc.auth, ids[0]!, "One"),
      hold(m().adminPom.auth, ids[1]!, "Two"),
      reject(m().admin.auth, ids[2]!, "Three"),
      hold(m().npc.auth, ids[3]!, "Four"),
      ...sanctioned.map((app) => stageReviewApi.approve(m().npc.auth, { applicationStageId: app.stageIds[4] })),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const all = await allEntries();
    expect(all.length).toBe(before + 6);
    expect(new Set(all.map((entry) => entry.prevHash)).size).toBe(all.length);
    expect(await verification()).toEqual({ stat: 1, ok: true, entries: all.length, firstBad: null, lastHash: all.at(-1)!.hash });
  });
});
