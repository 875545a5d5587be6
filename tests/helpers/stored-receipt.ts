// A receipt PDF as a stored mail attachment, in a local upload folder of the test's own: what the
// mail tests send, read back from storage as SMTP delivery does.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TMailAttachment } from "@/lib/mail/send-mail";
import { getStorage } from "@/lib/storage";

export const RECEIPT_BYTES = Buffer.from("%PDF-1.4\nthe receipt's bytes\n%%EOF\n");

export const receiptAttachment = (fileName: string): TMailAttachment => ({
  filename: fileName,
  folder: "receipts",
  name: fileName,
  contentType: "application/pdf",
});

/**
 * Points storage at a new temporary folder (local driver) holding the attachment's bytes, for the
 * file's beforeAll; returns the folder, which the caller removes in afterAll.
 */
export const storeInTemporaryUploads = async (prefix: string, attachment: TMailAttachment): Promise<string> => {
  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  Object.assign(process.env, { UPLOAD_DIR: uploads, STORAGE_DRIVER: "local" });
  await getStorage().put(attachment.folder, attachment.name, RECEIPT_BYTES, { contentType: attachment.contentType });
  return uploads;
};
