// The kinds of element a stage of a project pack is built from, and each kind's settings
// (StageElement.config) as the form builder may set them, with the defaults filled in. What a
// table enters into an element is checked in ./element-values.ts. Pure: no database, no I/O.
import { z } from "zod";
import { comparisonKey, zText } from "../validation/text";

export const ELEMENT_KINDS = [
  "SECTION",
  "SHORT_TEXT",
  "LONG_TEXT",
  "NUMBER",
  "AMOUNT",
  "DATE",
  "SINGLE_SELECT",
  "MULTI_SELECT",
  "YES_NO",
  "FILE",
  "PHOTO_SET",
  "COST_TABLE",
  "VENDOR_LIST",
  "OTP_SIGNATURE",
] as const;
export type TElementKind = (typeof ELEMENT_KINDS)[number];

/**
 * Kinds whose answer is one plain value in ElementValue.value. Files and photos, cost lines,
 * vendors and signatures have rows of their own; a section holds nothing.
 */
export const KIND_HOLDS_VALUE: Readonly<Record<TElementKind, boolean>> = {
  SECTION: false,
  SHORT_TEXT: true,
  LONG_TEXT: true,
  NUMBER: true,
  AMOUNT: true,
  DATE: true,
  SINGLE_SELECT: true,
  MULTI_SELECT: true,
  YES_NO: true,
  FILE: false,
  PHOTO_SET: false,
  COST_TABLE: false,
  VENDOR_LIST: false,
  OTP_SIGNATURE: false,
};

export const FILE_TYPES = ["pdf", "jpg", "png", "gif"] as const;
export type TFileType = (typeof FILE_TYPES)[number];
/** The media type a file of each type is stored and checked by. */
export const FILE_TYPE_MEDIA: Record<TFileType, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};
/** What a vendor's quotation files and the evaluation report's files may be (createVendor, addVendorFiles, the report). */
export const VENDOR_FILE_TYPES: readonly TFileType[] = ["pdf", "jpg", "png"];
export const REPORT_FILE_TYPES: readonly TFileType[] = ["pdf", "jpg", "png"];
/** What a photo set's photos may be. */
export const PHOTO_FILE_TYPES: readonly TFileType[] = ["jpg", "png", "gif"];
/** A file picker's filter for `types`, by media type and by extension (jpg also as .jpeg). */
export const acceptOfTypes = (types: readonly TFileType[]) =>
  types.flatMap((type) => [FILE_TYPE_MEDIA[type], ...(type === "jpg" ? [".jpg", ".jpeg"] : [`.${type}`])]).join(",");
export const SIGNERS = ["TABLE_CHAIRMAN", "AREA_CHAIRMAN"] as const;
export type TSigner = (typeof SIGNERS)[number];
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** No date in a grant form is older than the foundation's records. */
export const EARLIEST_DATE = "1950-01-01";
/** EARLIEST_DATE as messages write dates (dd/mm/yyyy). */
export const EARLIEST_DATE_SHOWN = "01/01/1950";

/** True for a real calendar date written YYYY-MM-DD (2023-02-29 is not one). */
export const isIsoDate = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};

// "is required" only when the setting is missing; otherwise what it should have been.
const orRequired = (expected: string) => (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : expected);

const settings = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `has unknown settings: ${issue.keys.join(", ")}` : "must be an object of settings",
  });

// Checks abort, so that "max must not be less than min" is not said about a min already refused.
const whole = (min: number, max: number) =>
  z
    .number({ error: "must be a number" })
    .refine(Number.isInteger, { error: "must be a whole number", abort: true })
    .min(min, { error: `must be at least ${min}`, abort: true })
    .max(max, { error: `must be at most ${max}`, abort: true });

const ZDate = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .refine(isIsoDate, { error: "must be a date written YYYY-MM-DD", abort: true })
  .refine((date) => date >= EARLIEST_DATE, { error: `must be a date on or after ${EARLIEST_DATE_SHOWN}`, abort: true });

const isUnique = (keys: string[]) => new Set(keys).size === keys.length;

/** Options are cleaned like any typed line; "Yes" and "yes " would be the same choice to a reader. */
const ZOptions = z
  .array(zText({ max: 200, messages: { required: "must not be blank" } }), { error: orRequired("must be a list of options") })
  .min(1, { error: "must have at least 1 option" })
  .max(50, { error: "must have at most 50 options" })
  .refine((options) => isUnique(options.map((option) => comparisonKey(String(option)))), { error: "options must be unique" });

/** The larger setting of a pair may not be below the smaller one (when both are there). */
const ordered = (low: string, high: string) => (config: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const [a, b] = [config[low], config[high]];
  if (a === undefined || b === undefined || typeof a !== typeof b) return;
  if ((a as number | string) > (b as number | string))
    ctx.addIssue({ code: "custom", path: [high], message: `must not be less than ${low}` });
};

const ZMaxFileBytes = whole(1, MAX_FILE_BYTES).default(MAX_FILE_BYTES);

/**
 * What an element of the completion pack is to the completion checks (lib/projects/completion-checks.ts),
 * by kind: the pack's designer tags the claim, the utilisation certificate's amount, the invoices,
 * the photos, the school's acknowledgement and the area chairman's recommendation.
 */
