// Files uploaded before the form that uses them is sent (LMF documents by visitors, blog images by
// the Admin): recorded when stored, claimed by the record that references them, and removed when
// nobody claims them within a day (the hourly job in lib/jobs/definitions.ts).
import { getDb } from "../db/client";
import { durationInWords } from "../duration-words";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { holdBlogFilesForRemoval } from "./blog-files-lock";
import { getStorage, type TStorage, type TStorageFolder } from "../storage";

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Named from the TTL itself ("more than a day"), so the two cannot drift apart. */
export const EXPIRED_UPLOAD_MESSAGE = `A document was uploaded more than ${durationInWords(UNCLAIMED_UPLOAD_TTL_MS)} ago and has expired; please upload it again`;

export const recordVisitorUploads = async (folder: TStorageFolder, names: readonly string[], now = new Date()) => {
  const prisma = await getDb();
  await prisma.visitorUpload.createMany({ data: names.map((name) => ({ folder, name, uploadedAt: now })) });
};

/**
 * Marks the uploads as used, inside the caller's transaction: every name must have been uploaded
 * through the form, within UNCLAIMED_UPLOAD_TTL_MS, and not be claimed yet (so a name cannot be
 * reused, nor guessed from another application), else 400 on `field` and the transaction rolls
 * back. An expired row may still be there (the hourly job has not run yet, or it is recorded again
 * after a failed delete that may have removed the file), but its file may be gone at any time.
 */
export const claimVisitorUploads = async (
  tx: Prisma.TransactionClient,
  { folder, names, field, now = new Date() }: { folder: TStorageFolder; names: readonly string[]; field: string; now?: Date },
) => {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  const { count } = await tx.visitorUpload.updateMany({
    where: { folder, name: { in: [...names] }, claimedAt: null, uploadedAt: { gte: cutoff } },
    data: { claimedAt: now },
  });
  if (count === new Set(names).size) return;
  const expired = await tx.visitorUpload.count({
    where: { folder, name: { in: [...names] }, claimedAt: null, uploadedAt: { lt: cutoff } },
  });
  const message = expired ? EXPIRED_UPLOAD_MESSAGE : "A document was not found or is already used; please upload it again";
  throw new AppError("BAD_REQUEST", `${field}: ${message}`, { fields: [{ field, message }] });
};

/**
 * Marks as used, inside the saving transaction, the blog images a post or news item shows. Never
 * refuses: an image may be shown by several records, or predate the records of uploads.
 */
export const claimBlogUploads = async (tx: Prisma.TransactionClient, names: readonly string[], now = new Date()) => {
  if (names.length === 0) return;
  await tx.visitorUpload.updateMany({
    where: { folder: "blog", name: { in: [...names] }, claimedAt: null },
    data: { claimedAt: now },
  });
};

/**
 * After blog images no record shows any more were deleted from storage: the records of those
 * deleted go, and those storage failed to delete are recorded unclaimed, so the hourly job tries again.
 */
export const settleRemovedBlogUploads = async (
  prisma: Prisma.TransactionClient,
  { removed, failed, now = new Date() }: { removed: readonly string[]; failed: readonly string[]; now?: Date },
) => {
  if (removed.length > 0) await prisma.visitorUpload.deleteMany({ where: { folder: "blog", name: { in: [...removed] } } });
  if (failed.length === 0) return;
  await prisma.visitorUpload.updateMany({ where: { folder: "blog", name: { in: [...failed] } }, data: { claimedAt: null } });
  await prisma.visitorUpload.createMany({
    data: failed.map((name) => ({ folder: "blog", name, uploadedAt: now })),
    skipDuplicates: true,
  });
};

type TExpired = { folder: string; name: string; uploadedAt: Date };

/**
 * Deletes the rows unclaimed since before `cutoff` (of the blog folder, or of the others), then
 * their files. The DELETE is conditional, so a row a record claimed first stays, and a claim that
 * comes after finds no row (400); only files of rows this call deleted are removed. A file storage
 * fails to delete is recorded again for the next run.
 */
const removeExpired = async (
  db: Prisma.TransactionClient,
  { cutoff, blog, storage }: { cutoff: Date; blog: boolean; storage: TStorage },
) => {
  const expired = await db.$queryRaw<TExpired[]>`
    DELETE FROM "VisitorUpload"
    WHERE "claimedAt" IS NULL AND "uploadedAt" < ${cutoff} AND ("folder" = 'blog') = ${blog}
    RETURNING "folder", "name", "uploadedAt"`;
  const failed: TExpired[] = [];
  for (const row of expired) {
    try {
      await storage.delete(row.folder as TStorageFolder, row.name);
    } catch (error) {
      console.error(`could not remove unclaimed upload ${row.folder}/${row.name}`, error);
      failed.push(row);
    }
  }
  if (failed.length) await db.visitorUpload.createMany({ data: failed, skipDuplicates: true });
  return { removed: expired.length - failed.length, failed: failed.length };
};

/**
 * Deletes uploads unclaimed for a day. Blog images are deleted under the lock that saves showing
 * them take (blog-files-lock.ts): a save checks that an image is stored and claims it only when it
 * commits, so without the lock the job could delete one a save had just checked.
 */
export const removeUnclaimedUploads = async ({
  now = new Date(),
  storage = getStorage(),
}: { now?: Date; storage?: TStorage } = {}) => {
  const prisma = await getDb();
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  const others = await removeExpired(prisma, { cutoff, blog: false, storage });
  const blog = await prisma.$transaction(
    async (tx) => {
      await holdBlogFilesForRemoval(tx);
      return removeExpired(tx, { cutoff, blog: true, storage });
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  return { removed: others.removed + blog.removed, failed: others.failed + blog.failed };
};
