// The trust's approval (issue 12, section 2): the trust office takes the national team's
// recommendation to the trustees (a Circulation with one row per trustee in office), each trustee
// approves or objects once, and the trust office records the outcome: approved when the
// circulation's rule holds (lib/projects/circulation-rule.ts), rejected, or, by the secretary,
// approved as a special case with the reason. Or it returns the recommendation to the national team.
//
// Concurrency: a vote locks its circulation's row (FOR UPDATE, only while it is open) and fills its
// place only while it is empty, so a trustee's second vote, also at the same moment, is refused;
// closing updates that row first, so it waits for a vote under way and then sees it, and a vote
// that comes after the close finds the circulation closed.
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { sendMail } from "../mail/send-mail";
import { absoluteUrl } from "../seo/site";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { STATE_LABELS, type TApplicationState } from "./application-states";
import { assertUnitKind } from "./application-access";
import { getApplicationOrThrow } from "./applications";
import { getEnv } from "../env";
import { describeOutcome, evaluateRule, ruleOf, type TTrusteeVote } from "./circulation-rule";
import { moveApplication } from "./move-application";
import { mailUnitOfState } from "./notify";
import { lockStagesFilledBy } from "./row-locks";
import type { TTrustDecisionInput, TTrustStep, TTrusteeVoteInput } from "./trust-inputs";
import { voidStageSignatures } from "./void-signatures";

type TTx = Prisma.TransactionClient;

const QUEUE_LINK = "/projects/manageprojectapplications";

/** getalltrustee: the trustees in office. Addresses unmasked: the callers are the trust office and the national team. */
export const listTrustees = async () => {
  const prisma = await getDb();
  const trustees = await prisma.member.findMany({
    where: { isActive: true, roles: { some: { role: "RTIF_Trustee" } } },
    select: { id: true, fullName: true, officeEmail: true },
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
  });
  return { stat: 1, trustees };
};

const CIRCULATION_SELECT = {
  id: true,
  rule: true,
  startedAt: true,
  startedBy: { select: { fullName: true } },
  closedAt: true,
  outcome: true,
  specialReason: true,
  trustees: {
    select: { trusteeId: true, vote: true, remark: true, votedAt: true, trustee: { select: { fullName: true } } },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.CirculationSelect;

type TCirculationRow = Prisma.CirculationGetPayload<{ select: typeof CIRCULATION_SELECT }>;

const votesOf = (row: TCirculationRow): TTrusteeVote[] =>
  row.trustees.map((place) => ({ trusteeId: place.trusteeId, name: place.trustee.fullName, vote: place.vote }));

const circulationReply = (row: TCirculationRow, session: TSession, state: TApplicationState) => {
  const rule = ruleOf(row.rule);
  const outcome = evaluateRule(rule, votesOf(row));
  const mine = row.trustees.find((place) => place.trusteeId === session.memberId);
  return {
    id: row.id,
    rule,
    startedBy: row.startedBy.fullName,
    startedAt: row.startedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    /** APPROVED, SPECIAL_CASE or REJECTED once closed; null while open. */
    outcome: row.outcome,
    specialReason: row.specialReason,
    trustees: row.trustees.map((place) => ({
      trusteeId: place.trusteeId,
      fullName: place.trustee.fullName,
      vote: place.vote,
      remark: place.remark,
      votedAt: place.votedAt?.toISOString() ?? null,
    })),
    /** What the rule says of the votes now. */
    ruleStatus: { ...outcome, message: describeOutcome(rule, outcome) },
    /**
     * The caller is a trustee of this open circulation who has not voted yet, and the application
     * is still with the trustees (the national team may close or withdraw it while it circulates).
     */
    canVote: row.closedAt === null && state === "IN_CIRCULATION" && mine !== undefined && mine.vote === null,
  };
};

/** getcirculation/{id}: the application's circulation, or null before it is circulated. */
export const getCirculation = async (session: TSession, applicationId: number) => {
  const application = await getApplicationOrThrow(session, applicationId);
  const prisma = await getDb();
  const row = await prisma.circulation.findUnique({ where: { applicationId: application.id }, select: CIRCULATION_SELECT });
  return { stat: 1, circulation: row ? circulationReply(row, session, application.state as TApplicationState) : null };
};

const afterStep = async (session: TSession, applicationId: number) => ({
  stat: 1,
  tableProjectApplication: await getApplicationOrThrow(session, applicationId),
  circulation: (await getCirculation(session, applicationId)).circulation,
});

/** finalrecommendationtable / finalrecommendationcircle / finalcirclerecommendation: to the trustees in office. */
export const circulateToTrustees = async (session: TSession, input: TTrustStep, unit: "table" | "circle") => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  assertUnitKind(
    application,
    unit,
    unit === "table" ? "circulate it with finalrecommendationcircle" : "circulate it with finalrecommendationtable",
  );
  const rule = getEnv().TRUST_APPROVAL_RULE;
  const prisma = await getDb();
  const trustees = await prisma.$transaction(async (tx) => {
    await moveApplication(tx, {
      applicationId: application.id,
      action: "circulate",
      from: application.state,
      session,
      remark: input.remark ?? "",
    });
    const inOffice = await tx.member.findMany({
      where: { isActive: true, roles: { some: { role: "RTIF_Trustee" } } },
      select: { id: true, fullName: true, officeEmail: true },
      orderBy: { id: "asc" },
    });
    if (inOffice.length === 0)
      throw new AppError("CONFLICT", "No trustee is in office: the secretariat must give a member the RTIF-Trustee role first");
    await tx.circulation.create({
      data: {
        applicationId: application.id,
        rule,
        startedById: session.memberId,
        trustees: { create: inOffice.map((trustee) => ({ trusteeId: trustee.id })) },
      },
    });
    return inOffice;
  }, WRITE_TRANSACTION);
  await mailTrustees(application, trustees, input.remark).catch((error: unknown) => console.error("circulation mail", error));
  return afterStep(session, application.id);
};

const mailTrustees = async (
  application: { applicationNo: string; title: string; tableNo: number | null; circleNo: number | null },
  trustees: { fullName: string; officeEmail: string | null }[],
  remark: string | null,
) => {
  const unit = application.tableNo !== null ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`;
  for (const trustee of trustees) {
    if (!trustee.officeEmail) continue;
    await sendMail({
      to: trustee.officeEmail,
      subject: `Application ${application.applicationNo} is circulated for your approval`,
      text: [
        `Dear ${trustee.fullName},`,
        "",
        `The national team recommends ${unit}'s project application ${application.applicationNo} (${application.title}) to the trust.`,
        ...(remark ? ["", `The trust office notes: ${remark}`] : []),
        "",
        "Please read it and approve it or object here:",
        absoluteUrl(QUEUE_LINK),
      ].join("\n"),
    });
  }
};

