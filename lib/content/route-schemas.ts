// Zod schemas of the content routes' queries, params and small bodies.
import { z } from "zod";
import { MAX_ADMIN_PAGE_SIZE } from "./admin-list";
import { MAX_BLOG_PAGE_SIZE } from "./list-blog-posts";
import { MAX_GALLERY_TAKE } from "./list-gallery-projects";
import { MAX_NEWS_ITEMS as MAX_NEWS_PAGE_SIZE } from "./list-news-items";
import { zNumberOrDigits } from "../validation/strict-number";
import { isYearNumber } from "./year";

const ZWhole = (label: string, min: number, max: number) =>
  zNumberOrDigits(
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

/** Optional paging of the legacy full lists: without `page` the whole list comes back. */
export const ZPaging = z.object({
  page: ZWhole("page", 1, 100_000).optional(),
  pageSize: ZWhole("pageSize", 1, 200).optional(),
});

/** getallblogs' paging: a larger page than MAX_BLOG_PAGE_SIZE is refused, never cut while the reply echoes it. */
export const ZBlogPaging = z.object({
  page: ZWhole("page", 1, 100_000).optional(),
  pageSize: ZWhole("pageSize", 1, MAX_BLOG_PAGE_SIZE).optional(),
});

/** The admin lists: `take` rows (1-100) after `cursor` (a reply's nextCursor). */
export const ZAdminListQuery = z.object({
  cursor: z.string().max(100, "cursor is not a valid cursor").optional(),
  take: ZWhole("take", 1, MAX_ADMIN_PAGE_SIZE).optional(),
});

export const ZYearNumber = zNumberOrDigits(
  z
    .number({ error: "year must be a year number such as 202223" })
    .refine(isYearNumber, "year must be a year number such as 202223 (2022-23)"),
);

export const ZGalleryProjectsBody = z.object(
  {
    year: ZYearNumber,
    startrecord: ZWhole("startrecord", 0, 1_000_000).default(0),
    takerecord: ZWhole("takerecord", 1, MAX_GALLERY_TAKE).default(12),
    key: z.string().max(200).optional(),
  },
  { error: "Send year, startrecord and takerecord" },
);

/** A row's id, in a path or a body: a number or its digits as text; `true`, `[5]` or "5e0" are refused, not read as 1 or 5. */
const ZRowId = ZWhole("id", 1, 2_147_483_647);

export const ZIdParam = z.object({ id: ZRowId });

export const ZIdBody = z.object({ id: ZRowId }, { error: "Send the id" });

export const ZFcraYearParam = z.object({ year: ZWhole("year", 1900, 999_999) });

/** getallnews: the newest MAX_NEWS_ITEMS, or a page of them (a larger page is refused, as getallblogs). */
export const ZNewsQuery = z.object({
  kind: z.enum(["news", "speech"], { error: "kind must be news or speech" }).optional(),
  page: ZWhole("page", 1, 100_000).optional(),
  pageSize: ZWhole("pageSize", 1, MAX_NEWS_PAGE_SIZE).optional(),
});
