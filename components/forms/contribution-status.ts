import type { TPaymentStatus } from "@/lib/content/types";

/** A donation's or an LMF application's state as the secretariat reads it (cancelled: refunded through /payments). */
const CONTRIBUTION_STATUS_LABELS: Record<TPaymentStatus, string> = {
  pending_payment: "Pending payment",
  paid: "Paid",
  failed: "Payment failed",
  cancelled: "Cancelled (refunded)",
};

export const contributionStatusLabel = (status: string): string => CONTRIBUTION_STATUS_LABELS[status as TPaymentStatus] ?? status;