/**
 * awaitfinalrecommendation: back to the national team, with the reason. Its stage opens again
 * (answers kept, any signature of it gone) so that it amends its review; the next recommendation
 * submits it again. The table's stages and the confirmations of its answers stay as they are.
 */
export const returnToNational = async (session: TSession, input: TTrustStep) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  const remark = input.remark ?? "";
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    // The national stages first, in the order recommendToTrust takes them.
    const nationalIds = await lockStagesFilledBy(tx, application.id, "NATIONAL");
    await moveApplication(tx, {
      applicationId: application.id,
      action: "returnToNational",
      from: application.state,
      session,
      remark,
    });
    await voidStageSignatures(tx, nationalIds);
    await tx.applicationStage.updateMany({
      where: { id: { in: nationalIds } },
      data: { state: "OPEN", submittedAt: null, submittedById: null },
    });
  }, WRITE_TRANSACTION);
  await mailNationalTeam(application, remark).catch((error: unknown) => console.error("return mail", error));
  return afterStep(session, application.id);
};

const mailNationalTeam = async (application: { applicationNo: string; title: string }, remark: string) => {
  const prisma = await getDb();
  const team = await prisma.member.findMany({
    where: { isActive: true, officeEmail: { not: null }, roles: { some: { role: { in: ["NPC", "Admin_Pom"] } } } },
    select: { fullName: true, officeEmail: true },
    orderBy: { id: "asc" },
  });
  for (const person of team)
    await sendMail({
      to: person.officeEmail!,
      subject: `Application ${application.applicationNo} is returned by the trust office`,
      text: [
        `Dear ${person.fullName},`,
        "",
        `The trust office returns project application ${application.applicationNo} (${application.title}) to the national review.`,
        "",
        `Reason: ${remark}`,
        "",
        absoluteUrl(QUEUE_LINK),
      ].join("\n"),
    });
};

