// PDFs made for a member to fetch later (the JSON form of generatepdfforurl, the directory job),
// kept in the storage folder "reports". A stored name carries its owner and 128 random bits
// (m12-directory-<hex>.pdf): only that member reads it (GET /api/reports/pdffile/{name}), and a
// name cannot be guessed. Each is recorded in StoredReportPdf and removed by the hourly maintenance
// job (lib/jobs/definitions.ts) once its lifetime is over; asking for it after that is a 404. The
// same job removes a file of the folder that has no record once it is as old (removeOrphanReportPdfs).
import { randomBytes } from "node:crypto";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { getStorage, isSafeStoredName, type TStorage } from "../storage";

export const REPORTS_FOLDER = "reports" as const;

/** How long a stored report PDF can be fetched (docs/decisions.md): long enough to come back for it. */
export const REPORT_PDF_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const NAME = /^m(\d{1,9})-([a-z]{1,20})-([0-9a-f]{32})\.pdf$/;

export const storedPdfUrl = (name: string) => `/api/reports/pdffile/${name}`;

/**
 * Stores `pdf` for `memberId` and answers its stored name. Recorded before the put, so no file is
 * ever in storage without a record (a crash in between leaves only a record, which the prune
 * clears); a failed put takes its record back.
 */
export const storeMemberPdf = async (memberId: number, kind: string, pdf: Uint8Array): Promise<string> => {
  const name = `m${memberId}-${kind}-${randomBytes(16).toString("hex")}.pdf`;
  const prisma = await getDb();
  await prisma.storedReportPdf.create({ data: { name } });
  try {
    await getStorage().put(REPORTS_FOLDER, name, Buffer.from(pdf), { contentType: "application/pdf", size: pdf.byteLength });
  } catch (error) {
    // Should this fail too, the prune clears the record later: deleting a missing file is no error.
    await prisma.storedReportPdf.deleteMany({ where: { name } }).catch(() => {});
    throw error;
  }
  return name;
};

/** When a stored report PDF will be removed, or null when it is gone already. */
export const storedPdfExpiry = async (name: string): Promise<Date | null> => {
  const row = await (await getDb()).storedReportPdf.findUnique({ where: { name }, select: { storedAt: true } });
  return row ? new Date(row.storedAt.getTime() + REPORT_PDF_LIFETIME_MS) : null;
};

/**
 * Deletes report PDFs past their lifetime, from the table first and then from storage (as visitor
 * uploads are removed); a file that storage fails to delete is recorded again for the next run.
 */
export const removeExpiredReportPdfs = async ({
  now = new Date(),
  storage = getStorage(),
}: { now?: Date; storage?: TStorage } = {}) => {
  const prisma = await getDb();
  const cutoff = new Date(now.getTime() - REPORT_PDF_LIFETIME_MS);
  // One statement: two instances running the job at once never both take the same row.
  const expired = await prisma.$queryRaw<{ name: string; storedAt: Date }[]>`
    DELETE FROM "StoredReportPdf" WHERE "storedAt" < ${cutoff} RETURNING "name", "storedAt"`;
  const failed: typeof expired = [];
  for (const row of expired) {
    try {
      await storage.delete(REPORTS_FOLDER, row.name);
    } catch (error) {
      console.error(`could not remove expired report PDF ${REPORTS_FOLDER}/${row.name}`, error);
      failed.push(row);
    }
  }
  if (failed.length) await prisma.storedReportPdf.createMany({ data: failed, skipDuplicates: true });
  return { removed: expired.length - failed.length, failed: failed.length };
};

/** Names checked against StoredReportPdf per query when looking for unrecorded files. */
const ORPHAN_BATCH = 500;

/**
 * Deletes files of the reports folder older than the lifetime that have no StoredReportPdf row:
 * PDFs stored before the table existed, or whose row went missing. Run after
 * removeExpiredReportPdfs, so a file it failed to delete has its row again and is left to it. A
 * younger unrecorded file is kept: its row may be on its way. One failed delete is logged and the
 * rest go on; a failed listing throws (the job fails and runs again).
 */
export const removeOrphanReportPdfs = async ({
  now = new Date(),
  storage = getStorage(),
  batchSize = ORPHAN_BATCH,
}: { now?: Date; storage?: TStorage; batchSize?: number } = {}) => {
  const prisma = await getDb();
  const cutoff = now.getTime() - REPORT_PDF_LIFETIME_MS;
  let removed = 0;
  let failed = 0;
  const sweep = async (names: string[]) => {
    const rows = await prisma.storedReportPdf.findMany({ where: { name: { in: names } }, select: { name: true } });
    const recorded = new Set(rows.map((row) => row.name));
    for (const name of names) {
      if (recorded.has(name)) continue;
      try {
        await storage.delete(REPORTS_FOLDER, name);
        removed += 1;
      } catch (error) {
        console.error(`could not remove unrecorded report PDF ${REPORTS_FOLDER}/${name}`, error);
        failed += 1;
      }
    }
  };
  let batch: string[] = [];
  for await (const file of storage.list(REPORTS_FOLDER)) {
    if (file.lastModified.getTime() >= cutoff) continue;
    batch.push(file.name);
    if (batch.length >= batchSize) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length) await sweep(batch);
  return { removed, failed };
};

/** A stored report PDF's name, if `session` owns it; anyone else is told it does not exist. */
export const assertOwnsStoredPdf = (session: Pick<TSession, "memberId">, name: string) => {
  const match = NAME.exec(name);
  if (!match || !isSafeStoredName(name) || Number(match[1]) !== session.memberId)
    throw new AppError("NOT_FOUND", "File not found");
};
