// What the stage-approval tests share (stage-approval.test.ts: approvestage and
// approveinaugurationstage; stage-return.test.ts: updatetableprojectapplicationstageforapproval):
// the reply's shape, an application whose inauguration the table has submitted, and what a stage
// step writes, to compare before and after a refusal.
import type { TPrisma } from "@/lib/db/client";
import { INAUGURATION, type TFixtureApplication, type TGrantWorld } from "./grant-fixture";

export type TStageReply = {
  stat: number;
  stage: { id: number; name: string; state: string };
  tableProjectApplication: { id: number; state: string; paymentCount: number; stages: { id: number; state: string }[] };
};
export const replyOf = (reply: { body: unknown }) => reply.body as TStageReply;

/** The helpers, over the file's database and grant world (setupTestDb, setupGrantWorld). */
export const stageApprovalFixture = (db: () => { prisma: TPrisma }, fixture: () => TGrantWorld) => {
  const m = () => fixture().world.members;

  /** A sanctioned application of table 2 whose inauguration the table has submitted (with a signature and a live code). */
  const withSubmittedInauguration = async (title: string, state: "SANCTIONED" | "IN_PROGRESS" = "SANCTIONED") => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn(state, title);
    const stageId = app.stageIds[INAUGURATION]!;
    const stage = await prisma.applicationStage.update({
      where: { id: stageId },
      data: { state: "SUBMITTED", submittedAt: new Date(), submittedById: m().texc.id },
      select: { packStageId: true },
    });
    const element = await prisma.stageElement.findFirstOrThrow({ where: { stageId: stage.packStageId } });
    await prisma.stageSignature.create({
      data: { applicationStageId: stageId, elementId: element.id, signerId: m().texc.id, enteredById: m().texc.id },
    });
    await prisma.signatureOtp.create({
      data: {
        applicationStageId: stageId,
        elementId: element.id,
        signerId: m().texc.id,
        codeHash: "x",
        expiresAt: new Date(Date.now() + 600_000),
      },
    });
    return app;
  };

  /** Everything a stage step writes; compared before and after a refusal. */
  const footprint = async (app: TFixtureApplication) => {
    const prisma = db().prisma;
    const [stages, audits, events, mails, signatures, application] = await Promise.all([
      prisma.applicationStage.findMany({
        where: { applicationId: app.id },
        select: { id: true, state: true },
        orderBy: { id: "asc" },
      }),
      prisma.auditEntry.count(),
      prisma.applicationEvent.count(),
      prisma.mailOutbox.count(),
      prisma.stageSignature.count({ where: { applicationStage: { applicationId: app.id } } }),
      prisma.projectApplication.findUniqueOrThrow({ where: { id: app.id }, select: { state: true } }),
    ]);
    return { stages, audits, events, mails, signatures, state: application.state };
  };

  const lastAudit = () => db().prisma.auditEntry.findFirstOrThrow({ orderBy: { id: "desc" } });
  const lastMailTo = (to: string) => db().prisma.mailOutbox.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });
  const stageState = async (id: number) => (await db().prisma.applicationStage.findUniqueOrThrow({ where: { id } })).state;

  return { withSubmittedInauguration, footprint, lastAudit, lastMailTo, stageState };
};
