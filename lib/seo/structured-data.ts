// schema.org structured data (JSON-LD) for the organisation and for blog posts.
import type { TBlogPost } from "@/lib/content/types";
import { SITE_CONTACT } from "../content/site-contact";
import { siteSocialLinks } from "./site-social";
import { absoluteUrl, OG_IMAGE, SITE_DESCRIPTION, SITE_NAME } from "./site";

export type TJsonLd = Record<string, unknown>;

export const organizationJsonLd = (): TJsonLd => {
  const sameAs = siteSocialLinks().map((link) => link.href);
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    "@id": absoluteUrl("/#organization"),
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/logo.svg"),
    image: absoluteUrl(OG_IMAGE.url),
    description: SITE_DESCRIPTION,
    email: SITE_CONTACT.email,
    telephone: SITE_CONTACT.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: SITE_CONTACT.addressLines[0],
      addressLocality: SITE_CONTACT.addressLines[1],
      addressCountry: "IN",
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
};

export const blogPostingJsonLd = (post: TBlogPost): TJsonLd => ({
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: post.title,
  description: post.summary,
  datePublished: post.publishedAt,
  author: { "@type": "Person", name: post.author },
  publisher: {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: SITE_NAME,
    logo: absoluteUrl("/images/logo.svg"),
  },
  image: absoluteUrl(post.coverImage || OG_IMAGE.url),
  mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
  url: absoluteUrl(`/blog/${post.slug}`),
});
