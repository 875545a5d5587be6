// Seed functions of the public-site content (issue 4), shared by the demo seed and the tests.
// Each is idempotent: a second run finds the row by its natural key and changes nothing.
import { formatYear } from "../../content/year";
import { sanitizeBlogHtml } from "../../content/sanitize-blog-html";
import type { TPrisma } from "../client";

export type TSeedSlide = {
  title: string;
  description: string;
  backgroundImage: string;
  sortOrder: number;
  linkLabel?: string;
  linkHref?: string;
};

export const seedSlide = async (prisma: TPrisma, slide: TSeedSlide) =>
  (await prisma.slide.findFirst({ where: { title: slide.title } })) ??
  prisma.slide.create({
    data: { ...slide, className: `slide-${slide.sortOrder}`, mobileClassName: `slide-mobile-${slide.sortOrder}` },
  });

export type TSeedNewsItem = {
  kind: "news" | "speech";
  title: string;
  url: string;
  thumbnail: string;
  publishedAt: Date;
  isPublished?: boolean;
};

export const seedNewsItem = async (prisma: TPrisma, item: TSeedNewsItem) =>
  (await prisma.newsItem.findFirst({ where: { kind: item.kind, url: item.url } })) ??
  prisma.newsItem.create({ data: { ...item, isPublished: item.isPublished ?? true } });

export type TSeedBlogPost = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  coverImage?: string | null;
  author?: string;
  publishedAt?: Date | null;
  isPublished?: boolean;
};

export const seedBlogPost = (prisma: TPrisma, post: TSeedBlogPost) => {
  const isPublished = post.isPublished ?? true;
  return prisma.blogPost.upsert({
    where: { slug: post.slug },
    update: {},
    create: {
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      bodyHtml: sanitizeBlogHtml(post.body),
      coverImage: post.coverImage ?? null,
      author: post.author ?? "Foundation Secretariat",
      isPublished,
      publishedAt: isPublished ? (post.publishedAt ?? new Date()) : null,
    },
  });
};

export const seedGalleryYear = (prisma: TPrisma, year: number, coverPhoto: string) =>
  prisma.gallerySummary.upsert({ where: { year }, update: {}, create: { year, yearString: formatYear(year), coverPhoto } });

export type TSeedGalleryProject = {
  year: number;
  title: string;
  tableNo?: number | null;
  circleNo?: number | null;
  tableName: string;
  description: string;
  coverPhoto: string;
  sortOrder?: number;
};

export const seedGalleryProject = async (prisma: TPrisma, project: TSeedGalleryProject) =>
  (await prisma.galleryProject.findFirst({ where: { year: project.year, title: project.title } })) ??
  prisma.galleryProject.create({ data: { ...project, tableNo: project.tableNo ?? null, circleNo: project.circleNo ?? null } });

export type TSeedRecognition = {
  title: string;
  recipient: string;
  description: string;
  year: number;
  image: string;
  sortOrder?: number;
};

export const seedRecognition = async (prisma: TPrisma, recognition: TSeedRecognition) =>
  (await prisma.recognition.findFirst({ where: { title: recognition.title, year: recognition.year } })) ??
  prisma.recognition.create({ data: recognition });
