// One page of a gallery year's projects, for the page /projectgallery/{year} (and ?page=n).
import { listGalleryProjects } from "./list-gallery-projects";
import { getGallerySummary } from "./list-gallery-summaries";
import type { TGalleryProject } from "./types";
import { isLandingProjectYear, isYearNumber } from "./year";

export const GALLERY_PAGE_SIZE = 12;

/** "202223" -> 202223; anything else -> null (the page answers 404). */
export const parseGalleryYear = (value: string): number | null => {
  const year = /^\d{6}$/.test(value) ? Number(value) : NaN;
  return isYearNumber(year) ? year : null;
};

export type TGalleryYearPage = { year: number; page: number; projects: TGalleryProject[]; total: number; totalPages: number };

/**
 * That page of the year's projects; null when the year has no gallery or the page is past the end.
 * The six years the landing always links are shown even with nothing in them yet (an empty state,
 * not a broken link from the home page); any other empty year is not found.
 */
export const loadGalleryYearPage = async (year: number | null, page: number | null): Promise<TGalleryYearPage | null> => {
  if (year === null || page === null) return null;
  const [{ projects, total }, summary] = await Promise.all([
    listGalleryProjects({ year, startrecord: (page - 1) * GALLERY_PAGE_SIZE, takerecord: GALLERY_PAGE_SIZE }),
    getGallerySummary(year),
  ]);
  if (total === 0 && !summary && !isLandingProjectYear(year)) return null;
  const totalPages = Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE));
  return page > totalPages ? null : { year, page, projects, total, totalPages };
};
