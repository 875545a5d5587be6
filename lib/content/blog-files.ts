// Uploaded images of the public content (storage folder `blog`, public at
// /api/content/files/blog/<name>) that a deleted or edited record referenced: removed from storage
// after the write has committed, once no record references them any more. Posts (cover and body),
// news thumbnails and the gallery's covers (copied into the same folder, lib/projects/gallery-entry.ts)
// share the folder, and a post's body may show any of them, so every column that may hold such a
// URL is checked.
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { fieldError } from "../http/errors";
import { getStorage, isSafeStoredName } from "../storage";
import { holdBlogFilesForRemoval, holdBlogFilesForSave } from "./blog-files-lock";
import { BLOG_FILE_PREFIX, blogFileUrl } from "./images";
import { settleRemovedBlogUploads } from "./visitor-uploads";

const FOLDER = "blog" as const;

const BLOG_FILE_URL = new RegExp(`${BLOG_FILE_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([A-Za-z0-9][A-Za-z0-9._-]*)`, "g");

/** The stored names of uploaded images in values: a cover or thumbnail URL, a body's HTML. */
export const blogFileNames = (...values: (string | null | undefined)[]): string[] => {
  const names = new Set<string>();
  for (const value of values)
    for (const match of value?.matchAll(BLOG_FILE_URL) ?? []) if (isSafeStoredName(match[1]!)) names.add(match[1]!);
  return [...names];
};

/** The names `before` referenced that `after` no longer does. */
export const droppedBlogFiles = (before: readonly string[], after: readonly string[]) =>
  before.filter((name) => !after.includes(name));

/**
 * Refuses a save (400 on `field`) that would newly show an uploaded image storage no longer has:
 * one left a day unsaved and removed by the hourly job, or one another record's edit removed while
 * this form was open. Saved, the public page would show a broken image. Only the names the record
 * did not show before are checked (`alreadyShown`), so a post that lost an image earlier can still
 * be edited. Runs in the saving transaction, which must then claim the files (claimBlogUploads).
 */
export const requireStoredBlogFiles = async (
  tx: Prisma.TransactionClient,
  { names, alreadyShown, field }: { names: readonly string[]; alreadyShown: readonly string[]; field: string },
) => {
  const storage = getStorage();
  const added = droppedBlogFiles(names, alreadyShown);
  if (added.length === 0) return;
  // Until this save commits, no removal decides about these files (blog-files-lock.ts).
  await holdBlogFilesForSave(tx);
  for (const name of added)
    if (!(await storage.exists(FOLDER, name)))
      throw fieldError("BAD_REQUEST", field, "An image here is no longer stored (it was removed); upload it again");
};

/** Every value of every column that may reference one of the URLs (a substring match, as in a body). */
const referencingValues = async (prisma: Prisma.TransactionClient, urls: string[]): Promise<string[]> => {
  const containing = <TColumn extends string>(column: TColumn) =>
    urls.map((url) => ({ [column]: { contains: url } }) as Record<TColumn, { contains: string }>);
  const [posts, news, summaries, projects, slides, recognitions] = await Promise.all([
    prisma.blogPost.findMany({
      where: { OR: [...containing("coverImage"), ...containing("bodyHtml")] },
      select: { coverImage: true, bodyHtml: true },
    }),
    prisma.newsItem.findMany({ where: { OR: containing("thumbnail") }, select: { thumbnail: true } }),
    prisma.gallerySummary.findMany({ where: { OR: containing("coverPhoto") }, select: { coverPhoto: true } }),
    prisma.galleryProject.findMany({ where: { OR: containing("coverPhoto") }, select: { coverPhoto: true } }),
    // Seeded with /images/... today; checked so that one pointed at an upload keeps it.
    prisma.slide.findMany({ where: { OR: containing("backgroundImage") }, select: { backgroundImage: true } }),
    prisma.recognition.findMany({ where: { OR: containing("image") }, select: { image: true } }),
  ]);
  return [
    ...posts.flatMap((row) => [row.coverImage ?? "", row.bodyHtml]),
    ...news.map((row) => row.thumbnail),
    ...summaries.map((row) => row.coverPhoto),
    ...projects.map((row) => row.coverPhoto),
    ...slides.map((row) => row.backgroundImage),
    ...recognitions.map((row) => row.image),
  ];
};

/**
 * After a delete or an edit has committed: deletes from storage the images among `names` that no
 * record references, and their upload records. Never throws (the write has succeeded): a failure is
 * logged, and a file storage failed to delete is left to the hourly job of unclaimed uploads.
 * Returns the names deleted.
 */
export const removeUnusedBlogFiles = async (names: readonly string[]): Promise<string[]> => {
  if (names.length === 0) return [];
  try {
    const prisma = await getDb();
    const storage = getStorage();
    return await prisma.$transaction(
      async (tx) => {
        await holdBlogFilesForRemoval(tx);
        const values = await referencingValues(tx, names.map(blogFileUrl));
        const unused = names.filter((name) => !values.some((value) => value.includes(blogFileUrl(name))));
        const removed: string[] = [];
        const failed: string[] = [];
        for (const name of unused) {
          try {
            await storage.delete(FOLDER, name);
            removed.push(name);
          } catch (error) {
            console.error(`could not remove unused blog image ${FOLDER}/${name}`, error);
            failed.push(name);
          }
        }
        await settleRemovedBlogUploads(tx, { removed, failed });
        return removed;
      },
      { timeout: 60_000, maxWait: 30_000 },
    );
  } catch (error) {
    console.error(`could not remove unused blog images ${names.join(", ")}`, error);
    return [];
  }
};
