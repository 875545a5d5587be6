// Sends a mass mail: checks the message, the audience and the attachments, then in one
// transaction writes the mailing (SENDING), one recipient row per distinct address (SKIPPED for
// those who unsubscribed, unless the mail is essential), the Admin's change record, and the jobs
// that send it. Nothing is sent from the request itself.
import { z } from "zod";
import { claimVisitorUploads } from "../content/visitor-uploads";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { formatCount } from "../format-count";
import { AppError, fieldError } from "../http/errors";
import { recordAdminChange } from "../members/admin-changes";
import { getStorage } from "../storage";
import { contentTypeForName } from "../storage/types";
import { zText } from "../validation/text";
import { attachmentsTotalError } from "./attachment-limits";
import { MASSMAIL_FOLDER, MAX_ATTACHMENTS, ZAttachmentRef, type TAttachment } from "./attachments";
import { assertAudience, findAudienceRecipients, splitOptedOut, ZAudience } from "./audience";
import { mailHtmlToText, MAX_MAIL_HTML_LENGTH, sanitizeMailHtml } from "./sanitize-mail-html";
import { enqueueMassMailChains } from "./send-slice";

export const ZSendMassMail = z.object({
  subject: zText({ max: 200 }),
  html: z.string().max(MAX_MAIL_HTML_LENGTH, { message: "the message is too long" }),
  essential: z.boolean().default(false),
  audience: ZAudience,
  attachments: z
    .array(ZAttachmentRef)
    .max(MAX_ATTACHMENTS, { message: `at most ${MAX_ATTACHMENTS} attachments` })
    // The same upload twice would go out twice in every copy (and count twice against the total).
    .refine((refs) => new Set(refs.map((ref) => ref.name)).size === refs.length, {
      message: "the same file is attached more than once",
    })
    .default([]),
});

export type TSendMassMail = z.infer<typeof ZSendMassMail>;

const describeAttachments = async (refs: TSendMassMail["attachments"]): Promise<TAttachment[]> => {
  const storage = getStorage();
  const described: TAttachment[] = [];
  for (const ref of refs) {
    const file = await storage.get(MASSMAIL_FOLDER, ref.name);
    if (!file) throw fieldError("BAD_REQUEST", "attachments", `${ref.fileName} was not found; please attach it again`);
    file.body.destroy();
    described.push({ ...ref, size: file.size ?? 0, contentType: contentTypeForName(ref.name) });
  }
  const tooLarge = attachmentsTotalError(described.reduce((sum, file) => sum + file.size, 0));
  if (tooLarge) throw fieldError("PAYLOAD_TOO_LARGE", "attachments", tooLarge);
  return described;
};

export const startMassMail = async ({ actorId, input }: { actorId: number; input: TSendMassMail }) => {
  const html = sanitizeMailHtml(input.html);
  if (mailHtmlToText(html) === "") throw fieldError("BAD_REQUEST", "html", "write the message");
  await assertAudience(input.audience);
  const { send, skip } = await splitOptedOut(await findAudienceRecipients(input.audience), input.essential);
  if (send.length === 0)
    throw fieldError(
      "BAD_REQUEST",
      "audience",
      skip.length ? "everyone in this audience has unsubscribed" : "nobody in this audience has an e-mail address",
    );
  const attachments = await describeAttachments(input.attachments);

  const prisma = await getDb();
  const now = new Date();
  const mailing = await prisma.$transaction(
    async (tx) => {
      if (attachments.length)
        await claimVisitorUploads(tx, {
          folder: MASSMAIL_FOLDER,
          names: attachments.map((file) => file.name),
          field: "attachments",
        });
      const created = await tx.massMail.create({
        data: {
          subject: input.subject,
          html,
          essential: input.essential,
          audience: input.audience as Prisma.InputJsonValue,
          attachments: attachments as Prisma.InputJsonValue,
          status: "SENDING",
          createdById: actorId,
          startedAt: now,
        },
        select: { id: true },
      });
      await tx.massMailRecipient.createMany({
        data: [
          ...send.map((recipient) => ({ massMailId: created.id, ...recipient })),
          ...skip.map((recipient) => ({
            massMailId: created.id,
            ...recipient,
            status: "SKIPPED" as const,
            lastError: "unsubscribed",
          })),
        ],
      });
      await recordAdminChange(tx, {
        actorId,
        action: "massMail.send",
        targetKind: "massMail",
        targetId: created.id,
        after: {
          subject: input.subject,
          essential: input.essential,
          audience: input.audience,
          recipients: send.length,
          skipped: skip.length,
          attachments: attachments.map((file) => file.fileName),
        },
      });
      await enqueueMassMailChains(tx, created.id);
      return created;
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  return { id: mailing.id, count: send.length, skipped: skip.length };
};

/** Refuses a mailing that does not exist (404). */
export const getMassMailOrThrow = async (id: number) => {
  const prisma = await getDb();
  const mailing = await prisma.massMail.findUnique({ where: { id }, select: { id: true, status: true } });
  if (!mailing) throw new AppError("NOT_FOUND", "No such mailing");
  return mailing;
};

/** The send's reply to the screen: "Sending to 1,23,456 addresses." (the count grouped the Indian way). */
export const sendingMessage = (count: number) => `Sending to ${formatCount(count)} addresses.`;
