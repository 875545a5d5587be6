// The body of a mass mail as it may be stored and sent: the blog's formatting (lib/content's
// sanitiser and its library, sanitize-html) less what does not work or is unsafe in mail: no images
// (remote images track readers; ours are site-relative), links only absolute http(s) or mailto
// (a relative link means nothing in a mailbox). Plain text (no tag the mail keeps, as for the blog)
// becomes paragraphs, its "<ravi@example.com>" kept as text; so is such an address or URL in an
// HTML body. The plain-text part of each mail is made from the sanitised HTML.
import sanitizeHtml from "sanitize-html";
import { BLOG_ALLOWED_TAGS, escapeBracketedAddresses, paragraphsToHtml, tagPattern } from "../content/sanitize-blog-html";

/** The blog's formatting without its images (see above), plus div (mail clients' editors write it). */
const ALLOWED_TAGS = [...BLOG_ALLOWED_TAGS.filter((tag) => !["img", "figure", "figcaption"].includes(tag)), "div"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "title", "rel", "target"], th: ["colspan", "rowspan"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link that is not absolute loses its href (the text stays).
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const absolute = /^(https?:\/\/|mailto:)/i.test(href);
      return {
        tagName,
        attribs: {
          ...(absolute ? { href, rel: "noopener noreferrer", target: "_blank" } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
        },
      };
    },
    b: "strong",
    i: "em",
    // Editors wrap lines in <div>: kept as paragraphs.
    div: "p",
  },
};

const HAS_MAIL_TAG = tagPattern(ALLOWED_TAGS);

export const MAX_MAIL_HTML_LENGTH = 200_000;

export const sanitizeMailHtml = (body: string): string => {
  const html = HAS_MAIL_TAG.test(body) ? escapeBracketedAddresses(body) : paragraphsToHtml(body);
  return sanitizeHtml(html, OPTIONS)
    .replace(/<p>\s*<\/p>/g, "")
    .trim();
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp|#(\d+)|#x([0-9a-f]+));/gi, (match, name: string, dec?: string, hex?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return ENTITIES[name.toLowerCase()] ?? match;
  });

/**
 * The plain-text part, from HTML that sanitizeMailHtml made (a known, small tag set): paragraphs
 * and headings as blank-line blocks, list items with "- ", links as "text (url)".
 */
export const mailHtmlToText = (html: string): string => {
  const marked = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, text: string) => {
      const url = decodeEntities(href);
      const label = text.replace(/<[^>]+>/g, "").trim();
      return label && decodeEntities(label) !== url.replace(/^mailto:/, "") ? `${text} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<\/(p|h[2-4]|blockquote|pre|table|ul|ol)>/gi, "\n\n")
    .replace(/<\/tr>/gi, "\n")
    .replace(/<\/t[dh]>/gi, "\t")
    .replace(/<hr\s*\/?>/gi, "\n----\n");
  const text = decodeEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
};
