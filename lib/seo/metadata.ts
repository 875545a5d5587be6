// Per-page metadata in one shape: title, description, canonical URL, Open Graph and Twitter card,
// as Next's Metadata (pageMetadata).
import type { Metadata } from "next";
import { OG_IMAGE, SITE_NAME, siteUrl } from "./site";

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
  /** Pages that should not be indexed (an empty state); paged copies are canonical to themselves. */
  noIndex?: boolean;
};

export type TShareImage = { url: string; width?: number; height?: number; alt: string };

/** The full title, the share image and the page type. */
const resolvePageMeta = (options: TPageMetadataOptions) => ({
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
