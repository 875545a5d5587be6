// Attachments of a mass mail: uploaded first (POST /api/storage/postmassmailerfiles, Admin only,
// the "massmailer" folder that only the Admin may read), recorded as unclaimed uploads, claimed by
// the mailing that sends them; uploads no mailing claims are removed after a day (the hourly job of
// lib/content/visitor-uploads.ts). Files are checked by content: png, jpeg, gif or pdf.
import type { Readable } from "node:stream";
import { z } from "zod";
import { recordVisitorUploads } from "../content/visitor-uploads";
import { AppError } from "../http/errors";
import { AttachmentError } from "../mail/mail-failure";
import { parseMultipart, removeStored, storeFiles } from "../http/multipart";
import { contentTypeForName, getStorage, ZStoredName } from "../storage";
import { forbiddenCharacter } from "../validation/text";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "./attachment-limits";

export const MASSMAIL_FOLDER = "massmailer" as const;
export { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_ATTACHMENTS_TOTAL_BYTES } from "./attachment-limits";

export type TAttachment = { name: string; fileName: string; size: number; contentType: string };

/** A name a mail client may show: no path, no control characters, at most 100 characters. */
export const safeFileName = (original: string | null, fallback: string) => {
  const base = (original ?? "").split(/[\\/]/).pop() ?? "";
  const clean = forbiddenCharacter(base) ? "" : base.replace(/["<>|*?]/g, "_").trim();
  return (clean || fallback).slice(-100);
};

export const ZAttachmentRef = z
  .object({ name: ZStoredName, fileName: z.string().max(200).optional() })
  .transform((value) => ({ name: value.name, fileName: safeFileName(value.fileName ?? null, value.name) }));

const FILE_FIELDS = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`file${index}`, { kind: "document" as const }]));

export const uploadMassMailFiles = async (req: Request): Promise<TAttachment[]> => {
  const upload = await parseMultipart(req, {
    files: FILE_FIELDS,
    maxFiles: MAX_ATTACHMENTS,
    maxFileBytes: MAX_ATTACHMENT_BYTES,
  });
  try {
    if (upload.files.length === 0)
      throw new AppError("BAD_REQUEST", "file0: choose a file to attach", {
        fields: [{ field: "file0", message: "Choose a file to attach" }],
      });
    const names = await storeFiles(upload.files, MASSMAIL_FOLDER);
    try {
      await recordVisitorUploads(MASSMAIL_FOLDER, names);
    } catch (error) {
      await removeStored(MASSMAIL_FOLDER, names);
      throw error;
    }
    return upload.files.map((file, index) => ({
      name: names[index]!,
      fileName: safeFileName(file.originalName, names[index]!),
      size: file.size,
      contentType: file.contentType,
    }));
  } finally {
    await upload.cleanup();
  }
};

const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

export type TLoadedAttachment = { filename: string; content: Buffer; contentType: string };

/** The files as nodemailer attachments, read once per sending slice; a file gone is an AttachmentError. */
export const loadAttachments = async (attachments: readonly TAttachment[]): Promise<TLoadedAttachment[]> => {
  const storage = getStorage();
  const loaded: TLoadedAttachment[] = [];
  for (const attachment of attachments) {
    const file = await storage.get(MASSMAIL_FOLDER, attachment.name);
    if (!file) throw new AttachmentError(`the attachment ${attachment.fileName} (${attachment.name}) is missing from storage`);
    loaded.push({
      filename: attachment.fileName,
      content: await readAll(file.body),
      contentType: attachment.contentType || contentTypeForName(attachment.name),
    });
  }
  return loaded;
};

/** Stored attachments as kept in MassMail.attachments (JSON). */
export const ZStoredAttachments = z.array(
  z.object({ name: z.string(), fileName: z.string(), size: z.number(), contentType: z.string() }),
);
