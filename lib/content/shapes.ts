// Shared selects and the serializers that turn rows into the content shapes of lib/content/types.ts.
import type { Prisma } from "../db/generated/client";
import { unitLabel } from "../tables/unit-label";
import { imageOrDefault } from "./images";
import { isShownDate, publishedRange } from "./published-range";
import type {
  TBlogPost,
  TBlogPostAdmin,
  TBlogSummary,
  TGalleryProject,
  TGallerySummary,
  TNewsItemAdmin,
  TRecognition,
  TSlide,
  TVideoItem,
} from "./types";
import { formatYear } from "./year";

export const slideSelect = {
  id: true,
  title: true,
  description: true,
  linkLabel: true,
  linkHref: true,
  backgroundImage: true,
  className: true,
  mobileClassName: true,
} satisfies Prisma.SlideSelect;

export const toSlide = (row: Prisma.SlideGetPayload<{ select: typeof slideSelect }>): TSlide => ({ ...row });

export const newsItemSelect = {
  id: true,
  kind: true,
  title: true,
  url: true,
  thumbnail: true,
  publishedAt: true,
  isPublished: true,
} satisfies Prisma.NewsItemSelect;

type TNewsRow = Prisma.NewsItemGetPayload<{ select: typeof newsItemSelect }>;

/** ISO text of a stored date; "" when the driver read it as an Invalid Date (a year past 9999). */
const isoOrEmpty = (date: Date) => (Number.isNaN(date.getTime()) ? "" : date.toISOString());

export const toVideoItem = (row: TNewsRow): TVideoItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  url: row.url,
  thumbnail: imageOrDefault(row.thumbnail),
  publishedAt: isoOrEmpty(row.publishedAt),
});

export const toNewsItemAdmin = (row: TNewsRow): TNewsItemAdmin => ({
  ...toVideoItem(row),
  isPublished: row.isPublished,
  dateInvalid: !isShownDate(row.publishedAt),
});

export const blogSummarySelect = {
  id: true,
  slug: true,
  title: true,
  summary: true,
  coverImage: true,
  author: true,
  publishedAt: true,
  createdAt: true,
} satisfies Prisma.BlogPostSelect;

export const blogPostSelect = { ...blogSummarySelect, bodyHtml: true } satisfies Prisma.BlogPostSelect;
export const blogPostAdminSelect = { ...blogPostSelect, isPublished: true } satisfies Prisma.BlogPostSelect;

type TBlogSummaryRow = Prisma.BlogPostGetPayload<{ select: typeof blogSummarySelect }>;

export const toBlogSummary = (row: TBlogSummaryRow): TBlogSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  coverImage: imageOrDefault(row.coverImage),
  author: row.author,
  publishedAt: isoOrEmpty(row.publishedAt ?? row.createdAt),
});

export const toBlogPost = (row: Prisma.BlogPostGetPayload<{ select: typeof blogPostSelect }>): TBlogPost => ({
  ...toBlogSummary(row),
  bodyHtml: row.bodyHtml,
});

export const toBlogPostAdmin = (row: Prisma.BlogPostGetPayload<{ select: typeof blogPostAdminSelect }>): TBlogPostAdmin => ({
  ...toBlogPost(row),
  // The admin form shows the stored cover, not the default that stands in for a missing one.
  coverImage: row.coverImage ?? "",
  isPublished: row.isPublished,
  dateInvalid: row.publishedAt !== null && !isShownDate(row.publishedAt),
});

/** Published posts dated in the shown range (or not dated), newest first: the one filter and ordering of every public list. */
export const publishedBlogWhere = (now = new Date()) =>
  ({ isPublished: true, OR: [{ publishedAt: null }, { publishedAt: publishedRange(now) }] }) satisfies Prisma.BlogPostWhereInput;
export const publishedBlogOrder = [{ publishedAt: "desc" }, { id: "desc" }] satisfies Prisma.BlogPostOrderByWithRelationInput[];

export const gallerySummarySelect = { year: true, yearString: true, coverPhoto: true } satisfies Prisma.GallerySummarySelect;

export const toGallerySummary = (
  row: Prisma.GallerySummaryGetPayload<{ select: typeof gallerySummarySelect }>,
): TGallerySummary => ({
  year: row.year,
  yearString: row.yearString || formatYear(row.year),
  // As stored: the page shows the default image when this is not an image file (isImagePath).
  coverPhoto: row.coverPhoto,
});

export const galleryProjectSelect = {
  id: true,
  year: true,
  title: true,
  tableNo: true,
  circleNo: true,
  tableName: true,
  description: true,
  coverPhoto: true,
} satisfies Prisma.GalleryProjectSelect;

export const toGalleryProject = (
  row: Prisma.GalleryProjectGetPayload<{ select: typeof galleryProjectSelect }>,
): TGalleryProject => ({
  id: row.id,
  year: row.year,
  title: row.title,
  // The legacy reply's tableNo is always a string: "" for a project of neither unit.
  tableNo: unitLabel(row) ?? "",
  tableName: row.tableName,
  description: row.description,
  coverPhoto: row.coverPhoto,
});

export const recognitionSelect = {
  id: true,
  title: true,
  recipient: true,
  description: true,
  year: true,
  image: true,
} satisfies Prisma.RecognitionSelect;

export const toRecognition = (row: Prisma.RecognitionGetPayload<{ select: typeof recognitionSelect }>): TRecognition => ({
  ...row,
  image: imageOrDefault(row.image),
});