/** The open circulation's row, locked for this transaction; null when there is none open. */
const lockOpenCirculation = async (tx: TTx, applicationId: number) => {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "Circulation" WHERE "applicationId" = ${applicationId} AND "closedAt" IS NULL FOR UPDATE`;
  return rows[0]?.id ?? null;
};

/** approvecirculationreportbytrustee: a trustee of the circulation approves or objects, once. */
export const castTrusteeVote = async (session: TSession, input: TTrusteeVoteInput) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    const circulation = await tx.circulation.findUnique({
      where: { applicationId: application.id },
      select: { id: true, trustees: { where: { trusteeId: session.memberId }, select: { id: true } } },
    });
    if (circulation && circulation.trustees.length === 0)
      throw new AppError("FORBIDDEN", "You are not one of the trustees this application was circulated to");
    const openId = await lockOpenCirculation(tx, application.id);
    const state = (await tx.projectApplication.findUniqueOrThrow({ where: { id: application.id }, select: { state: true } }))
      .state as TApplicationState;
    if (!circulation || openId === null || state !== "IN_CIRCULATION")
      throw new AppError(
        "CONFLICT",
        `Votes are taken while the application is in circulation; it is ${STATE_LABELS[state].toLowerCase()}`,
      );
    const voted = await tx.circulationTrustee.updateMany({
      where: { id: circulation.trustees[0]!.id, vote: null },
      data: { vote: input.vote, remark: input.remark ?? "", votedAt: new Date() },
    });
    if (voted.count !== 1) throw new AppError("CONFLICT", "You have voted on this application already");
    await appendAudit(tx, {
      applicationId: application.id,
      action: "trust.vote",
      actorId: session.memberId,
      remark: input.remark ? `${input.vote}: ${input.remark}` : input.vote,
    });
  }, WRITE_TRANSACTION);
  return afterStep(session, application.id);
};

/** Closes the open circulation (its row first, so votes under way finish before); 409 when none is open. */
const closeCirculation = async (
  tx: TTx,
  applicationId: number,
  data: { outcome: "APPROVED" | "SPECIAL_CASE" | "REJECTED"; specialReason?: string },
) => {
  const closed = await tx.circulation.updateMany({
    where: { applicationId, closedAt: null },
    data: { closedAt: new Date(), outcome: data.outcome, specialReason: data.specialReason ?? "" },
  });
  if (closed.count !== 1) throw new AppError("CONFLICT", "This application has no open circulation");
  return tx.circulation.findUniqueOrThrow({ where: { applicationId }, select: CIRCULATION_SELECT });
};

/** approvefinalrecommendation: the trust's approval when the rule holds (else 409 saying why), or its rejection. */
export const decideByTrust = async (session: TSession, input: TTrustDecisionInput) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  const remark = input.remark ?? "";
  const prisma = await getDb();
  const to = await prisma.$transaction(async (tx) => {
    const moved = await moveApplication(tx, {
      applicationId: application.id,
      action: input.approve ? "approveByTrust" : "rejectByTrust",
      from: application.state,
      session,
      remark,
    });
    const row = await closeCirculation(tx, application.id, { outcome: input.approve ? "APPROVED" : "REJECTED" });
    if (input.approve) {
      const rule = ruleOf(row.rule);
      const outcome = evaluateRule(rule, votesOf(row));
      if (outcome.status !== "APPROVED") throw new AppError("CONFLICT", describeOutcome(rule, outcome));
    }
    return moved;
  }, WRITE_TRANSACTION);
  await notifyUnitOfTrust(application.id, to, input.approve ? "" : remark).catch((error: unknown) =>
    console.error("trust mail", error),
  );
  return afterStep(session, application.id);
};

/** approvecirculationreportbyspecialcase: the secretary approves regardless of the votes, with the reason. */
export const approveBySpecialCase = async (session: TSession, input: TTrustStep) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  const remark = input.remark ?? "";
  const prisma = await getDb();
  const to = await prisma.$transaction(async (tx) => {
    const moved = await moveApplication(tx, {
      applicationId: application.id,
      action: "approveBySpecialCase",
      from: application.state,
      session,
      remark,
    });
    await closeCirculation(tx, application.id, { outcome: "SPECIAL_CASE", specialReason: remark });
    return moved;
  }, WRITE_TRANSACTION);
  await notifyUnitOfTrust(application.id, to, "").catch((error: unknown) => console.error("trust mail", error));
  return afterStep(session, application.id);
};

/** The unit's chairman and the member who started the application hear the trust's decision (and a rejection's reason). */
const notifyUnitOfTrust = (applicationId: number, to: TApplicationState, reason: string) =>
  mailUnitOfState(
    applicationId,
    to,
    reason,
    to === "TRUST_APPROVED" ? ["", "The trust office will send the sanction letter with the grant's terms."] : [],
  );
