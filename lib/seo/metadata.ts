// Per-page metadata in one shape: title, description, canonical URL, Open Graph and Twitter card.
// The App Router pages take it as Next's Metadata (pageMetadata); the script-free pages of the
// Pages Router as <head> tags (components/static-page/page-head.tsx). Both read resolvePageMeta.
import type { Metadata } from "next";
import { absoluteUrl, OG_IMAGE, SITE_NAME, siteUrl } from "./site";

export type TPageMetadataOptions = {
  title: string;
  description: string;
  /** Site-relative canonical path, e.g. "/blog/blogs?page=2". */
  path: string;
  /** The title as it stands, without the " | site name" suffix (the landing page). */
  absoluteTitle?: boolean;
  /** A site-relative image for link previews; the foundation's share image otherwise. */
  image?: { url: string; width?: number; height?: number; alt: string };
  article?: { publishedTime: string; authors: string[] };
  /** Paged copies and empty states that should not be indexed. */
  noIndex?: boolean;
};

export type TShareImage = { url: string; width?: number; height?: number; alt: string };

/** What both renderings print: the full title, the share image and the page type. */
export const resolvePageMeta = (options: TPageMetadataOptions) => ({
  shareTitle: options.absoluteTitle ? options.title : `${options.title} | ${SITE_NAME}`,
  image: (options.image ?? OG_IMAGE) as TShareImage,
  type: options.article ? ("article" as const) : ("website" as const),
});

/** Link previews take raster images only: a post's SVG (or missing) cover falls back to the site image. */
export const shareImage = (src: string, alt: string) =>
  /\.(png|jpe?g|gif|webp)$/i.test(src.split(/[?#]/)[0] ?? "") ? { url: src, alt } : undefined;

export const pageMetadata = (options: TPageMetadataOptions): Metadata => {
  const { description, path, article, noIndex = false } = options;
  const { shareTitle, image, type } = resolvePageMeta(options);
  const images = [image];
  return {
    metadataBase: siteUrl(),
    title: { absolute: shareTitle },
    description,
    alternates: { canonical: path },
    openGraph: {
      title: shareTitle,
      description,
      url: path,
      siteName: SITE_NAME,
      locale: "en_IN",
      images,
      ...(article ? { type, publishedTime: article.publishedTime, authors: article.authors } : { type }),
    },
    twitter: { card: "summary_large_image", title: shareTitle, description, images },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
};

/** The same metadata as <head> tags, for pages rendered outside the App Router. */
export const pageHeadTags = (options: TPageMetadataOptions) => {
  const { description, path, article, noIndex = false } = options;
  const { shareTitle, image, type } = resolvePageMeta(options);
  const imageUrl = absoluteUrl(image.url);
  const meta: { key: string; name?: string; property?: string; content: string }[] = [
    { key: "description", name: "description", content: description },
    ...(noIndex ? [{ key: "robots", name: "robots", content: "noindex, follow" }] : []),
    { key: "og:title", property: "og:title", content: shareTitle },
    { key: "og:description", property: "og:description", content: description },
    { key: "og:url", property: "og:url", content: absoluteUrl(path) },
    { key: "og:site_name", property: "og:site_name", content: SITE_NAME },
    { key: "og:locale", property: "og:locale", content: "en_IN" },
    { key: "og:image", property: "og:image", content: imageUrl },
    ...(image.width ? [{ key: "og:image:width", property: "og:image:width", content: String(image.width) }] : []),
    ...(image.height ? [{ key: "og:image:height", property: "og:image:height", content: String(image.height) }] : []),
    { key: "og:image:alt", property: "og:image:alt", content: image.alt },
    { key: "og:type", property: "og:type", content: type },
    ...(article
      ? [
          { key: "article:published_time", property: "article:published_time", content: article.publishedTime },
          ...article.authors.map((author) => ({ key: `article:author:${author}`, property: "article:author", content: author })),
        ]
      : []),
    { key: "twitter:card", name: "twitter:card", content: "summary_large_image" },
    { key: "twitter:title", name: "twitter:title", content: shareTitle },
    { key: "twitter:description", name: "twitter:description", content: description },
    { key: "twitter:image", name: "twitter:image", content: imageUrl },
    { key: "twitter:image:alt", name: "twitter:image:alt", content: image.alt },
  ];
  return { title: shareTitle, canonical: absoluteUrl(path), meta };
};
