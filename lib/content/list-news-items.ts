// Videos of News and Events (kind news) and the speeches (kind speech): published ones for the
// public site, all of them for the admin screen.
import { getDb } from "../db/client";
import { newsItemSelect, toNewsItemAdmin, toVideoItem } from "./shapes";
import type { TNewsItemAdmin, TNewsKind, TVideoItem } from "./types";

export const MAX_NEWS_ITEMS = 50;

const newsOrder = [{ publishedAt: "desc" as const }, { id: "desc" as const }];

export const listNewsItems = async ({ kind, limit = MAX_NEWS_ITEMS }: { kind?: TNewsKind; limit?: number } = {}): Promise<
  TVideoItem[]
> => {
  const prisma = await getDb();
  const rows = await prisma.newsItem.findMany({
    where: { isPublished: true, ...(kind ? { kind } : {}) },
    orderBy: newsOrder,
    take: Math.min(Math.max(1, limit), MAX_NEWS_ITEMS),
    select: newsItemSelect,
  });
  return rows.map(toVideoItem);
};

export const listNewsItemsForAdmin = async (): Promise<TNewsItemAdmin[]> => {
  const prisma = await getDb();
  const rows = await prisma.newsItem.findMany({ orderBy: newsOrder, take: 500, select: newsItemSelect });
  return rows.map(toNewsItemAdmin);
};
