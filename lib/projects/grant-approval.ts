// The grant the trust approves (issue 12, section 2): once the trust has approved the application,
// the trust office drafts the grant approval (the sanctioned amount, the donor, the conditions and
// the instalments, which add up exactly to the sanction), may replace the draft, and then approves
// it, which fixes it and submits the pack's TRUST stage. The sanction letter follows
// (lib/projects/sanction-letter.ts).
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { APPLICATION_FOLDER } from "./application-files";
import { stageProblems } from "./stage-problems";
import { lockStagesFilledBy } from "./row-locks";
import { getApplicationOrThrow } from "./applications";
import { formatPaise } from "./element-values";
import { moneyOf } from "./money";
import type { TGrantApprovalInput } from "./trust-inputs";

type TTx = Prisma.TransactionClient;

export const GRANT_APPROVAL_SELECT = {
  id: true,
  applicationId: true,
  sanctionedPaise: true,
  donorName: true,
  conditions: true,
  createdAt: true,
  updatedAt: true,
  createdBy: { select: { fullName: true } },
  approvedAt: true,
  approvedBy: { select: { fullName: true } },
  paidPaise: true,
  letterNo: true,
  letterFile: true,
  letterSentAt: true,
  letterSignedAs: true,
  letterSignedBy: true,
  instalments: { select: { position: true, label: true, amountPaise: true, dueOn: true }, orderBy: { position: "asc" } },
} satisfies Prisma.GrantApprovalSelect;

export type TGrantApprovalRow = Prisma.GrantApprovalGetPayload<{ select: typeof GRANT_APPROVAL_SELECT }>;

const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** The letter number of an application: one per application, as its number is. */
export const letterNoOf = (applicationNo: string) => `RTIF/SL/${applicationNo}`;

export const grantApprovalReply = (row: TGrantApprovalRow, applicationId: number) => ({
  id: row.id,
  sanctioned: moneyOf(row.sanctionedPaise),
  donorName: row.donorName,
  conditions: row.conditions,
  instalments: row.instalments.map((instalment) => ({
    position: instalment.position,
    label: instalment.label,
    amount: moneyOf(instalment.amountPaise),
    dueOn: dayOf(instalment.dueOn),
  })),
  paid: moneyOf(row.paidPaise),
  balance: moneyOf(row.sanctionedPaise - row.paidPaise),
  createdBy: row.createdBy.fullName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  approved: row.approvedAt !== null,
  approvedBy: row.approvedBy?.fullName ?? null,
  approvedAt: row.approvedAt?.toISOString() ?? null,
  letterNo: row.letterNo,
  letterSentAt: row.letterSentAt?.toISOString() ?? null,
  /** The stored sanction letter (PDF), once sent. */
  letterUrl: row.letterFile ? `/api/storage/${APPLICATION_FOLDER}/${row.letterFile}` : null,
  /** The letter as a page (also before it is sent, for the trust office to read). */
  printUrl: `/projects/sanctionletter/${applicationId}`,
});

/** getgrantapproval/{id}: the application's grant approval (null before one is drafted), for anyone who may see it. */
export const getGrantApproval = async (session: TSession, applicationId: number) => {
  const application = await getApplicationOrThrow(session, applicationId);
  const prisma = await getDb();
  const row = await prisma.grantApproval.findUnique({ where: { applicationId: application.id }, select: GRANT_APPROVAL_SELECT });
  return { stat: 1, grantApproval: row ? grantApprovalReply(row, application.id) : null };
};

/**
 * Locks the application's grant approval row, if there is one: a save and an approval of the draft
 * take turns, so an approval always sees (and records) the draft as the last save left it.
 */
const lockGrantApproval = async (tx: TTx, applicationId: number) => {
  await tx.$queryRaw`SELECT "id" FROM "GrantApproval" WHERE "applicationId" = ${applicationId} FOR UPDATE`;
};

const assertTrustApproved = (state: string, what: string) => {
  if (state !== "TRUST_APPROVED")
    throw new AppError("CONFLICT", `${what} once the trust has approved the application and before the sanction`);
};

const instalmentRows = (input: TGrantApprovalInput) =>
  input.instalments.map((instalment, index) => ({
    position: index + 1,
    label: instalment.label,
    amountPaise: BigInt(instalment.amount),
    dueOn: instalment.dueOn ? new Date(`${instalment.dueOn}T00:00:00Z`) : null,
  }));

/**
 * 400 naming `instalments` unless they add up exactly to the sanction. Each amount is safe paise
 * (ZRupees), but twelve of them may sum past Number.MAX_SAFE_INTEGER: the sum is a BigInt, and such
 * a total (more than any sanction) is reported without being formatted.
 */
const assertInstalmentsAddUp = (input: TGrantApprovalInput) => {
  const total = input.instalments.reduce((sum, instalment) => sum + BigInt(instalment.amount), 0n);
  const sanctioned = BigInt(input.sanctionedAmount);
  if (total === sanctioned) return;
  const sanction = formatPaise(input.sanctionedAmount);
  if (total > BigInt(Number.MAX_SAFE_INTEGER))
    throw fieldError("BAD_REQUEST", "instalments", `add up to far more than the sanctioned ${sanction}`);
  const difference = total > sanctioned ? total - sanctioned : sanctioned - total;
  throw fieldError(
    "BAD_REQUEST",
    "instalments",
    `add up to ${formatPaise(Number(total))}, not the sanctioned ${sanction} (differ by ${formatPaise(Number(difference))})`,
  );
};

