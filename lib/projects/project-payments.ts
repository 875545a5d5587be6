// getprojectpayments/{id}: the sanction, the claim, what is paid and what remains, the instalments
// and the payments of an application; and the shapes ./payments.ts answers a payment with.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { TApplicationState } from "./application-states";
import { getApplicationOrThrow } from "./applications";
import { claimPaiseOf, loadCompletionEvidence } from "./completion-checks";
import { moneyOf } from "./money";

export const PAYMENT_SELECT = {
  id: true,
  applicationId: true,
  kind: true,
  amountPaise: true,
  paidOn: true,
  reference: true,
  paidBy: true,
  remark: true,
  createdAt: true,
  recordedBy: { select: { fullName: true } },
} satisfies Prisma.ProjectPaymentSelect;

export type TPaymentRow = Prisma.ProjectPaymentGetPayload<{ select: typeof PAYMENT_SELECT }>;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const paymentReply = (row: TPaymentRow) => ({
  id: row.id,
  applicationId: row.applicationId,
  kind: row.kind,
  amount: moneyOf(row.amountPaise),
  paidOn: dayOf(row.paidOn),
  reference: row.reference,
  paidBy: row.paidBy,
  remark: row.remark,
  recordedBy: row.recordedBy.fullName,
  createdAt: row.createdAt.toISOString(),
});

/**
 * What the balance payment pays: what remains of the sanction, but no more than what remains of the
 * amount claimed in the completion pack, when one is entered (0 or less: nothing remains).
 */
export const payableBalance = (grant: { sanctionedPaise: bigint; paidPaise: bigint }, claimPaise: number | null) => {
  const ofSanction = grant.sanctionedPaise - grant.paidPaise;
  if (claimPaise === null) return ofSanction;
  const ofClaim = BigInt(claimPaise) - grant.paidPaise;
  return ofClaim < ofSanction ? ofClaim : ofSanction;
};

/** The states in which the completion pack's claim is submitted, and so limits the payments. */
const CLAIM_STATES: readonly TApplicationState[] = ["COMPLETION_SUBMITTED", "COMPLETED"];

/** getprojectpayments/{id}: the sanction, what is paid and what remains, the instalments and the payments. */
export const getProjectPayments = async (session: TSession, applicationId: number) => {
  const application = await getApplicationOrThrow(session, applicationId);
  const prisma = await getDb();
  const [grant, payments] = await Promise.all([
    prisma.grantApproval.findUnique({
      where: { applicationId },
      select: {
        sanctionedPaise: true,
        paidPaise: true,
        approvedAt: true,
        letterNo: true,
        letterSentAt: true,
        donorName: true,
        instalments: { orderBy: { position: "asc" } },
      },
    }),
    prisma.projectPayment.findMany({
      where: { applicationId },
      select: PAYMENT_SELECT,
      orderBy: [{ paidOn: "asc" }, { id: "asc" }],
    }),
  ]);
  const sanctioned = grant?.approvedAt ? grant : null;
  const claimPaise =
    sanctioned && CLAIM_STATES.includes(application.state)
      ? claimPaiseOf(await loadCompletionEvidence(prisma, applicationId))
      : null;
  const balance = sanctioned ? payableBalance(sanctioned, claimPaise) : null;
  return {
    stat: 1,
    applicationId,
    state: application.state,
    sanctioned: sanctioned?.letterSentAt != null,
    sanction: sanctioned ? moneyOf(sanctioned.sanctionedPaise) : null,
    paid: moneyOf(grant?.paidPaise ?? 0n),
    claimed: claimPaise === null ? null : moneyOf(claimPaise),
    balance: balance === null ? null : moneyOf(balance > 0n ? balance : 0n),
    letterNo: sanctioned?.letterNo ?? null,
    letterSentAt: sanctioned?.letterSentAt?.toISOString() ?? null,
    donorName: sanctioned?.donorName ?? "",
    instalments: (sanctioned?.instalments ?? []).map((instalment) => ({
      position: instalment.position,
      label: instalment.label,
      amount: moneyOf(instalment.amountPaise),
      dueOn: instalment.dueOn ? dayOf(instalment.dueOn) : null,
    })),
    projectPayments: payments.map(paymentReply),
  };
};
