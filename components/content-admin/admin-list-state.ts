// What the Blog and News screen holds of a list: the rows loaded so far, the counts of the whole
// list (from the database, then kept in step with this screen's saves and deletes) and the cursor
// of the rows still on the server.
import type { TAdminListPage } from "@/lib/content/types";

type TRow = { id: number; isPublished: boolean };

const publishedCount = (row: TRow | undefined) => (row?.isPublished ? 1 : 0);

/** The next page after the rows shown; a row shown already (saved here meanwhile) stays once. */
export const withNextPage = <T extends TRow>(list: TAdminListPage<T>, page: TAdminListPage<T>): TAdminListPage<T> => {
  const shown = new Set(list.items.map((row) => row.id));
  return {
    items: [...list.items, ...page.items.filter((row) => !shown.has(row.id))],
    // The database's counts are the newer ones.
    total: page.total,
    published: page.published,
    nextCursor: page.nextCursor,
  };
};

/** A saved row on top: a new one adds to the counts, an edited one may change the published count. */
export const withSaved = <T extends TRow>(list: TAdminListPage<T>, saved: T): TAdminListPage<T> => {
  const before = list.items.find((row) => row.id === saved.id);
  return {
    ...list,
    items: [saved, ...list.items.filter((row) => row.id !== saved.id)],
    total: list.total + (before ? 0 : 1),
    published: list.published + publishedCount(saved) - publishedCount(before),
  };
};

/** Without a deleted row (one of those shown: only they can be deleted here). */
export const withDeleted = <T extends TRow>(list: TAdminListPage<T>, id: number): TAdminListPage<T> => {
  const gone = list.items.find((row) => row.id === id);
  if (!gone) return list;
  return {
    ...list,
    items: list.items.filter((row) => row.id !== id),
    total: list.total - 1,
    published: list.published - publishedCount(gone),
  };
};
