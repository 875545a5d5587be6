// The lock that keeps removals of uploaded blog images (storage folder `blog`) apart from the saves
// that start showing them: without it, a removal that read the references before a save committed
// deleted a file the save then showed (a broken image on the public page).
import type { Prisma } from "../db/generated/client";

/** Any constant (apart from the audit trail's): the advisory lock on the folder's files. */
const BLOG_FILES_LOCK_KEY = 7_402_122;

/**
 * Taken, shared, by a save that may newly show an uploaded image, before it checks that storage
 * has it, and held until it commits. Removals (removeUnusedBlogFiles, the hourly job) hold it
 * exclusive while they decide and delete: a removal then sees every save that checked a file, and
 * a save that comes later finds the file gone (400) instead of showing a deleted one.
 */
export const holdBlogFilesForSave = async (tx: Prisma.TransactionClient) => {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(${BLOG_FILES_LOCK_KEY}::bigint)`;
};

/** Taken exclusive by the code that deletes files of the folder; see holdBlogFilesForSave. */
export const holdBlogFilesForRemoval = async (tx: Prisma.TransactionClient) => {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${BLOG_FILES_LOCK_KEY}::bigint)`;
};
