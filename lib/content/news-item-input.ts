// A news or speech video as the admin screen sends it (POST /api/news/createnews).
import { z } from "zod";
import { istDayStart } from "../india-time";
import { EARLIEST_DATE_SHOWN, isIsoDate } from "../projects/element-kinds";
import { ZBoolean, ZOptionalContentId, ZOwnImage } from "./blog-post-input";
import { publishedRange } from "./published-range";
import { unwrapField } from "./identity-rules";
import { DEFAULT_FOUNDATION_IMAGE } from "./images";
import type { TNewsKind } from "./types";
import { zText } from "../validation/text";
import { validateFields } from "./validate-fields";
import { toEmbedUrl } from "./video-url";

const DATE_FORMAT = "Enter the date as YYYY-MM-DD, or a date and time such as 2024-01-05T10:00:00+05:30";
/** The time after a day: hours, minutes, maybe seconds and milliseconds, and its zone. */
const ISO_TIME = /^T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/**
 * A day (that day in India) or an ISO date and time, from 01/01/1950 to the end of today in India.
 * Only strings checked field by field: new Date() reads 2026-02-30 as 2 March and takes years past
 * 9999, which were saved and then broke every page listing videos; an epoch number cannot be checked by eye.
 */
const zPublishedAt = (now: Date) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .string({ error: DATE_FORMAT })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, { error: DATE_FORMAT, abort: true })
      .refine((text) => isIsoDate(text.slice(0, 10)), { error: "Enter a real date: check the day and the month", abort: true })
      .refine((text) => text.length === 10 || ISO_TIME.test(text.slice(10)), {
        error: "Enter a real time, such as 10:00:00+05:30 or 04:30:00Z",
        abort: true,
      })
      .transform((text) => (text.length === 10 ? istDayStart(text) : new Date(text)))
      .refine((date) => date >= publishedRange(now).gte, {
        error: `The date cannot be before ${EARLIEST_DATE_SHOWN}`,
        abort: true,
      })
      .refine((date) => date < publishedRange(now).lt, "The date cannot be in the future")
      .optional(),
  );

const newsShape = (now: Date) => ({
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
  publishedAt: zPublishedAt(now),
});

export type TNewsItemInput = {
  id: number | null;
  kind: TNewsKind;
  title: string;
  url: string;
  thumbnail: string;
  isPublished: boolean;
  publishedAt: Date | null;
};

/** Accepts the object itself, `{news: {...}}` or `{news: "<json>"}`; `now` bounds publishedAt. */
export const parseNewsItemInput = (raw: unknown, now = new Date()): TNewsItemInput => {
  const values = validateFields(newsShape(now), unwrapField(raw, "news"));
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
