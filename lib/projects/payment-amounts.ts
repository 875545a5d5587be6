// What a payment of a sanctioned grant may pay (./payments.ts calls this under the grant's row lock):
// - an interim payment is less than what remains of the sanction, keeping the last instalment for
//   the final payment, the one that completes the project;
// - the final and balance payments never take the sum paid past the amount claimed in the
//   completion pack (when one is entered) nor past the sanction; the balance is exactly what
//   remains of both;
// - when nothing remains payable (interim payments that reached the claim, or the whole sanction
//   before interim payments were kept below it), the project is completed by a final or balance
//   payment of ₹0: the rows say what happened, and no money moves twice.
import { fieldError } from "../http/errors";
import type { TPaymentKind } from "./completion-inputs";
import { formatPaise } from "./element-values";
import { payableBalance } from "./project-payments";

type TGrant = { sanctionedPaise: bigint; paidPaise: bigint };

const rupees = (paise: bigint) => formatPaise(Number(paise));

/** What the payments made already cover, for the messages: the claim when it limits, else the sanction. */
const coveredBy = (grant: TGrant, claimPaise: number | null) =>
  claimPaise !== null && BigInt(claimPaise) < grant.sanctionedPaise
    ? `the claim of ${formatPaise(claimPaise)}`
    : `the sanction of ${rupees(grant.sanctionedPaise)}`;

/** The audit's note on a ₹0 completion: what had been paid, and by how much it passed the claim if it did. */
export const closingNote = (grant: TGrant, claimPaise: number | null) => {
  const over = claimPaise === null ? 0n : grant.paidPaise - BigInt(claimPaise);
  return `nothing remained to be paid: ${rupees(grant.paidPaise)} paid covers ${coveredBy(grant, claimPaise)}${over > 0n ? `, passing it by ${rupees(over)}` : ""}`;
};

/**
 * The amount (paise) this payment pays, or the refusal: 400 on `amount` for an amount the balance
 * rules out, 409 on `amount` for one the grant's payments so far rule out.
 */
export const amountToPay = (kind: TPaymentKind, given: number | undefined, grant: TGrant, claimPaise: number | null): bigint => {
  const remaining = grant.sanctionedPaise - grant.paidPaise;
  if (kind === "INTERIM") {
    const amount = BigInt(given!);
    // An interim payment that paid the whole sanction would leave the project unable to complete.
    if (amount === remaining)
      throw fieldError(
        "CONFLICT",
        "amount",
        `Keep the last instalment for the final payment: ${rupees(remaining)} remains of the sanction, and an interim payment must be less than that`,
      );
    return amount;
  }
  const payable = payableBalance(grant, claimPaise);
  const due = payable > 0n ? payable : 0n;
  if (kind === "BALANCE") {
    if (given !== undefined && BigInt(given) !== due)
      throw fieldError("BAD_REQUEST", "amount", `must be the balance of ${rupees(due)}, or be left out`);
    return due;
  }
  const amount = BigInt(given!);
  if (amount === 0n && due > 0n)
    throw fieldError(
      "BAD_REQUEST",
      "amount",
      `must be more than zero: ${rupees(due)} remains to be paid (₹0 completes only a project whose payments already cover what is payable)`,
    );
  if (amount > 0n && due === 0n)
    throw fieldError(
      "CONFLICT",
      "amount",
      `Nothing remains to be paid: ${rupees(grant.paidPaise)} paid already covers ${coveredBy(grant, claimPaise)}. Record a final payment of ₹0 to complete the project`,
    );
  // The trust pays what the project spent: all payments together never pass the amount claimed
  // (₹0 passes nothing, also when interim payments passed the claim already).
  if (claimPaise !== null && amount > 0n && grant.paidPaise + amount > BigInt(claimPaise)) {
    const left = BigInt(claimPaise) - grant.paidPaise;
    throw fieldError(
      "CONFLICT",
      "amount",
      `${rupees(amount)} would pay ${rupees(amount - left)} more than the claim of ${formatPaise(claimPaise)}: ${rupees(left)} of it remains to be paid`,
    );
  }
  return amount;
};
