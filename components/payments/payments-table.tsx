"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { istDateTime } from "@/lib/india-time";
import { formatPhone } from "@/lib/members/profile-fields";
import {
  formatAmount,
  LEDGER_LABELS,
  PURPOSE_LABELS,
  STATUS_LABELS,
  type TPaymentStatusCode,
} from "@/lib/payments/payment-labels";
import type { TAdminPayment } from "./payments-api";

const STATUS_TONES: Record<TPaymentStatusCode, "brand" | "neutral" | "warning"> = {
  initiated: "neutral",
  success: "brand",
  failure: "warning",
  aborted: "neutral",
  refunded: "warning",
};

const HEADERS = [
  { text: "Date (IST)", align: "text-left" },
  { text: "Payer", align: "text-left" },
  { text: "Kind and reference", align: "text-left" },
  { text: "Amount", align: "text-right" },
  { text: "Status", align: "text-left" },
  { text: "Receipt", align: "text-left" },
  { text: "Gateway", align: "text-left" },
];

/** One page of payments; a Refund button on each paid row. */
export const PaymentsTable = ({
  payments,
  caption,
  onRefund,
}: {
  payments: TAdminPayment[];
  caption: string;
  onRefund: (payment: TAdminPayment) => void;
}) => (
  <TableScroll label="Payments" className="rounded-xl border border-slate-200 bg-white shadow-sm">
    <table className="min-w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr>
          {HEADERS.map((header) => (
            <th key={header.text} scope="col" className={`px-4 py-3 whitespace-nowrap ${header.align}`}>
              {header.text}
            </th>
          ))}
          <th scope="col" className="px-4 py-3">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {payments.map((payment) => (
          <tr key={payment.orderId} className="align-top">
            <td className="px-4 py-3 whitespace-nowrap">
              {istDateTime(payment.createdAt)}
              {payment.completedAt && (
                <span className="block text-xs text-slate-500">done {istDateTime(payment.completedAt)}</span>
              )}
            </td>
            <td className="px-4 py-3">
              <span className="font-medium text-slate-900">{payment.payerName}</span>
              <span className="block text-slate-500">{payment.payerEmail}</span>
              <span className="block whitespace-nowrap text-slate-500">{formatPhone(payment.payerMobile)}</span>
            </td>
            <td className="px-4 py-3">
              {PURPOSE_LABELS[payment.purpose]}
              <span className="block font-mono text-xs text-slate-600">{payment.referenceNo}</span>
              <span className="block font-mono text-xs text-slate-400" title="Order id">
                {payment.orderId}
              </span>
            </td>
            <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
              {formatAmount(payment.amountPaise, payment.currency)}
            </td>
            <td className="px-4 py-3">
              <Badge tone={STATUS_TONES[payment.status]}>{STATUS_LABELS[payment.status]}</Badge>
              {payment.reason && payment.status !== "initiated" && (
                <span className="mt-1 block max-w-xs text-xs text-slate-600">{payment.reason}</span>
              )}
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              {payment.receiptNo ? (
                <>
                  <span className={payment.receiptCancelledAt ? "font-mono line-through" : "font-mono"}>{payment.receiptNo}</span>
                  {payment.receiptCancelledAt && <span className="block text-xs text-slate-500">cancelled</span>}
                </>
              ) : (
                <span className="text-slate-400">—</span>
              )}
              {payment.ledger && <span className="block text-xs text-slate-500">{LEDGER_LABELS[payment.ledger]}</span>}
            </td>
            <td className="px-4 py-3">
              <span className="capitalize">{payment.gateway}</span>
              {payment.paymentMode && <span className="block text-xs text-slate-500">{payment.paymentMode}</span>}
              {payment.gatewayReference && (
                <span className="block font-mono text-xs text-slate-500">{payment.gatewayReference}</span>
              )}
            </td>
            <td className="px-4 py-3 text-right">
              {payment.status === "success" && (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onRefund(payment)}
                  aria-label={`Refund ${formatAmount(payment.amountPaise, payment.currency)} from ${payment.payerName}`}
                >
                  Refund
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </TableScroll>
);
