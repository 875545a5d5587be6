// Inputs of the secretariat's payment calls (issue 15): the list's filters and paging, the Form
// 10BD year, and the refund. Messages name the reason; the route wrapper puts the field in front.
import { z } from "zod";
import { zQueryWholeNumber } from "../validation/query-number";
import { financialYearOf, formatYear, isYearNumber } from "../content/year";
import { EARLIEST_DATE, EARLIEST_DATE_SHOWN, isIsoDate } from "../projects/element-kinds";
import { zSearchText, zText } from "../validation/text";
import { FIRST_RECEIPT_YEAR, ORDER_ID_PATTERN, PAYMENT_PURPOSES, PAYMENT_STATUSES, RECEIPT_LEDGERS } from "./payment-labels";

export const MAX_PAYMENTS_PAGE_SIZE = 100;

const zDay = z
  .string({ error: "must be a date written yyyy-MM-dd" })
  .refine(isIsoDate, { error: "must be a date written yyyy-MM-dd", abort: true })
  .refine((day) => day >= EARLIEST_DATE, { error: `must be on or after ${EARLIEST_DATE_SHOWN}` })
  .optional();

/** GET /api/paymentgateway/getallpayments: every filter optional; from/to are IST calendar days, both included. */
export const ZPaymentListQuery = z
  .object({
    from: zDay,
    to: zDay,
    purpose: z.enum(PAYMENT_PURPOSES, { error: "must be fcra_donation or lmf_fee" }).optional(),
    status: z.enum(PAYMENT_STATUSES, { error: `must be one of ${PAYMENT_STATUSES.join(", ")}` }).optional(),
    ledger: z.enum(RECEIPT_LEDGERS, { error: "must be domestic or fcra" }).optional(),
    q: zSearchText(100),
    page: zQueryWholeNumber(1, 1_000_000),
    pageSize: zQueryWholeNumber(25, MAX_PAYMENTS_PAGE_SIZE),
    format: z.enum(["json", "csv"], { error: "must be json or csv" }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    error: "must be on or after from",
  });

export type TPaymentListQuery = z.infer<typeof ZPaymentListQuery>;
export type TPaymentFilter = Pick<TPaymentListQuery, "from" | "to" | "purpose" | "status" | "ledger" | "q">;

const YEAR_RULE = 'must be a financial year such as 202627 (or "2026-27", or 2026)';

/** A financial year written 202627, "2026-27" or 2026 -> 202627; up to the current one. */
export const ZFinancialYear = z.string({ error: YEAR_RULE }).transform((value, ctx) => {
  const text = value.trim();
  const start = /^\d{6}$/.test(text)
    ? isYearNumber(Number(text))
      ? Number(text.slice(0, 4))
      : null
    : /^\d{4}-\d{2}$/.test(text)
      ? isYearNumber(Number(text.replace("-", "")))
        ? Number(text.slice(0, 4))
        : null
      : /^\d{4}$/.test(text)
        ? Number(text)
        : null;
  if (start === null) {
    ctx.addIssue({ code: "custom", message: YEAR_RULE });
    return z.NEVER;
  }
  const current = financialYearOf(new Date());
  const year = start * 100 + ((start + 1) % 100);
  if (start < FIRST_RECEIPT_YEAR || year > current) {
    ctx.addIssue({
      code: "custom",
      message: `must be a financial year from ${formatYear(FIRST_RECEIPT_YEAR * 100 + ((FIRST_RECEIPT_YEAR + 1) % 100))} to ${formatYear(current)}`,
    });
    return z.NEVER;
  }
  return year;
});

/** POST /api/paymentgateway/refundpayment. */
export const ZRefundPayment = z.object({
  orderId: z.string({ error: "is required" }).trim().regex(ORDER_ID_PATTERN, "is not an order id"),
  reason: zText({ min: 5, max: 300, messages: { min: "must be at least 5 characters: say why the money was returned" } }),
});
