// Every picture the public content names, read straight from the six columns that hold one: the
// demo content's test checks each is a WebP the site ships, and the demo-pictures migration's test
// compares them before and after the migration.
import type { TPrisma } from "@/lib/db/client";

/** [table, column] of every picture of the public content. */
export const PICTURE_COLUMNS = [
  ["Slide", "backgroundImage"],
  ["NewsItem", "thumbnail"],
  ["BlogPost", "coverImage"],
  ["GallerySummary", "coverPhoto"],
  ["GalleryProject", "coverPhoto"],
  ["Recognition", "image"],
] as const;

/** Each row's picture (null for a blog post without a cover), table by table, in the order of ids. */
export const contentPictures = async (prisma: TPrisma) => {
  const rows: { table: (typeof PICTURE_COLUMNS)[number][0]; picture: string | null }[] = [];
  for (const [table, column] of PICTURE_COLUMNS) {
    const found = await prisma.$queryRawUnsafe<{ picture: string | null }[]>(
      `SELECT "${column}" AS picture FROM "${table}" ORDER BY id`,
    );
    rows.push(...found.map((row) => ({ table, picture: row.picture })));
  }
  return rows;
};
