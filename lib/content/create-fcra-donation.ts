// Records a donation pledge from the FCRA page, pending payment, under a new reference number, and
// queues its acknowledgement mail (reference, amount, pay-later link) in the same transaction,
// unless its address has had the day's acknowledgements (mayAcknowledgePledge).
import { getDb } from "../db/client";
import { mayAcknowledgePledge, queuePledgeAcknowledgement } from "../payments/pledge-acknowledgement";
import { toReceipt } from "./contribution-shapes";
import { parseFcraDonationInput } from "./fcra-donation-input";
import { recordOnce, replayPledge, type TPledgeResult } from "./pledge-replay";
import { allocateReferenceNo } from "./reference-number";
import { financialYearOf } from "./year";

/**
 * `input` is the submitted form as received; it is validated here (400 with every field). `origin`
 * is the site's (siteOrigin), for the mail's link. Answers the receipt and the address it is mailed to;
 * a form sent again (same idempotencyKey) gets the first send's pledge (pledge-replay.ts).
 */
export const createFcraDonation = async ({
  input,
  origin,
  now = new Date(),
}: {
  input: unknown;
  origin: string;
  now?: Date;
}): Promise<TPledgeResult> => {
  const data = parseFcraDonationInput(input);
  const financialYear = financialYearOf(now);
  const prisma = await getDb();
  const sent = { email: data.email, amount: data.amount, currency: data.currency };
  return recordOnce(prisma, "fcra", data.idempotencyKey, sent, () =>
    prisma.$transaction(async (tx) => {
      const mailed = await mayAcknowledgePledge(tx, data.email, now);
      // After the address's lock: a resend of the same form waited for the first send to commit.
      const earlier = await replayPledge(tx, "fcra", data.idempotencyKey, sent);
      if (earlier) return earlier;
      const referenceNo = await allocateReferenceNo(tx, "FCRA", financialYear);
      const created = await tx.fcraDonation.create({
        data: { ...data, referenceNo, financialYear, consent: true, consentAt: now, status: "pending_payment" },
        select: { id: true, referenceNo: true, amount: true, currency: true, financialYear: true },
      });
      if (mailed) await queuePledgeAcknowledgement(tx, { referenceNo, origin });
      return { receipt: toReceipt(created), email: data.email, mailed };
    }),
  );
};
