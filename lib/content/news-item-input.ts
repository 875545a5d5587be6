// A news or speech video as the admin screen sends it (POST /api/news/createnews).
import { z } from "zod";
import { ZBoolean, ZOptionalContentId, ZOwnImage } from "./blog-post-input";
import { unwrapField } from "./identity-rules";
import { DEFAULT_FOUNDATION_IMAGE } from "./images";
import type { TNewsKind } from "./types";
import { zText } from "../validation/text";
import { validateFields } from "./validate-fields";
import { toEmbedUrl } from "./video-url";

const NEWS_SHAPE = {
  id: ZOptionalContentId,
  kind: z.preprocess((value) => value ?? "news", z.enum(["news", "speech"], { error: "Kind must be news or speech" })),
  title: zText({ label: "Title", min: 3, max: 200 }),
  url: z.string({ error: "Video URL is required" }).transform((value, ctx) => {
    const embed = toEmbedUrl(value);
    if (!embed) {
      ctx.addIssue({ code: "custom", message: "Paste a YouTube or Vimeo link, such as https://www.youtube.com/watch?v=..." });
      return z.NEVER;
    }
    return embed;
  }),
  thumbnail: ZOwnImage("Thumbnail"),
  isPublished: ZBoolean.optional(),
  publishedAt: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce.date({ error: "Enter a valid date" }).optional(),
  ),
};

export type TNewsItemInput = {
  id: number | null;
  kind: TNewsKind;
  title: string;
  url: string;
  thumbnail: string;
  isPublished: boolean;
  publishedAt: Date | null;
};

/** Accepts the object itself, `{news: {...}}` or `{news: "<json>"}`. */
export const parseNewsItemInput = (raw: unknown): TNewsItemInput => {
  const values = validateFields(NEWS_SHAPE, unwrapField(raw, "news"));
  return {
    id: values.id ?? null,
    kind: values.kind,
    title: values.title,
    url: values.url,
    thumbnail: values.thumbnail ?? DEFAULT_FOUNDATION_IMAGE,
    isPublished: values.isPublished ?? false,
    publishedAt: values.publishedAt ?? null,
  };
};
