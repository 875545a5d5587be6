// The unsubscribe link's effect: the address is recorded in MailOptOut, and later mailings that
// are not essential skip it, as do the copies not yet sent of such mailings under way.
import { getDb } from "../db/client";
import { fieldError } from "../http/errors";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export const recordOptOut = async (token: string): Promise<{ email: string }> => {
  const email = verifyUnsubscribeToken(token);
  if (!email) throw fieldError("BAD_REQUEST", "token", "this unsubscribe link is not valid");
  const prisma = await getDb();
  await prisma.$transaction([
    prisma.mailOptOut.upsert({ where: { email }, update: {}, create: { email } }),
    prisma.massMailRecipient.updateMany({
      where: { email, status: "PENDING", massMail: { essential: false, status: "SENDING" } },
      data: { status: "SKIPPED", lastError: "unsubscribed" },
    }),
  ]);
  return { email };
};
