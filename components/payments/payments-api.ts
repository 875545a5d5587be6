// Browser calls of the secretariat's payments screen: getallpayments (a page, or the CSV of the
// whole filter), the Form 10BD CSV of a financial year, and refundpayment.
import { readReply, type TResult } from "@/components/shared/post-form";
import { downloadCsv } from "@/components/shared/download-csv";
import { isRecord, requestJson } from "@/components/shared/request-json";
import type { TAdminPayment } from "@/lib/payments/list-payments";
import type { TLedgerCode, TPaymentPurposeCode, TPaymentStatusCode } from "@/lib/payments/payment-labels";

export type { TAdminPayment };
export type TPaymentPage = { payments: TAdminPayment[]; total: number; page: number; pageSize: number; pages: number };

export type TPaymentFilter = {
  from: string;
  to: string;
  purpose: TPaymentPurposeCode | "";
  status: TPaymentStatusCode | "";
  ledger: TLedgerCode | "";
  q: string;
};

export const EMPTY_PAYMENT_FILTER: TPaymentFilter = { from: "", to: "", purpose: "", status: "", ledger: "", q: "" };

const queryOf = (filter: TPaymentFilter, extra: Record<string, string>) => {
  const query = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(filter)) if (value.trim() !== "") query.set(key, value.trim());
  return query;
};

export const fetchPayments = async (
  filter: TPaymentFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TResult<TPaymentPage>> => {
  const query = queryOf(filter, { page: String(page), pageSize: String(pageSize) });
  return readReply(
    await requestJson(`/api/paymentgateway/getallpayments?${query}`, { signal }),
    (data) => (Array.isArray(data.payments) && typeof data.total === "number" ? data : null),
    "The payments could not be loaded.",
  );
};

export const refundPayment = async (orderId: string, reason: string) =>
  readReply<TAdminPayment>(
    await requestJson("/api/paymentgateway/refundpayment", { method: "POST", body: { orderId, reason } }),
    (data) => (isRecord(data.payment) ? data.payment : null),
    "The refund could not be recorded.",
  );

export const downloadPaymentsCsv = (filter: TPaymentFilter) =>
  downloadCsv(`/api/paymentgateway/getallpayments?${queryOf(filter, { format: "csv" })}`, "payments.csv");

export const downloadForm10bd = (financialYear: number) =>
  downloadCsv(`/api/paymentgateway/form10bd/${financialYear}`, `form10bd-${financialYear}.csv`);
