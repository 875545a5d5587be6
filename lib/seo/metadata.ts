// Per-page metadata in one shape: title, description, canonical URL, Open Graph and Twitter card.
import type { Metadata } from "next";
import { OG_IMAGE, SITE_NAME, siteUrl } from "./site";

type TPageMetadataOptions = {
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

/** Link previews take raster images only: a post's SVG (or missing) cover falls back to the site image. */
export const shareImage = (src: string, alt: string) =>
  /\.(png|jpe?g|gif|webp)$/i.test(src.split(/[?#]/)[0] ?? "") ? { url: src, alt } : undefined;

export const pageMetadata = ({
  title,
  description,
  path,
  absoluteTitle = false,
  image,
  article,
  noIndex = false,
}: TPageMetadataOptions): Metadata => {
  const images = [image ?? OG_IMAGE];
  const shareTitle = absoluteTitle ? title : `${title} | ${SITE_NAME}`;
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
      ...(article ? { type: "article", publishedTime: article.publishedTime, authors: article.authors } : { type: "website" }),
    },
    twitter: { card: "summary_large_image", title: shareTitle, description, images },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
};
