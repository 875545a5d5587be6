// Records a become-a-life-member-friend application, pending payment of the LMF contribution, and
// queues its acknowledgement mail (reference, amount, pay-later link) in the same transaction,
// unless its address has had the day's acknowledgements (mayAcknowledgePledge).
import { getDb } from "../db/client";
import { AppError, type TFieldError } from "../http/errors";
import { mayAcknowledgePledge, queuePledgeAcknowledgement } from "../payments/pledge-acknowledgement";
import { getStorage, type TStorage } from "../storage";
import { toReceipt } from "./contribution-shapes";
import { ZAmount } from "./identity-rules";
import { parseLmfApplicationInput, type TLmfApplicationInput } from "./lmf-application-input";
import { getLmfValue } from "./lmf-value";
import { claimVisitorUploads } from "./visitor-uploads";
import { recordOnce, replayPledge, type TPledgeResult } from "./pledge-replay";
import { allocateReferenceNo } from "./reference-number";
import { financialYearOf } from "./year";

/** `origin` is the site's (siteOrigin), for the acknowledgement mail's link. */
type TCreateLmf = { input: unknown; origin: string; memberId?: number | null; now?: Date; storage?: TStorage };

/** The table or circle must exist; the documents must have been uploaded; a sent amount must be the LMF value. */
const checkReferences = async (data: TLmfApplicationInput, rawAmount: unknown, lmfValue: number, storage: TStorage) => {
  const prisma = await getDb();
  const errors: TFieldError[] = [];
  if (data.tableNo !== null && !(await prisma.table.findUnique({ where: { tableNo: data.tableNo }, select: { id: true } })))
    errors.push({ field: "tableNo", message: `There is no table ${data.tableNo}` });
  if (data.circleNo !== null && !(await prisma.circle.findUnique({ where: { circleNo: data.circleNo }, select: { id: true } })))
    errors.push({ field: "circleNo", message: `There is no circle ${data.circleNo}` });
  const present = await Promise.all(data.documents.map((name) => storage.exists("lmf", name)));
  if (present.includes(false)) errors.push({ field: "documents", message: "A document was not found; please upload it again" });
  // Read as the donation form reads amounts ("25,000", "25000.00"), not by Number(), which made
  // "25,000" NaN and then answered that the contribution is ₹25,000.
  const sent = ZAmount.safeParse(rawAmount);
  if (rawAmount !== undefined && rawAmount !== null && rawAmount !== "" && !(sent.success && sent.data === lmfValue))
    errors.push({ field: "amount", message: `The LMF contribution is ₹${lmfValue.toLocaleString("en-IN")}` });
  if (errors.length > 0) throw new AppError("BAD_REQUEST", `${errors[0]!.field}: ${errors[0]!.message}`, { fields: errors });
};

/** Answers the receipt and the address the acknowledgement is mailed to. */
export const createLmfApplication = async ({
  input,
  origin,
  memberId = null,
  now = new Date(),
  storage = getStorage(),
}: TCreateLmf): Promise<TPledgeResult> => {
  const data = parseLmfApplicationInput(input, now);
  const prisma = await getDb();
  const sent = { email: data.email };
  // A resend of a recorded form: its documents are claimed already, so answer before checking them.
  const recorded = await replayPledge(prisma, "lmf", data.idempotencyKey, sent);
  if (recorded) return recorded;
  const { lmfValue } = await getLmfValue();
  await checkReferences(data, data.amount, lmfValue, storage);
  const financialYear = financialYearOf(now);
  return recordOnce(prisma, "lmf", data.idempotencyKey, sent, () =>
    prisma.$transaction(async (tx) => {
      const mailed = await mayAcknowledgePledge(tx, data.email, now);
      // After the address's lock: a resend of the same form waited for the first send to commit.
      const earlier = await replayPledge(tx, "lmf", data.idempotencyKey, sent);
      if (earlier) return earlier;
      await claimVisitorUploads(tx, { folder: "lmf", names: data.documents, field: "documents", now });
      const referenceNo = await allocateReferenceNo(tx, "LMF", financialYear);
      const created = await tx.lmfApplication.create({
        data: {
          ...data,
          referenceNo,
          memberId,
          amount: lmfValue,
          currency: "INR",
          financialYear,
          consent: true,
          consentAt: now,
          status: "pending_payment",
        },
        select: { id: true, referenceNo: true, amount: true, currency: true, financialYear: true },
      });
      if (mailed) await queuePledgeAcknowledgement(tx, { referenceNo, origin });
      return { receipt: toReceipt(created), email: data.email, mailed };
    }),
  );
};
