// The blog JSON of POST /api/blog/createblog: a new post, or an existing one by `id`.
import { z } from "zod";
import { formatCount } from "../format-count";
import { unwrapField } from "./identity-rules";
import { normaliseOwnImage } from "./images";
import { htmlToText, sanitizeBlogHtml } from "./sanitize-blog-html";
import { isReservedSlug, SLUG_PATTERN } from "./slug";
import { forbiddenCharacter, zOptionalMultilineText, zOptionalText, zText } from "../validation/text";
import { validateFields, type TCrossRule } from "./validate-fields";

export const MAX_BODY_CHARS = 100_000;

export const ZBoolean = z.preprocess(
  (value) =>
    value === "true" || value === "1" || value === 1 || value === "on"
      ? true
      : value === "false" || value === "0" || value === 0 || value === ""
        ? false
        : value,
  z.boolean({ error: "must be true or false" }),
);

export const ZOwnImage = (label: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .string({ error: `${label} must be a path` })
      .transform((value, ctx) => {
        const path = normaliseOwnImage(value);
        if (path === null) {
          ctx.addIssue({
            code: "custom",
            message: `${label} must be an image uploaded here (png, jpeg or gif) or one of the site's images`,
          });
          return z.NEVER;
        }
        return path;
      })
      .optional(),
  );

/** The id of a post or news item being edited; absent for a new one. */
export const ZOptionalContentId = z.preprocess(
  (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value),
  z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .positive("must be a positive number")
    .max(2_147_483_647, "is too large")
    .optional(),
);

/** HTML is cleaned by the sanitiser; invisible characters inside it are content (Indic joiners, bidi marks in Urdu). */
const ZBodyHtml = z
  .string()
  .max(MAX_BODY_CHARS, `Body must be at most ${formatCount(MAX_BODY_CHARS)} characters`)
  .refine((value) => forbiddenCharacter(value) === null, "Body must not contain control characters");

const BLOG_SHAPE = {
  id: ZOptionalContentId,
  title: zText({ label: "Title", min: 3, max: 200 }),
  summary: zOptionalMultilineText({ label: "Summary", max: 500 }),
  body: ZBodyHtml.optional(),
  /** Alias of body, as some clients name it. */
  bodyHtml: ZBodyHtml.optional(),
  coverImage: ZOwnImage("Cover image"),
  author: zOptionalText({ label: "Author", max: 120 }),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(100, "Slug must be at most 100 characters")
    .refine((value) => value === "" || SLUG_PATTERN.test(value), "Slug may hold only letters, digits and single dashes")
    .refine((value) => !isReservedSlug(value), "This address is the blog's own; choose another slug")
    .optional(),
  isPublished: ZBoolean.optional(),
};

const RULES: TCrossRule<typeof BLOG_SHAPE>[] = [
  (v, fail, has) => {
    if (!has("body", "bodyHtml")) return;
    const html = sanitizeBlogHtml(v.body ?? v.bodyHtml ?? "");
    if (htmlToText(html).length < 10 && !html.includes("<img")) fail("body", "Write the post (at least 10 characters)");
  },
];

export type TBlogPostInput = {
  id: number | null;
  title: string;
  /** As sent; "" when left empty (lib/content/blog-summary.ts decides what is stored). */
  summary: string;
  bodyHtml: string;
  coverImage: string | null;
  author: string | null;
  slug: string | null;
  isPublished: boolean;
};

/** Accepts the object itself, `{blog: {...}}` or `{blog: "<json>"}`. */
export const parseBlogPostInput = (raw: unknown): TBlogPostInput => {
  const values = validateFields(BLOG_SHAPE, unwrapField(raw, "blog"), RULES);
  const bodyHtml = sanitizeBlogHtml(values.body ?? values.bodyHtml ?? "");
  return {
    id: values.id ?? null,
    title: values.title,
    summary: values.summary ?? "",
    bodyHtml,
    coverImage: values.coverImage ?? null,
    author: values.author || null,
    slug: values.slug || null,
    isPublished: values.isPublished ?? false,
  };
};
