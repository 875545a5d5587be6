// GET /api/paymentgateway/getallpayments (Admin): every payment attempt, newest first, filtered by
// IST days, kind, status, ledger and a search over the payer and the numbers quoted to them; paged
// as JSON, or the whole filtered list as CSV (at most PAYMENTS_CSV_MAX rows).
import { formatCount } from "../format-count";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { csvResponse, type TCsvColumn } from "../reports/csv";
import { isForeignSource } from "./contributions";
import { paiseToRupeesText } from "./gateway";
import type { TPaymentFilter } from "./payment-list-inputs";
import { istDateTime, istDayStart, istToday, nextDay } from "../india-time";
import { escapeLike } from "../members/like-pattern";
import { formatPhone } from "../members/profile-fields";
import { LEDGER_LABELS, PURPOSE_LABELS, STATUS_LABELS, type TLedgerCode } from "./payment-labels";

/** The CSV export is the whole filtered list; past this many rows it asks for a narrower filter. */
export const PAYMENTS_CSV_MAX = 50_000;
const CSV_BATCH = 2_000;

export const ADMIN_PAYMENT_SELECT = {
  id: true,
  orderId: true,
  referenceNo: true,
  purpose: true,
  payerName: true,
  payerEmail: true,
  payerMobile: true,
  amountPaise: true,
  currency: true,
  status: true,
  reason: true,
  gateway: true,
  gatewayReference: true,
  paymentMode: true,
  createdAt: true,
  completedAt: true,
  refundedAt: true,
  receipt: { select: { receiptNo: true, ledger: true, cancelledAt: true } },
  fcraDonation: { select: { donorType: true, country: true } },
} satisfies Prisma.PaymentSelect;

type TPaymentRow = Prisma.PaymentGetPayload<{ select: typeof ADMIN_PAYMENT_SELECT }>;

/** A foreign source as Prisma sees it: the same rule as isForeignSource (contributions.ts). */
const FOREIGN_SOURCE: Prisma.FcraDonationWhereInput = {
  OR: [{ donorType: "foreign_national" }, { donorType: "organisation", country: { not: "IN" } }],
};

/** The receipt's ledger once there is one; before that (or without one) the contribution's. */
const ledgerWhere = (ledger: TLedgerCode): Prisma.PaymentWhereInput =>
  ledger === "fcra"
    ? { OR: [{ receipt: { is: { ledger: "fcra" } } }, { receipt: { is: null }, fcraDonation: { is: FOREIGN_SOURCE } }] }
    : {
        OR: [
          { receipt: { is: { ledger: "domestic" } } },
          { receipt: { is: null }, purpose: "lmf_fee" },
          { receipt: { is: null }, fcraDonation: { is: { NOT: FOREIGN_SOURCE } } },
        ],
      };

export const buildPaymentWhere = (filter: TPaymentFilter): Prisma.PaymentWhereInput => {
  const and: Prisma.PaymentWhereInput[] = [];
  if (filter.from || filter.to)
    and.push({
      createdAt: {
        ...(filter.from ? { gte: istDayStart(filter.from) } : {}),
        ...(filter.to ? { lt: istDayStart(nextDay(filter.to)) } : {}),
      },
    });
  if (filter.purpose) and.push({ purpose: filter.purpose });
  if (filter.status) and.push({ status: filter.status });
  if (filter.ledger) and.push(ledgerWhere(filter.ledger));
  if (filter.q) {
    const contains = { contains: escapeLike(filter.q), mode: "insensitive" as const };
    and.push({
      OR: [
        { payerName: contains },
        { payerEmail: contains },
        { referenceNo: contains },
        { orderId: contains },
        { receipt: { is: { receiptNo: contains } } },
      ],
    });
  }
  return and.length > 0 ? { AND: and } : {};
};

const ledgerOf = (row: TPaymentRow): TLedgerCode | null => {
  if (row.receipt) return row.receipt.ledger;
  if (row.purpose === "lmf_fee") return "domestic";
  return row.fcraDonation ? (isForeignSource(row.fcraDonation) ? "fcra" : "domestic") : null;
};

export const toAdminPayment = (row: TPaymentRow) => ({
  orderId: row.orderId,
  referenceNo: row.referenceNo,
  purpose: row.purpose,
  payerName: row.payerName,
  payerEmail: row.payerEmail,
  payerMobile: row.payerMobile,
  amount: paiseToRupeesText(Number(row.amountPaise)),
  amountPaise: Number(row.amountPaise),
  currency: row.currency,
  status: row.status,
  reason: row.reason,
  gateway: row.gateway,
  gatewayReference: row.gatewayReference,
  paymentMode: row.paymentMode,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  refundedAt: row.refundedAt?.toISOString() ?? null,
  receiptNo: row.receipt?.receiptNo ?? null,
  receiptCancelledAt: row.receipt?.cancelledAt?.toISOString() ?? null,
  ledger: ledgerOf(row),
});