export const COMPLETION_CHECK_TAGS = {
  AMOUNT: ["CLAIM", "UTILISATION_CERTIFICATE"],
  COST_TABLE: ["INVOICES"],
  PHOTO_SET: ["COMPLETION_PHOTOS"],
  FILE: ["ACKNOWLEDGEMENT", "AREA_RECOMMENDATION"],
} as const;
export type TCompletionCheckTag = (typeof COMPLETION_CHECK_TAGS)[keyof typeof COMPLETION_CHECK_TAGS][number];
const ZCheckTag = <K extends keyof typeof COMPLETION_CHECK_TAGS>(kind: K) =>
  z.enum(COMPLETION_CHECK_TAGS[kind], { error: `must be one of ${COMPLETION_CHECK_TAGS[kind].join(", ")}` }).optional();
const ZNoSettings = settings({});

/** Each kind's settings; unknown settings are refused, so a typo is not silently ignored. */
export const ZElementConfigs = {
  SECTION: ZNoSettings,
  SHORT_TEXT: settings({ maxLength: whole(1, 500).default(200) }),
  LONG_TEXT: settings({ maxLength: whole(1, 20000).default(5000) }),
  NUMBER: settings({
    min: z.number({ error: "must be a number" }).optional(),
    max: z.number({ error: "must be a number" }).optional(),
    integer: z.boolean({ error: "must be true or false" }).default(false),
  }).superRefine(ordered("min", "max")),
  AMOUNT: settings({
    minPaise: whole(0, Number.MAX_SAFE_INTEGER).optional(),
    maxPaise: whole(0, Number.MAX_SAFE_INTEGER).optional(),
    check: ZCheckTag("AMOUNT"),
  }).superRefine(ordered("minPaise", "maxPaise")),
  DATE: settings({ min: ZDate.optional(), max: ZDate.optional() }).superRefine(ordered("min", "max")),
  SINGLE_SELECT: settings({ options: ZOptions }),
  MULTI_SELECT: settings({ options: ZOptions, minChoices: whole(0, 50).optional(), maxChoices: whole(0, 50).optional() })
    .superRefine((config, ctx) => {
      for (const key of ["minChoices", "maxChoices"] as const) {
        const limit = config[key];
        if (limit !== undefined && limit > config.options.length)
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `must be at most ${config.options.length}, the number of options`,
          });
      }
    })
    .superRefine(ordered("minChoices", "maxChoices")),
  YES_NO: ZNoSettings,
  FILE: settings({
    fileTypes: z
      .array(z.enum(FILE_TYPES, { error: `must be one of ${FILE_TYPES.join(", ")}` }), {
        error: orRequired("must be a list of file types"),
      })
      .min(1, { error: "must have at least 1 file type" })
      .refine(isUnique, { error: "file types must be unique" }),
    maxFileBytes: ZMaxFileBytes,
    maxFiles: whole(1, 20).default(1),
    check: ZCheckTag("FILE"),
  }),
  PHOTO_SET: settings({
    minPhotos: whole(1, 50).default(1),
    maxPhotos: whole(1, 50).default(20),
    maxFileBytes: ZMaxFileBytes,
    check: ZCheckTag("PHOTO_SET"),
  }).superRefine(ordered("minPhotos", "maxPhotos")),
  COST_TABLE: settings({ maxRows: whole(1, 200).default(50), check: ZCheckTag("COST_TABLE") }),
  VENDOR_LIST: settings({
    minVendors: whole(0, 20).default(0),
    maxVendors: whole(1, 20).default(10),
  }).superRefine(ordered("minVendors", "maxVendors")),
  OTP_SIGNATURE: settings({ signer: z.enum(SIGNERS, { error: orRequired(`must be ${SIGNERS.join(" or ")}`) }) }),
} satisfies Record<TElementKind, z.ZodType>;

export type TElementConfigOf<K extends TElementKind> = z.output<(typeof ZElementConfigs)[K]>;
export type TElementConfig = TElementConfigOf<TElementKind>;

// A missing config is an empty one (as the column's default), so a SECTION needs none.
const entry = <K extends TElementKind>(kind: K) =>
  z.object({ kind: z.literal(kind), config: z.preprocess((raw) => raw ?? {}, ZElementConfigs[kind]) });

/**
 * `{ kind, config }` with the config checked by the kind: issues are reported at `config.<setting>`.
 * Route schemas of the form builder can combine it with the element's other fields (`.and(...)`).
 */
export const ZElementConfig = z.discriminatedUnion(
  "kind",
  [
    entry("SECTION"),
    entry("SHORT_TEXT"),
    entry("LONG_TEXT"),
    entry("NUMBER"),
    entry("AMOUNT"),
    entry("DATE"),
    entry("SINGLE_SELECT"),
    entry("MULTI_SELECT"),
    entry("YES_NO"),
    entry("FILE"),
    entry("PHOTO_SET"),
    entry("COST_TABLE"),
    entry("VENDOR_LIST"),
    entry("OTP_SIGNATURE"),
  ],
  { error: "must be one of the element kinds" },
);
export type TElementConfigInput = z.input<typeof ZElementConfig>;

/**
 * The settings of an element of `kind`, defaults filled in. Throws a ZodError (paths such as
 * `config.maxLength`) when they are not valid, as for a stored config that should always be.
 */
export const parseElementConfig = <K extends TElementKind>(kind: K, raw: unknown): TElementConfigOf<K> =>
  ZElementConfig.parse({ kind, config: raw }).config as TElementConfigOf<K>;
