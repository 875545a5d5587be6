// Videos of News and Events (kind news) and the speeches (kind speech): published ones for the
// public site, all of them, a page at a time, for the admin screen.
import { getDb } from "../db/client";
import { ADMIN_PAGE_SIZE } from "./admin-list";
import { cursorPosition, keysetPage, pageTake } from "./admin-list-page";
import { newsItemSelect, toNewsItemAdmin, toVideoItem } from "./shapes";
import type { TAdminListPage, TNewsItemAdmin, TNewsKind, TVideoItem } from "./types";

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

/** Videos, drafts included, in the public order, after `cursor`; with the counts of all videos and of the published ones. */
export const listNewsItemsForAdmin = async ({ cursor, take = ADMIN_PAGE_SIZE }: { cursor?: string; take?: number } = {}): Promise<
  TAdminListPage<TNewsItemAdmin>
> => {
  const size = pageTake(take);
  const after = cursorPosition(cursor);
  const prisma = await getDb();
  const [rows, total, published] = await Promise.all([
    prisma.newsItem.findMany({
      where: after ? { OR: [{ publishedAt: { lt: after.at } }, { publishedAt: after.at, id: { lt: after.id } }] } : {},
      orderBy: newsOrder,
      take: size + 1,
      select: newsItemSelect,
    }),
    prisma.newsItem.count(),
    prisma.newsItem.count({ where: { isPublished: true } }),
  ]);
  const { page, nextCursor } = keysetPage(rows, size, (row) => row.publishedAt);
  return { items: page.map(toNewsItemAdmin), total, published, nextCursor };
};
