// GET /api/paymentgateway/form10bd/{year} (Admin): the financial year's 80G receipts shaped like the
// Income Tax department's Form 10BD "Part B - details of donors and donations" CSV template, one row
// per receipt of the domestic ledger that was not cancelled, in receipt-number order. FCRA receipts
// are not 80G gifts and never appear. Two columns the issue asks for (receipt number and date) and a
// remark follow the template's own; the secretariat drops them when it pastes into the template.
import { getDb } from "../db/client";
import { formatYear } from "../content/year";
import { getEnv } from "../env";
import { csvResponse, type TCsvColumn } from "../reports/csv";
import { paiseToRupeesText } from "./gateway";
import type { TPaymentPurposeCode } from "./payment-labels";
import { istDate } from "../india-time";

/** The template's fixed answers for an online gift to an 80G trust. */
export const FORM_10BD = {
  idCodePan: "Permanent Account Number",
  sectionCode: "Section 80G",
  modeOfReceipt: "Electronic modes including account payee cheque/draft",
} as const;

type TDonationType = "Corpus" | "Specific grant" | "Others";

/**
 * The template's Donation Type (Corpus, Specific grant or Others) by what was paid for: the LMF fee
 * goes to the foundation's corpus, as /becomealmf tells the applicant; a donation stays Others.
 */
export const DONATION_TYPES: Record<TPaymentPurposeCode, TDonationType> = { lmf_fee: "Corpus", fcra_donation: "Others" };

export type TForm10bdRow = {
  serial: number;
  pan: string | null;
  donorName: string;
  donorAddress: string;
  /** Rupees as text ("5000.00"); null for a receipt in another currency. */
  amountInr: string | null;
  receiptNo: string;
  receivedAt: Date;
  donationType: TDonationType;
  remark: string;
  urn: string;
};

export const getForm10bdRows = async (financialYear: number): Promise<TForm10bdRow[]> => {
  const prisma = await getDb();
  const urn = getEnv().TRUST_80G_NUMBER;
  const receipts = await prisma.receipt.findMany({
    where: { ledger: "domestic", financialYear, cancelledAt: null },
    orderBy: { serial: "asc" },
    select: {
      receiptNo: true,
      donorName: true,
      donorAddress: true,
      donorPan: true,
      amountPaise: true,
      currency: true,
      receivedAt: true,
      payment: { select: { purpose: true } },
    },
  });
  return receipts.map((receipt, index) => {
    const paid = paiseToRupeesText(Number(receipt.amountPaise));
    const inr = receipt.currency === "INR";
    const pan = receipt.donorPan?.trim().toUpperCase() || null;
    return {
      serial: index + 1,
      pan,
      donorName: receipt.donorName,
      donorAddress: receipt.donorAddress,
      amountInr: inr ? paid : null,
      receiptNo: receipt.receiptNo,
      receivedAt: receipt.receivedAt,
      donationType: DONATION_TYPES[receipt.payment.purpose],
      remark: [
        inr ? "" : `Paid ${receipt.currency} ${paid}: enter the rupees the bank credited`,
        pan ? "" : "No PAN on the receipt: enter the donor's Aadhaar or other ID",
      ]
        .filter(Boolean)
        .join("; "),
      urn,
    };
  });
};

const COLUMNS: TCsvColumn<TForm10bdRow>[] = [
  { header: "Sr. No.", value: (row) => row.serial },
  { header: "Pre Acknowledgement Number", value: () => "" },
  { header: "ID Code", value: (row) => (row.pan ? FORM_10BD.idCodePan : "") },
  { header: "Unique Identification Number", value: (row) => row.pan },
  { header: "Section Code", value: () => FORM_10BD.sectionCode },
  { header: "Unique Registration Number (URN)", value: (row) => row.urn },
  { header: "Date of Issuance of Unique Registration Number", value: () => "" },
  { header: "Name of donor", value: (row) => row.donorName },
  { header: "Address of donor", value: (row) => row.donorAddress },
  { header: "Donation Type", value: (row) => row.donationType },
  { header: "Mode of receipt", value: () => FORM_10BD.modeOfReceipt },
  { header: "Amount of donation (Indian rupees)", value: (row) => row.amountInr },
  { header: "Receipt Number", value: (row) => row.receiptNo },
  { header: "Date of receipt", value: (row) => istDate(row.receivedAt) },
  { header: "Remarks", value: (row) => row.remark },
];

export const form10bdFileName = (financialYear: number) => `form10bd-${formatYear(financialYear)}.csv`;

export const form10bdCsv = (financialYear: number, rows: TForm10bdRow[]) =>
  csvResponse(form10bdFileName(financialYear), COLUMNS, rows);
