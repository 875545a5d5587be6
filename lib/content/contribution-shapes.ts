// Selects and serializers of FCRA donations and LMF applications (Admin lists), and the short
// receipt a donor or applicant gets back.
import type { Prisma } from "../db/generated/client";
import type { TFcraDonation, TLmfApplication } from "./types";
import { formatYear } from "./year";

/** The contact block both kinds of record keep: e-mail, phone and postal address. */
const CONTACT_SELECT = {
  email: true,
  phone: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  state: true,
  postalCode: true,
  country: true,
} as const;

export const fcraDonationSelect = {
  id: true,
  referenceNo: true,
  donorType: true,
  donorName: true,
  organisationName: true,
  registrationNumber: true,
  ...CONTACT_SELECT,
  nationality: true,
  pan: true,
  passportNumber: true,
  amount: true,
  currency: true,
  purpose: true,
  financialYear: true,
  consent: true,
  status: true,
  createdAt: true,
} satisfies Prisma.FcraDonationSelect;

export const toFcraDonation = (row: Prisma.FcraDonationGetPayload<{ select: typeof fcraDonationSelect }>): TFcraDonation => ({
  ...row,
  amount: row.amount.toNumber(),
  financialYearString: formatYear(row.financialYear),
  createdAt: row.createdAt.toISOString(),
});

export const lmfApplicationSelect = {
  id: true,
  referenceNo: true,
  applicantName: true,
  dateOfBirth: true,
  ...CONTACT_SELECT,
  pan: true,
  tableNo: true,
  circleNo: true,
  memberId: true,
  documents: true,
  amount: true,
  currency: true,
  financialYear: true,
  consent: true,
  status: true,
  createdAt: true,
} satisfies Prisma.LmfApplicationSelect;

export const toLmfApplication = (
  row: Prisma.LmfApplicationGetPayload<{ select: typeof lmfApplicationSelect }>,
): TLmfApplication => ({
  ...row,
  dateOfBirth: row.dateOfBirth ? row.dateOfBirth.toISOString().slice(0, 10) : null,
  amount: row.amount.toNumber(),
  currency: "INR",
  financialYearString: formatYear(row.financialYear),
  createdAt: row.createdAt.toISOString(),
});

/** What the public form gets back: enough to quote and to pay later, nothing more. */
export type TContributionReceipt = {
  id: number;
  referenceNo: string;
  amount: number;
  /** The amount exactly, with two decimals ("250.50"): what the payment call repeats. */
  amountText: string;
  currency: string;
  status: "pending_payment";
  financialYearString: string;
};

export const toReceipt = (row: {
  id: number;
  referenceNo: string;
  amount: Prisma.Decimal;
  currency: string;
  financialYear: number;
}): TContributionReceipt => ({
  id: row.id,
  referenceNo: row.referenceNo,
  amount: row.amount.toNumber(),
  amountText: row.amount.toFixed(2),
  currency: row.currency,
  status: "pending_payment",
  financialYearString: formatYear(row.financialYear),
});
