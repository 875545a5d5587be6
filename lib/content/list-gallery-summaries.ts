// The gallery's project years, sorted by year string descending (SPEC.md section 2).
import { getDb } from "../db/client";
import { gallerySummarySelect, toGallerySummary } from "./shapes";
import type { TGallerySummary } from "./types";

export const listGallerySummaries = async (): Promise<TGallerySummary[]> => {
  const prisma = await getDb();
  const rows = await prisma.gallerySummary.findMany({
    orderBy: [{ yearString: "desc" }, { year: "desc" }],
    select: gallerySummarySelect,
  });
  return rows.map(toGallerySummary);
};

export const getGallerySummary = async (year: number): Promise<TGallerySummary | null> => {
  const prisma = await getDb();
  const row = await prisma.gallerySummary.findUnique({ where: { year }, select: gallerySummarySelect });
  return row ? toGallerySummary(row) : null;
};

/** The years with at least one project (the sitemap's: an empty year's page is noindex). */
export const listGalleryYearsWithProjects = async (): Promise<number[]> => {
  const prisma = await getDb();
  const rows = await prisma.gallerySummary.findMany({
    where: { projects: { some: {} } },
    orderBy: [{ yearString: "desc" }, { year: "desc" }],
    select: { year: true },
  });
  return rows.map((row) => row.year);
};
