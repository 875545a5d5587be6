// Creates or updates a news or speech video; publishing or withdrawing one regenerates the landing.
// An uploaded thumbnail replaced or deleted is removed from storage when nothing else shows it.
import { getDb } from "../db/client";
import { isRecordNotFound } from "../db/errors";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { blogFileNames, droppedBlogFiles, removeUnusedBlogFiles, requireStoredBlogFiles } from "./blog-files";
import { parseNewsItemInput } from "./news-item-input";
import { isShownDate } from "./published-range";
import { revalidatePublicPages } from "./revalidate-public-pages";
import { newsItemSelect, toNewsItemAdmin } from "./shapes";
import { claimBlogUploads } from "./visitor-uploads";
import type { TNewsItemAdmin } from "./types";

const notFound = () => new AppError("NOT_FOUND", "News item not found");

/** The item being edited, locked until the save commits (see lockPost in save-blog-post.ts). */
const lockNewsItem = async (tx: Prisma.TransactionClient, id: number) => {
  await tx.$queryRaw`SELECT "id" FROM "NewsItem" WHERE "id" = ${id} FOR UPDATE`;
  const row = await tx.newsItem.findUnique({
    where: { id },
    select: { id: true, isPublished: true, thumbnail: true, publishedAt: true },
  });
  if (!row) throw notFound();
  return row;
};

export const saveNewsItem = async ({
  input,
  memberId,
  now = new Date(),
}: {
  input: unknown;
  memberId: number;
  now?: Date;
}): Promise<{ item: TNewsItemAdmin; created: boolean }> => {
  const data = parseNewsItemInput(input, now);
  const prisma = await getDb();
  const { row, existing } = await prisma.$transaction(async (tx) => {
    const existing = data.id ? await lockNewsItem(tx, data.id) : null;
    await requireStoredBlogFiles(tx, {
      names: blogFileNames(data.thumbnail),
      alreadyShown: blogFileNames(existing?.thumbnail),
      field: "thumbnail",
    });
    // Dated when published (a draft's date is when it was drafted), so a video published now is
    // among the newest on the landing; a date sent wins, and later edits keep it.
    const publishing = data.isPublished && existing !== null && !existing.isPublished;
    // A stored date outside the shown range (written by hand) is replaced by now when no date is sent.
    const redating = existing !== null && !isShownDate(existing.publishedAt, now);
    const publishedAt = data.publishedAt ?? (existing === null || publishing || redating ? now : null);
    const fields = {
      kind: data.kind,
      title: data.title,
      url: data.url,
      thumbnail: data.thumbnail,
      isPublished: data.isPublished,
      ...(publishedAt ? { publishedAt } : {}),
    };
    const row = existing
      ? await tx.newsItem.update({ where: { id: existing.id }, data: fields, select: newsItemSelect })
      : await tx.newsItem.create({ data: { ...fields, createdById: memberId }, select: newsItemSelect });
    await claimBlogUploads(tx, blogFileNames(row.thumbnail), now);
    return { row, existing };
  });
  if (row.isPublished || existing?.isPublished) await revalidatePublicPages();
  if (existing) await removeUnusedBlogFiles(droppedBlogFiles(blogFileNames(existing.thumbnail), blogFileNames(row.thumbnail)));
  return { item: toNewsItemAdmin(row), created: !existing };
};

export const deleteNewsItem = async (id: number): Promise<void> => {
  const prisma = await getDb();
  // As deleted (a publish that landed just before counts); gone already: 404.
  const row = await prisma.newsItem
    .delete({ where: { id }, select: { isPublished: true, thumbnail: true } })
    .catch((error: unknown) => {
      throw isRecordNotFound(error) ? notFound() : error;
    });
  if (row.isPublished) await revalidatePublicPages();
  await removeUnusedBlogFiles(blogFileNames(row.thumbnail));
};
