// Payments of a sanctioned grant (sendinterimpayment, sendfinalpayment, sendbalancefinalpayment,
// createprojectpaymentdetails); the payments of an application (getprojectpayments/{id}) are read
// in ./project-payments.ts.
//
// The rules, all in one transaction:
// - no payment before the sanction letter is sent; interim payments while SANCTIONED (the first
//   one moves the application IN_PROGRESS) or IN_PROGRESS, always leaving part of the sanction for
//   the final payment (the one that completes the project); the final or balance payment once the
//   completion is submitted and approved and its checks pass (or the Admin's override covers the
//   failing ones), which completes the project and puts it in the public gallery; with it the sum
//   paid never passes the amount claimed in the completion pack, and it is ₹0 when the payments
//   before it already cover what is payable (the amounts: ./payment-amounts.ts);
// - the sum paid never passes the sanction: GrantApproval.paidPaise is raised by one guarded
//   statement (and a CHECK constraint stands behind it); payments of one application are taken
//   one at a time (the grant's row is locked first), so each sees the state the one before left;
// - a bank reference is recorded once: the same request again answers the payment it made
//   (duplicate: true) and writes nothing, also when both arrive at once (the unique index decides).
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { istToday } from "../india-time";
import { absoluteUrl } from "../seo/site";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { STATE_LABELS, type TApplicationState } from "./application-states";
import { getApplicationOrThrow } from "./applications";
import { finalPaymentGate } from "./completion-view";
import type { TPaymentInput, TPaymentKind } from "./completion-inputs";
import { formatPaise } from "./element-values";
import { copyCoverPhoto, createGalleryEntry, discardCoverCopy, refreshGalleryPages, type TCoverCopy } from "./gallery-entry";
import { moveApplication } from "./move-application";
import { mailUnit } from "./notify";
import { amountToPay, closingNote } from "./payment-amounts";
import { PAYMENT_SELECT, paymentReply, type TPaymentRow } from "./project-payments";

type TTx = Prisma.TransactionClient;

const KIND_LABEL: Record<TPaymentKind, string> = { INTERIM: "interim", FINAL: "final", BALANCE: "balance" };

/**
 * The payment recorded under this bank reference, in any case: a treasurer may type "hdfc123" for
 * the transfer recorded as "HDFC123", and one transfer must not be recorded twice. (Compared with
 * lower() in SQL, not Prisma's insensitive mode, whose ILIKE would let "_" match any character.)
 */
