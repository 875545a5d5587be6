// A blog post's summary (cards, meta description, JSON-LD): typed by the editor, or derived from
// the start of the body when left empty.
import { htmlToText } from "./sanitize-blog-html";

/** The summary derived from a body: its plain text, cut at a word before 200 characters. */
export const summaryFrom = (html: string): string => {
  const text = htmlToText(html);
  return text.length <= 200 ? text : `${text.slice(0, 197).replace(/\s+\S*$/, "")}...`;
};

/**
 * The summary to store. Left empty, it is the start of the body. The admin form shows the stored
 * summary, so a derived one comes back on the next save as if typed: when it is still the one
 * derived from the stored body, it is derived again from the new body (it would otherwise stay
 * the first save's text, e.g. "Draft - details to follow", after the post is rewritten).
 */
export const summaryToStore = (sent: string, bodyHtml: string, stored: { summary: string; bodyHtml: string } | null): string =>
  !sent || (stored !== null && sent === stored.summary && stored.summary === summaryFrom(stored.bodyHtml))
    ? summaryFrom(bodyHtml)
    : sent;

/**
 * Whether the summary only repeats the start of the body (a derived one, or one typed the same):
 * the post page then leaves out the lead paragraph.
 */
export const summaryRepeatsBody = (summary: string, bodyHtml: string): boolean =>
  htmlToText(bodyHtml).startsWith(summary.endsWith("...") ? summary.slice(0, -3) : summary);
