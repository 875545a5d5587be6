// The blog body as it may be stored and rendered: basic formatting, links (http, https, mailto or
// site-relative, with rel set) and images from our own paths only. Everything else (scripts,
// event handlers, styles, iframes, javascript: URLs) is dropped. Plain text (no tag the blog keeps)
// becomes paragraphs, so the admin may write either.
import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";
import { isOwnImagePath } from "./images";

/** The formatting a blog body may keep (lib/massmail/sanitize-mail-html.ts starts from it too). */
export const BLOG_ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "figure",
  "figcaption",
  "code",
  "pre",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: BLOG_ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Images only from our own paths: anything else (remote, data:, relative tricks) is removed.
  exclusiveFilter: (frame) => frame.tag === "img" && !isOwnImagePath(frame.attribs.src ?? ""),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { target: "_blank", rel: "noopener noreferrer" } : { rel: "noopener" }),
        },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy" } }),
    b: "strong",
    i: "em",
  },
};

/**
 * A tag of `tags`, opening or closing. Only these make a body HTML: "<ravi@example.com>" or
 * "Press <Enter>" in plain text would otherwise count as tags and be cut out of it (the mass
 * mail's sanitiser uses it with its own tags).
 */
export const tagPattern = (tags: readonly string[]) => new RegExp(`<\\/?(?:${tags.join("|")})(?=[\\s/>])[^>]*>`, "i");

const HAS_BLOG_TAG = tagPattern(BLOG_ALLOWED_TAGS);

/**
 * An e-mail address or URL in angle brackets, as people type them ("Ravi <ravi@example.com>",
 * "<https://example.org>"). Never a tag (a tag's name is letters, then a space, "/" or ">"), so a
 * sanitiser would drop it as an unknown one; in HTML it is escaped as text instead.
 */
const BRACKETED_ADDRESS = /<((?:mailto:)?[^\s<>"'@]+@[^\s<>"'@]+|(?:https?:\/\/|www\.)[^\s<>"']+)>/gi;

/** `html` with its angle-bracketed addresses as text (the mass mail's sanitiser uses it too). */
export const escapeBracketedAddresses = (html: string) => html.replace(BRACKETED_ADDRESS, "&lt;$1&gt;");

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Blank-line separated paragraphs; single line breaks kept as <br>. */
export const paragraphsToHtml = (text: string): string =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeText(block).replace(/\n/g, "<br />")}</p>`)
    .join("\n");

export const sanitizeBlogHtml = (body: string): string => {
  const html = HAS_BLOG_TAG.test(body) ? escapeBracketedAddresses(body) : paragraphsToHtml(body);
  return sanitizeHtml(html, OPTIONS).trim();
};

/**
 * A tag that starts or ends a block, or breaks a line: the text on either side of it is two words
 * ("<h2>Water</h2><p>Two wells</p>" reads "Water Two wells", not "WaterTwo wells").
 */
const BLOCK_BOUNDARY =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|pre|figure|figcaption|table|thead|tbody|tr|td|th|hr|br)\b[^>]*>/gi;

/**
 * The plain text of a body (entities decoded: "&amp;" is "&"), for a derived summary and for "is it
 * empty" checks. Plain text, not HTML: it must be escaped where it is output (React does).
 */
export const htmlToText = (html: string): string =>
  decodeHTML(sanitizeHtml(html.replace(BLOCK_BOUNDARY, "$& "), { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