export type TAdminPayment = ReturnType<typeof toAdminPayment>;

const ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.PaymentOrderByWithRelationInput[];

export const listPayments = async (options: { filter: TPaymentFilter; page: number; pageSize: number }) => {
  const prisma = await getDb();
  const where = buildPaymentWhere(options.filter);
  const [total, rows] = await Promise.all([
    prisma.payment.count({ where }),
    prisma.payment.findMany({
      where,
      orderBy: ORDER,
      select: ADMIN_PAYMENT_SELECT,
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
    }),
  ]);
  return {
    payments: rows.map(toAdminPayment),
    total,
    page: options.page,
    pageSize: options.pageSize,
    pages: Math.max(1, Math.ceil(total / options.pageSize)),
  };
};

/** One payment in the list's shape (after a refund); 404 when unknown. */
export const getAdminPayment = async (orderId: string): Promise<TAdminPayment> => {
  const prisma = await getDb();
  const row = await prisma.payment.findUnique({ where: { orderId }, select: ADMIN_PAYMENT_SELECT });
  if (!row) throw new AppError("NOT_FOUND", "orderId: no payment has this order id");
  return toAdminPayment(row);
};

/** The whole filtered list, read in batches (keyset on the list's order); 400 past PAYMENTS_CSV_MAX. */
export const allPaymentsFor = async (
  filter: TPaymentFilter,
  limits: { max?: number; batch?: number } = {},
): Promise<TAdminPayment[]> => {
  const max = limits.max ?? PAYMENTS_CSV_MAX;
  const batchSize = limits.batch ?? CSV_BATCH;
  const prisma = await getDb();
  const where = buildPaymentWhere(filter);
  const total = await prisma.payment.count({ where });
  if (total > max)
    throw new AppError(
      "BAD_REQUEST",
      `format: the export would hold ${formatCount(total)} payments, more than ${formatCount(max)}; narrow the dates or the filters`,
    );
  const rows: TAdminPayment[] = [];
  let cursor: number | undefined;
  while (rows.length < max) {
    const batch = await prisma.payment.findMany({
      where,
      orderBy: ORDER,
      select: ADMIN_PAYMENT_SELECT,
      take: Math.min(batchSize, max - rows.length),
      ...(cursor === undefined ? {} : { cursor: { id: cursor }, skip: 1 }),
    });
    rows.push(...batch.map(toAdminPayment));
    if (batch.length < batchSize) break;
    cursor = batch.at(-1)!.id;
  }
  return rows;
};

const PAYMENT_COLUMNS: TCsvColumn<TAdminPayment>[] = [
  { header: "Date (IST)", value: (row) => istDateTime(row.createdAt) },
  { header: "Order ID", value: (row) => row.orderId },
  { header: "Reference No", value: (row) => row.referenceNo },
  { header: "Kind", value: (row) => PURPOSE_LABELS[row.purpose] },
  { header: "Payer", value: (row) => row.payerName },
  { header: "E-mail", value: (row) => row.payerEmail },
  // As the table shows it: the payer typed it on the pledge form in any form.
  { header: "Mobile", value: (row) => formatPhone(row.payerMobile) },
  { header: "Amount", value: (row) => row.amount },
  { header: "Currency", value: (row) => row.currency },
  { header: "Status", value: (row) => STATUS_LABELS[row.status] },
  { header: "Reason", value: (row) => row.reason },
  { header: "Gateway", value: (row) => row.gateway },
  { header: "Gateway reference", value: (row) => row.gatewayReference },
  { header: "Payment mode", value: (row) => row.paymentMode },
  { header: "Completed (IST)", value: (row) => istDateTime(row.completedAt) },
  { header: "Receipt No", value: (row) => row.receiptNo },
  { header: "Receipt cancelled (IST)", value: (row) => istDateTime(row.receiptCancelledAt) },
  { header: "Ledger", value: (row) => (row.ledger ? LEDGER_LABELS[row.ledger] : "") },
];

export const paymentsCsv = (rows: TAdminPayment[]) => csvResponse(`payments-${istToday()}.csv`, PAYMENT_COLUMNS, rows);
