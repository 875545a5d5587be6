// The shared page cache (lib/cache/postgres-page-cache.mjs) keeps a row for every page ever
// rendered, a post deleted long ago included. Rows older than a week are removed: every page's
// lifetime is a day at most, so such a row would only be rendered again on its next visit. Tags
// revalidated before that cut-off can no longer be newer than any remaining row, so they go too.
import { getDb } from "../db/client";

export const PAGE_CACHE_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export const prunePageCache = async (now = Date.now()) => {
  const prisma = await getDb();
  const cutoff = BigInt(now - PAGE_CACHE_KEEP_MS);
  const [entries, tags] = await prisma.$transaction([
    prisma.pageCacheEntry.deleteMany({ where: { lastModified: { lt: cutoff } } }),
    prisma.pageCacheTag.deleteMany({
      where: {
        AND: [
          { OR: [{ expiredAt: null }, { expiredAt: { lt: cutoff } }] },
          { OR: [{ staleAt: null }, { staleAt: { lt: cutoff } }] },
        ],
      },
    }),
  ]);
  return { entries: entries.count, tags: tags.count };
};
