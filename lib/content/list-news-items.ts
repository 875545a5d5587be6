// Videos of News and Events (kind news) and the speeches (kind speech): published ones dated in the
// shown range (lib/content/published-range.ts) for the public site (the newest few, or a page of one
// kind), all of them, a page at a time, for the admin screen.
import { getDb } from "../db/client";
import { ADMIN_PAGE_SIZE } from "./admin-list";
import { cursorPosition, keysetPage, pageTake } from "./admin-list-page";
import { publishedRange, readableRange } from "./published-range";
import { newsItemSelect, toNewsItemAdmin, toVideoItem } from "./shapes";
import type { TAdminListPage, TNewsItemAdmin, TNewsKind, TVideoItem } from "./types";

export const MAX_NEWS_ITEMS = 50;

const newsOrder = [{ publishedAt: "desc" as const }, { id: "desc" as const }];

const publishedOf = (kind?: TNewsKind) => ({ isPublished: true, publishedAt: publishedRange(), ...(kind ? { kind } : {}) });

export const listNewsItems = async ({ kind, limit = MAX_NEWS_ITEMS }: { kind?: TNewsKind; limit?: number } = {}): Promise<
  TVideoItem[]
> => {
  const prisma = await getDb();
  const rows = await prisma.newsItem.findMany({
    where: publishedOf(kind),
    orderBy: newsOrder,
    take: Math.min(Math.max(1, limit), MAX_NEWS_ITEMS),
    select: newsItemSelect,
  });
  return rows.map(toVideoItem);
};

/** One page of the published videos (of a kind, or of both), newest first, with the count of them all. */
export const listNewsItemsPage = async ({
  kind,
  page,
  pageSize,
}: {
  kind?: TNewsKind;
  page: number;
  pageSize: number;
}): Promise<{ items: TVideoItem[]; total: number }> => {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_NEWS_ITEMS);
  const skip = (Math.max(1, Math.floor(page)) - 1) * size;
  const prisma = await getDb();
  const where = publishedOf(kind);
  const [rows, total] = await Promise.all([
    prisma.newsItem.findMany({ where, orderBy: newsOrder, skip, take: size, select: newsItemSelect }),
    prisma.newsItem.count({ where }),
  ]);
  return { items: rows.map(toVideoItem), total };
};

/**
 * Videos, drafts included, in the public order, after `cursor`; with the counts of all videos and of
 * the published ones. Rows whose date cannot be read back (no cursor can hold it) head the first page.
 */
export const listNewsItemsForAdmin = async ({ cursor, take = ADMIN_PAGE_SIZE }: { cursor?: string; take?: number } = {}): Promise<
  TAdminListPage<TNewsItemAdmin>
> => {
  const size = pageTake(take);
  const after = cursorPosition(cursor);
  const prisma = await getDb();
  const [unreadable, rows, total, published] = await Promise.all([
    after
      ? []
      : prisma.newsItem.findMany({
          where: { NOT: { publishedAt: readableRange } },
          orderBy: { id: "desc" },
          select: newsItemSelect,
        }),
    prisma.newsItem.findMany({
      where: {
        publishedAt: readableRange,
        ...(after ? { OR: [{ publishedAt: { lt: after.at } }, { publishedAt: after.at, id: { lt: after.id } }] } : {}),
      },
      orderBy: newsOrder,
      take: size + 1,
      select: newsItemSelect,
    }),
    prisma.newsItem.count(),
    prisma.newsItem.count({ where: { isPublished: true } }),
  ]);
  const { page, nextCursor } = keysetPage(rows, size, (row) => row.publishedAt);
  return { items: [...unreadable, ...page].map(toNewsItemAdmin), total, published, nextCursor };
};