const paymentByReference = async (tx: Pick<TTx, "$queryRaw" | "projectPayment">, reference: string) => {
  const [match] = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "ProjectPayment" WHERE lower("reference") = lower(${reference}) ORDER BY "id" LIMIT 1`;
  return match ? tx.projectPayment.findUnique({ where: { id: match.id }, select: PAYMENT_SELECT }) : null;
};

/** The payment already recorded under this reference: the same request again, or a conflict. */
const recognise = (existing: TPaymentRow, input: TPaymentInput) => {
  const same =
    existing.applicationId === input.applicationId &&
    existing.kind === input.kind &&
    (input.amount === undefined || Number(existing.amountPaise) === input.amount);
  if (!same)
    throw fieldError(
      "CONFLICT",
      "reference",
      "this bank reference is already recorded for a different payment: check the reference",
    );
  return paymentReply(existing);
};

type TOutcome =
  | { duplicate: true; payment: ReturnType<typeof paymentReply> }
  | {
      duplicate: false;
      payment: ReturnType<typeof paymentReply>;
      to: TApplicationState;
      galleryYear: number | null;
      /** Whether the gallery entry shows the cover copied before the transaction (else it is removed). */
      coverUsed: boolean;
    };

const assertState = (kind: TPaymentKind, state: TApplicationState) => {
  const allowed: TApplicationState[] = kind === "INTERIM" ? ["SANCTIONED", "IN_PROGRESS"] : ["COMPLETION_SUBMITTED"];
  if (allowed.includes(state)) return;
  throw new AppError(
    "CONFLICT",
    kind === "INTERIM"
      ? `An interim payment is made while the project is sanctioned or in progress, not while it is ${STATE_LABELS[state].toLowerCase()}`
      : `The ${KIND_LABEL[kind]} payment is made once the completion pack is submitted, not while the application is ${STATE_LABELS[state].toLowerCase()}`,
  );
};

const pay = async (tx: TTx, session: TSession, input: TPaymentInput, cover: TCoverCopy): Promise<TOutcome> => {
  // One payment of an application at a time: the next waits here, then reads what this one left
  // (an identical request that waited finds the payment it would make, and answers it).
  await tx.$queryRaw`SELECT "id" FROM "GrantApproval" WHERE "applicationId" = ${input.applicationId} FOR UPDATE`;
  const existing = await paymentByReference(tx, input.reference);
  if (existing) return { duplicate: true, payment: recognise(existing, input) };
  const grant = await tx.grantApproval.findUnique({ where: { applicationId: input.applicationId } });
  if (!grant?.approvedAt || !grant.letterSentAt)
    throw new AppError("CONFLICT", "The grant has not been sanctioned yet: nothing is paid before the sanction letter is sent");
  const application = await tx.projectApplication.findUniqueOrThrow({
    where: { id: input.applicationId },
    select: { state: true },
  });
  const state = application.state as TApplicationState;
  assertState(input.kind, state);
  if (input.paidOn > istToday()) throw fieldError("BAD_REQUEST", "paidOn", "must not be in the future");
  const sentOn = istToday(grant.letterSentAt);
  if (input.paidOn < sentOn)
    throw fieldError("BAD_REQUEST", "paidOn", `must not be before the sanction letter was sent (${sentOn})`);
  let claimPaise: number | null = null;
  if (input.kind !== "INTERIM") {
    const gate = await finalPaymentGate(tx, input.applicationId, state);
    if (!gate.unlocked)
      throw new AppError(
        "CONFLICT",
        `The ${KIND_LABEL[input.kind]} payment is not unlocked: ${gate.blockers.map((blocker) => blocker.message).join("; ")}`,
        { fields: gate.blockers },
      );
    claimPaise = gate.claimPaise;
  }
  const amount = amountToPay(input.kind, input.amount, grant, claimPaise);
  const raised = await tx.grantApproval.updateMany({
    where: { id: grant.id, paidPaise: { lte: grant.sanctionedPaise - amount } },
    data: { paidPaise: { increment: amount } },
  });
  if (raised.count !== 1) {
    const now = await tx.grantApproval.findUniqueOrThrow({ where: { id: grant.id }, select: { paidPaise: true } });
    const left = grant.sanctionedPaise - now.paidPaise;
    throw fieldError(
      "CONFLICT",
      "amount",
      `${formatPaise(Number(amount))} would pay ${formatPaise(Number(amount - left))} past the sanction of ${formatPaise(Number(grant.sanctionedPaise))}: ${formatPaise(Number(left))} remains`,
    );
  }
  const created = await tx.projectPayment.create({
    data: {
      applicationId: input.applicationId,
      kind: input.kind,
      amountPaise: amount,
      paidOn: new Date(`${input.paidOn}T00:00:00Z`),
      reference: input.reference,
      paidBy: input.paidBy,
      remark: input.remark ?? "",
      recordedById: session.memberId,
    },
    select: PAYMENT_SELECT,
  });
  await appendAudit(tx, {
    applicationId: input.applicationId,
    action: `payment.${KIND_LABEL[input.kind]}`,
    actorId: session.memberId,
    remark: [
      `${input.reference}, ${input.paidOn}, paid by ${input.paidBy}`,
      amount === 0n ? closingNote(grant, claimPaise) : null,
      input.remark,
    ]
      .filter(Boolean)
      .join(": "),
    amountPaise: amount,
  });
  let to = state;
  let galleryYear: number | null = null;
  let coverUsed = false;
  if (input.kind === "INTERIM" && state === "SANCTIONED")
    to = await moveApplication(tx, { applicationId: input.applicationId, action: "firstPayment", from: state, session });
  if (input.kind !== "INTERIM") {
    to = await moveApplication(tx, { applicationId: input.applicationId, action: "complete", from: state, session });
    const entry = await createGalleryEntry(tx, input.applicationId, cover);
    galleryYear = entry.year;
    // Not used when the photo it was copied from is no longer the first (changed meanwhile).
    coverUsed = cover !== null && entry.coverPhoto === cover.url;
  }
  return { duplicate: false, payment: paymentReply(created), to, galleryYear, coverUsed };
};

/** The payment as one transaction; a reference raced in by an identical request answers as a duplicate. */
const payOnce = async (session: TSession, input: TPaymentInput, cover: TCoverCopy): Promise<TOutcome> => {
  const prisma = await getDb();
  try {
    return await prisma.$transaction((tx) => pay(tx, session, input, cover), WRITE_TRANSACTION);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await paymentByReference(prisma, input.reference);
    if (!existing) throw error;
    return { duplicate: true, payment: recognise(existing, input) };
  }
};

/** send…payment, createprojectpaymentdetails: records one disbursement (the rules above). */
export const recordPayment = async (session: TSession, input: TPaymentInput) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  // Storage is not transactional: the gallery's cover is copied first, and removed if it is not used.
  const cover =
    input.kind !== "INTERIM" && application.state === "COMPLETION_SUBMITTED" ? await copyCoverPhoto(application.id) : null;
  let outcome: TOutcome;
  try {
    outcome = await payOnce(session, input, cover);
  } catch (error) {
    await discardCoverCopy(cover);
    throw error;
  }
  if (outcome.duplicate || !outcome.coverUsed) await discardCoverCopy(cover);
  if (!outcome.duplicate) {
    await notifyUnitOfPayment(application.id, outcome.payment, outcome.to).catch((error: unknown) =>
      console.error("payment mail", error),
    );
    if (outcome.galleryYear !== null) await refreshGalleryPages(outcome.galleryYear);
  }
  return {
    stat: 1,
    duplicate: outcome.duplicate,
    projectPayment: outcome.payment,
    tableProjectApplication: await getApplicationOrThrow(session, application.id),
  };
};

/** The unit's chairman and the member who started the application hear of the money sent (or that none was due). */
const notifyUnitOfPayment = (applicationId: number, payment: ReturnType<typeof paymentReply>, to: TApplicationState) =>
  mailUnit(applicationId, (application) => ({
    subject:
      payment.amount.paise === 0
        ? `Application ${application.applicationNo}: ${KIND_LABEL[payment.kind]} payment recorded, nothing more to pay`
        : `Application ${application.applicationNo}: ${KIND_LABEL[payment.kind]} payment of ${payment.amount.text}`,
    lines: [
      payment.amount.paise === 0
        ? `The trust has recorded the ${KIND_LABEL[payment.kind]} payment of project application ${application.applicationNo} (${application.title}): the payments made before cover all that was payable, so nothing more is paid.`
        : `The trust has paid ${payment.amount.text} (${KIND_LABEL[payment.kind]} payment) for project application ${application.applicationNo} (${application.title}).`,
      payment.amount.paise === 0
        ? `Recorded on ${payment.paidOn}, reference ${payment.reference}.`
        : `Paid on ${payment.paidOn}, bank reference ${payment.reference}.`,
      ...(to === "COMPLETED" ? ["", "The project is complete and now appears in the public project gallery. Thank you."] : []),
      "",
      absoluteUrl("/projects"),
    ],
  }));
