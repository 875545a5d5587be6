// Records a donation pledge from the FCRA page, pending payment, under a new reference number.
import { getDb } from "../db/client";
import { toReceipt, type TContributionReceipt } from "./contribution-shapes";
import { parseFcraDonationInput } from "./fcra-donation-input";
import { allocateReferenceNo } from "./reference-number";
import { financialYearOf } from "./year";

/** `input` is the submitted form as received; it is validated here (400 with every field). */
export const createFcraDonation = async ({
  input,
  now = new Date(),
}: {
  input: unknown;
  now?: Date;
}): Promise<TContributionReceipt> => {
  const data = parseFcraDonationInput(input);
  const financialYear = financialYearOf(now);
  const prisma = await getDb();
  const row = await prisma.$transaction(async (tx) => {
    const referenceNo = await allocateReferenceNo(tx, "FCRA", financialYear);
    return tx.fcraDonation.create({
      data: { ...data, referenceNo, financialYear, consent: true, consentAt: now, status: "pending_payment" },
      select: { id: true, referenceNo: true, amount: true, currency: true, financialYear: true },
    });
  });
  return toReceipt(row);
};
