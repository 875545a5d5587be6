// Creates or updates a news or speech video; publishing or withdrawing one regenerates the landing.
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { parseNewsItemInput } from "./news-item-input";
import { revalidatePublicPages } from "./revalidate-public-pages";
import { newsItemSelect, toNewsItemAdmin } from "./shapes";
import type { TNewsItemAdmin } from "./types";

export const saveNewsItem = async ({
  input,
  memberId,
  now = new Date(),
}: {
  input: unknown;
  memberId: number;
  now?: Date;
}): Promise<{ item: TNewsItemAdmin; created: boolean }> => {
  const data = parseNewsItemInput(input);
  const prisma = await getDb();
  const existing = data.id
    ? await prisma.newsItem.findUnique({ where: { id: data.id }, select: { id: true, isPublished: true } })
    : null;
  if (data.id && !existing) throw new AppError("NOT_FOUND", "News item not found");
  const fields = {
    kind: data.kind,
    title: data.title,
    url: data.url,
    thumbnail: data.thumbnail,
    isPublished: data.isPublished,
    ...(data.publishedAt ? { publishedAt: data.publishedAt } : existing ? {} : { publishedAt: now }),
  };
  const row = existing
    ? await prisma.newsItem.update({ where: { id: existing.id }, data: fields, select: newsItemSelect })
    : await prisma.newsItem.create({ data: { ...fields, createdById: memberId }, select: newsItemSelect });
  if (row.isPublished || existing?.isPublished) await revalidatePublicPages();
  return { item: toNewsItemAdmin(row), created: !existing };
};

export const deleteNewsItem = async (id: number): Promise<void> => {
  const prisma = await getDb();
  const row = await prisma.newsItem.findUnique({ where: { id }, select: { isPublished: true } });
  if (!row) throw new AppError("NOT_FOUND", "News item not found");
  await prisma.newsItem.delete({ where: { id } });
  if (row.isPublished) await revalidatePublicPages();
};
