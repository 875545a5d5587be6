"use client";

// Confirms a refund and asks why (the shared reason dialog): the receipt is cancelled, its number
// kept, and the donation or application with it.
import { ReasonDialog } from "@/components/manage/reason-dialog";
import { formatAmount } from "@/lib/payments/payment-labels";
import { refundPayment, type TAdminPayment } from "./payments-api";

const MIN_REASON = 5;
const MAX_REASON = 300;

type TRefundDialogProps = {
  /** The payment to refund; the dialog is open while it is set. */
  payment: TAdminPayment | null;
  onClose: () => void;
  onRefunded: (payment: TAdminPayment) => void;
  /** The payment changed meanwhile (another Admin refunded it, say): the list is stale. */
  onStale: () => void;
};

export const RefundDialog = ({ payment, onClose, onRefunded, onStale }: TRefundDialogProps) => (
  <ReasonDialog
    open={payment !== null}
    onClose={onClose}
    title="Record a refund?"
    confirmLabel="Refund"
    label="Reason for the refund"
    minLength={MIN_REASON}
    maxLength={MAX_REASON}
    tooShortMessage={`Say why the money was returned (at least ${MIN_REASON} characters).`}
    message={
      payment && (
        <>
          {formatAmount(payment.amountPaise, payment.currency)} from {payment.payerName} ({payment.referenceNo}) will be marked
          refunded.
          {payment.receiptNo ? ` Receipt ${payment.receiptNo} is cancelled; its number is not used again.` : ""} Make the refund
          itself in the gateway&apos;s dashboard. This cannot be undone.
        </>
      )
    }
    onConfirm={async (reason) => {
      if (!payment) return null;
      const result = await refundPayment(payment.orderId, reason);
      if (!result.ok && result.status === 409) {
        onStale();
        return `${result.message} Close this to see the payment as it stands now.`;
      }
      if (!result.ok) return result.fields.reason ?? result.message;
      onRefunded(result.value);
      return null;
    }}
  />
);