/** creategrantapproval: drafts the grant approval, or replaces the draft; not once it is approved. */
export const saveGrantApproval = async (session: TSession, input: TGrantApprovalInput) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  assertTrustApproved(application.state, "The grant approval is drafted");
  assertInstalmentsAddUp(input);
  const data = {
    sanctionedPaise: BigInt(input.sanctionedAmount),
    donorName: input.donorName ?? "",
    conditions: input.conditions ?? "",
  };
  const prisma = await getDb();
  try {
    await prisma.$transaction(async (tx) => {
      await lockGrantApproval(tx, application.id);
      const { state } = await tx.projectApplication.findUniqueOrThrow({ where: { id: application.id }, select: { state: true } });
      assertTrustApproved(state, "The grant approval is drafted");
      const existing = await tx.grantApproval.findUnique({ where: { applicationId: application.id }, select: { id: true } });
      if (existing) {
        // Only a draft is replaced: the guard re-checks it inside this statement.
        const replaced = await tx.grantApproval.updateMany({
          where: { id: existing.id, approvedAt: null },
          data: { ...data, createdById: session.memberId },
        });
        if (replaced.count !== 1)
          throw new AppError("CONFLICT", "The grant approval is approved already and can no longer change");
        await tx.grantInstalment.deleteMany({ where: { grantApprovalId: existing.id } });
        await tx.grantInstalment.createMany({
          data: instalmentRows(input).map((row) => ({ ...row, grantApprovalId: existing.id })),
        });
      } else {
        await tx.grantApproval.create({
          data: {
            ...data,
            applicationId: application.id,
            createdById: session.memberId,
            instalments: { create: instalmentRows(input) },
          },
        });
      }
      await appendAudit(tx, {
        applicationId: application.id,
        action: "grant.draft",
        actorId: session.memberId,
        remark: `${input.instalments.length} instalment${input.instalments.length === 1 ? "" : "s"}${input.donorName ? `; donor ${input.donorName}` : ""}`,
        amountPaise: input.sanctionedAmount,
      });
    }, WRITE_TRANSACTION);
  } catch (error) {
    // Two first drafts at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", "The grant approval changed meanwhile: reload it");
    throw error;
  }
  return {
    ...(await getGrantApproval(session, application.id)),
    tableProjectApplication: await getApplicationOrThrow(session, application.id),
  };
};

/** The pack's TRUST stages of the application that are still open, checked for missing answers (400 naming them). */
const submitTrustStages = async (tx: TTx, session: TSession, applicationId: number) => {
  // The stages' writers lock a stage before they check it is open: locked here first, a save that
  // lands just before this approval is what gets checked, and one after it finds the stage submitted.
  const trustIds = await lockStagesFilledBy(tx, applicationId, "TRUST");
  const stages = await tx.applicationStage.findMany({
    where: { id: { in: trustIds }, state: "OPEN" },
    select: { id: true, packStageId: true },
  });
  const problems = (await Promise.all(stages.map((stage) => stageProblems(tx, stage.id, stage.packStageId)))).flat();
  if (problems.length > 0)
    throw new AppError(
      "BAD_REQUEST",
      `The trust's stage is not complete: ${problems.map((problem) => `${problem.label}: ${problem.message}`).join("; ")}`,
      {
        fields: problems.map((problem) => ({
          field: `element.${problem.elementId}`,
          message: `${problem.label}: ${problem.message}`,
        })),
      },
    );
  await tx.applicationStage.updateMany({
    where: { id: { in: stages.map((stage) => stage.id) }, state: "OPEN" },
    data: { state: "SUBMITTED", submittedAt: new Date(), submittedById: session.memberId },
  });
};

/**
 * approvegrantapproval: fixes the draft (who, when) and submits the trust's stage. With `updatedAt`
 * (the draft as the caller read it), a draft replaced since is refused, so what is approved is what
 * was shown.
 */
export const approveGrantApproval = async (session: TSession, input: { applicationId: number; updatedAt?: string | null }) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  assertTrustApproved(application.state, "The grant approval is approved");
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    await lockGrantApproval(tx, application.id);
    const { state } = await tx.projectApplication.findUniqueOrThrow({ where: { id: application.id }, select: { state: true } });
    assertTrustApproved(state, "The grant approval is approved");
    const grant = await tx.grantApproval.findUnique({
      where: { applicationId: application.id },
      select: { id: true, approvedAt: true, sanctionedPaise: true, updatedAt: true },
    });
    if (!grant) throw new AppError("CONFLICT", "There is no grant approval to approve: draft it first");
    if (grant.approvedAt) throw new AppError("CONFLICT", "The grant approval is approved already");
    if (input.updatedAt && new Date(input.updatedAt).getTime() !== grant.updatedAt.getTime())
      throw fieldError(
        "CONFLICT",
        "updatedAt",
        "The grant approval was changed meanwhile: read it again before approving (nothing was approved)",
      );
    await submitTrustStages(tx, session, application.id);
    const approved = await tx.grantApproval.updateMany({
      where: { id: grant.id, approvedAt: null },
      data: { approvedById: session.memberId, approvedAt: new Date() },
    });
    if (approved.count !== 1) throw new AppError("CONFLICT", "The grant approval is approved already");
    await appendAudit(tx, {
      applicationId: application.id,
      action: "grant.approve",
      actorId: session.memberId,
      amountPaise: grant.sanctionedPaise,
    });
  }, WRITE_TRANSACTION);
  return {
    ...(await getGrantApproval(session, application.id)),
    tableProjectApplication: await getApplicationOrThrow(session, application.id),
  };
};
