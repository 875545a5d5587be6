// What a payment pays for: an FCRA-page donation or an LMF application, found by its reference
// number (FCRA-202526-000001, LMF-202526-000001), as one shape the payment code can use.
import type { Prisma } from "../db/generated/client";
import { fieldError } from "../http/errors";
import { rupeesTextToPaise } from "./gateway";
import { kindOfReference } from "./payment-labels";

export type TContributionKind = "fcra_donation" | "lmf_fee";

export type TContribution = {
  kind: TContributionKind;
  id: number;
  referenceNo: string;
  status: "pending_payment" | "paid" | "failed" | "cancelled";
  /** Whole paise of the pledged amount. */
  amountPaise: number;
  currency: string;
  donorName: string;
  donorAddress: string;
  donorPan: string | null;
  email: string;
  phone: string;
  /** A foreign source under the FCRA: receipted only in the FCRA series. */
  foreignSource: boolean;
};

type TDb = Pick<Prisma.TransactionClient, "fcraDonation" | "lmfApplication">;

/**
 * Locks the donation or LMF application a payment pays for, until the transaction ends. Every step
 * that reads whether it is paid and then acts on that (a success numbering its receipt, a refund
 * cancelling it) takes this lock first, after the payment's own row lock: two orders of one pledge
 * answered at once then take turns, and the second sees the first's "paid" (one receipt, not two).
 */
export const lockContribution = async (
  tx: Pick<Prisma.TransactionClient, "$queryRaw">,
  payment: { fcraDonationId: number | null; lmfApplicationId: number | null },
) => {
  if (payment.fcraDonationId !== null)
    await tx.$queryRaw`SELECT "id" FROM "FcraDonation" WHERE "id" = ${payment.fcraDonationId} FOR UPDATE`;
  else if (payment.lmfApplicationId !== null)
    await tx.$queryRaw`SELECT "id" FROM "LmfApplication" WHERE "id" = ${payment.lmfApplicationId} FOR UPDATE`;
};

/** Decimal(14,2) -> paise, from its exact text (never through a float). */
export const decimalToPaise = (value: { toFixed: (digits: number) => string }): number => rupeesTextToPaise(value.toFixed(2));

const joinAddress = (row: {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
}) =>
  [row.addressLine1, row.addressLine2, row.city, [row.state, row.postalCode].filter(Boolean).join(" "), row.country]
    .filter(Boolean)
    .join(", ");

/**
 * Under the FCRA a foreign source is a foreign national or an organisation registered abroad;
 * Indian citizens, NRIs included, are not (docs/decisions.md, "FCRA donations").
 */
export const isForeignSource = (row: { donorType: string; country: string }) =>
  row.donorType === "foreign_national" || (row.donorType === "organisation" && row.country !== "IN");

type TContactRow = Parameters<typeof joinAddress>[0] & {
  id: number;
  referenceNo: string;
  status: TContribution["status"];
  amount: { toFixed: (digits: number) => string };
  currency: string;
  pan: string | null;
  email: string;
  phone: string;
};

/** What both kinds of record share, read the same way. */
const fromRow = (kind: TContributionKind, row: TContactRow, donorName: string, foreignSource: boolean): TContribution => ({
  kind,
  id: row.id,
  referenceNo: row.referenceNo,
  status: row.status,
  amountPaise: decimalToPaise(row.amount),
  currency: row.currency,
  donorName,
  donorAddress: joinAddress(row),
  donorPan: row.pan,
  email: row.email,
  phone: row.phone,
  foreignSource,
});

/** The contribution a reference number names, or 404. */
export const loadContribution = async (db: TDb, referenceNo: string): Promise<TContribution> => {
  const kind = kindOfReference(referenceNo);
  if (kind === "fcra_donation") {
    const row = await db.fcraDonation.findUnique({ where: { referenceNo } });
    if (row) {
      const name = row.donorType === "organisation" && row.organisationName ? row.organisationName : row.donorName;
      return fromRow(kind, row, name, isForeignSource(row));
    }
  }
  if (kind === "lmf_fee") {
    const row = await db.lmfApplication.findUnique({ where: { referenceNo } });
    if (row) return fromRow(kind, row, row.applicantName, false);
  }
  throw fieldError("NOT_FOUND", "id", `no donation or LMF application has the reference ${referenceNo.slice(0, 40)}`);
};

/** Marks the contribution paid (inside the payment's transaction). */
export const markContributionPaid = async (db: TDb, contribution: Pick<TContribution, "kind" | "id">) => {
  if (contribution.kind === "fcra_donation")
    await db.fcraDonation.update({ where: { id: contribution.id }, data: { status: "paid" } });
  else await db.lmfApplication.update({ where: { id: contribution.id }, data: { status: "paid" } });
};
