// What the completion screens read (getcompletion/{id}) and what stands between an application and
// its final payment (finalPaymentGate, also run inside the payment's transaction): the completion
// checks (./completion-checks.ts), the reports, the approvals and the Admin's override.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { TFieldError } from "../http/errors";
import { APPLICATION_FOLDER } from "./application-files";
import { getApplicationOrThrow } from "./applications";
import {
  claimPaiseOf,
  evaluateCompletionChecks,
  failingKeys,
  loadCompletionEvidence,
  overrideCovers,
  type TCompletionCheck,
} from "./completion-checks";

type TTx = Prisma.TransactionClient;

const completionMember = { select: { id: true, fullName: true } } as const;

export type TFinalPaymentGate = {
  checks: TCompletionCheck[];
  blockers: TFieldError[];
  unlocked: boolean;
  /** The amount claimed in the completion pack (paise), which the payments may not pass; null when not entered. */
  claimPaise: number | null;
};

/** What stands between the application and its final payment (inside the payment's transaction too). */
export const finalPaymentGate = async (tx: TTx, applicationId: number, state: string): Promise<TFinalPaymentGate> => {
  const evidence = await loadCompletionEvidence(tx, applicationId);
  const checks = evaluateCompletionChecks(evidence);
  const completion = await tx.completion.findUnique({ where: { applicationId } });
  const blockers: TFieldError[] = [];
  if (state !== "COMPLETION_SUBMITTED")
    blockers.push({ field: "state", message: "the completion pack has not been submitted (or the project is complete)" });
  if (!completion?.nationalApprovedAt)
    blockers.push({ field: "approval.national", message: "the national team has not approved the completion" });
  if (!completion?.secretaryApprovedAt)
    blockers.push({ field: "approval.secretary", message: "the trust secretary has not approved the completion" });
  const overridden = (completion?.overrideChecks as string[] | undefined) ?? [];
  if (!overrideCovers(checks, overridden))
    for (const check of checks)
      if (!check.passed && !overridden.includes(check.key)) blockers.push({ field: `check.${check.key}`, message: check.reason });
  return { checks, blockers, unlocked: blockers.length === 0, claimPaise: claimPaiseOf(evidence) };
};

/** getcompletion/{id}: the checks, the reports, the approvals, the override and whether the final payment is unlocked. */
export const getCompletion = async (session: TSession, applicationId: number) => {
  const application = await getApplicationOrThrow(session, applicationId);
  const prisma = await getDb();
  const [gate, completion, reports] = await Promise.all([
    finalPaymentGate(prisma, applicationId, application.state),
    // Completion has no relations to Member: the names are read below.
    prisma.completion.findUnique({ where: { applicationId } }),
    prisma.completionReport.findMany({
      where: { applicationId },
      include: { author: completionMember, approvedBy: completionMember },
    }),
  ]);
  const names = await memberNames([
    completion?.nationalApprovedById,
    completion?.secretaryApprovedById,
    completion?.overrideById,
  ]);
  const report = (kind: "EVALUATION" | "SECRETARY") => {
    const row = reports.find((entry) => entry.kind === kind);
    if (!row) return null;
    return {
      id: row.id,
      kind: row.kind,
      text: row.text,
      files: ((row.files as string[]) ?? []).map((name) => ({ name, url: `/api/storage/${APPLICATION_FOLDER}/${name}` })),
      author: row.author.fullName,
      authorId: row.author.id,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      approvedBy: row.approvedBy?.fullName ?? null,
      approvedAt: row.approvedAt?.toISOString() ?? null,
    };
  };
  const approval = (id: number | null | undefined, at: Date | null | undefined) =>
    at ? { by: names.get(id ?? 0) ?? "", at: at.toISOString() } : null;
  return {
    stat: 1,
    applicationId,
    state: application.state,
    checks: gate.checks,
    allChecksPassed: failingKeys(gate.checks).length === 0,
    evaluationReport: report("EVALUATION"),
    secretaryReport: report("SECRETARY"),
    nationalApproval: approval(completion?.nationalApprovedById, completion?.nationalApprovedAt),
    secretaryApproval: approval(completion?.secretaryApprovedById, completion?.secretaryApprovedAt),
    override: completion?.overrideAt
      ? {
          by: names.get(completion.overrideById ?? 0) ?? "",
          at: completion.overrideAt.toISOString(),
          reason: completion.overrideReason,
          checks: completion.overrideChecks as string[],
        }
      : null,
    finalPayment: { unlocked: gate.unlocked, blockers: gate.blockers },
  };
};

const memberNames = async (ids: (number | null | undefined)[]) => {
  const wanted = ids.filter((id): id is number => typeof id === "number");
  if (wanted.length === 0) return new Map<number, string>();
  const prisma = await getDb();
  const rows = await prisma.member.findMany({ where: { id: { in: wanted } }, select: { id: true, fullName: true } });
  return new Map(rows.map((row) => [row.id, row.fullName]));
};
