// Records a donation pledge from the FCRA page, pending payment, under a new reference number, and
// queues its acknowledgement mail (reference, amount, pay-later link) in the same transaction,
// unless its address has had the day's acknowledgements (mayAcknowledgePledge).
import { getDb } from "../db/client";
import { mayAcknowledgePledge, queuePledgeAcknowledgement } from "../payments/pledge-acknowledgement";
import { toReceipt, type TContributionReceipt } from "./contribution-shapes";
import { parseFcraDonationInput } from "./fcra-donation-input";
import { allocateReferenceNo } from "./reference-number";
import { financialYearOf } from "./year";

/**
 * `input` is the submitted form as received; it is validated here (400 with every field). `origin`
 * is the site's (siteOrigin), for the mail's link. Answers the receipt and the address it is mailed to.
 */
export const createFcraDonation = async ({
  input,
  origin,
  now = new Date(),
}: {
  input: unknown;
  origin: string;
  now?: Date;
}): Promise<{ receipt: TContributionReceipt; email: string; mailed: boolean }> => {
  const data = parseFcraDonationInput(input);
  const financialYear = financialYearOf(now);
  const prisma = await getDb();
  const row = await prisma.$transaction(async (tx) => {
    const mailed = await mayAcknowledgePledge(tx, data.email, now);
    const referenceNo = await allocateReferenceNo(tx, "FCRA", financialYear);
    const created = await tx.fcraDonation.create({
      data: { ...data, referenceNo, financialYear, consent: true, consentAt: now, status: "pending_payment" },
      select: { id: true, referenceNo: true, amount: true, currency: true, financialYear: true },
    });
    if (mailed) await queuePledgeAcknowledgement(tx, { referenceNo, origin });
    return { created, mailed };
  });
  return { receipt: toReceipt(row.created), email: data.email, mailed: row.mailed };
};
