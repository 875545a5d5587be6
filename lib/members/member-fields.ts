// Input rules shared by the auth and member endpoints: user names, passwords, e-mail, table and
// circle numbers and yes/no flags as legacy forms send them. Messages name the reason; the route
// wrapper puts the field's name in front.
import { z } from "zod";
import { numberFromText } from "../validation/strict-number";
import { zExactText, zOptionalText, zText } from "../validation/text";

const required = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "is required" : `must be ${what}`;

/** One line of required text, cleaned (lib/validation/text.ts), at most `max` characters. */
export const ZText = (max: number) => zText({ max });

/** Optional text: missing, null, blank or invisible-only become null. */
export const ZOptionalText = (max: number) => zOptionalText({ max });

export const USER_NAME_RULE = "must be 3-40 characters: letters, digits, dot, underscore or hyphen";

/**
 * User names are compared case-insensitively and stored lower-cased. They must be typed exactly,
 * so invisible or control characters are refused rather than removed.
 */
export const ZUserName = zExactText({ max: 40 })
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9._-]{3,40}$/, USER_NAME_RULE));

export const PASSWORD_RULE = "must be at least 8 characters with a letter and a digit";

export const ZNewPassword = z
  .string({ error: required("text") })
  .max(256, { message: "must be at most 256 characters", abort: true })
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\p{Nd}/u.test(value), PASSWORD_RULE);

export const ZEmail = z
  .string({ error: required("text") })
  .trim()
  .max(254, "must be at most 254 characters")
  .pipe(z.email("must be a valid e-mail address"));

export const ZOptionalEmail = z
  .preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    ZEmail.optional(),
  )
  .transform((value) => value ?? null);

const NONE_VALUES = new Set<unknown>([undefined, null, "", "0", 0, "null", "undefined"]);

/** A table or circle number; legacy forms send "" / "0" / "null" for none. */
export const ZUnitNo = z
  .preprocess(
    (value) => (NONE_VALUES.has(typeof value === "string" ? value.trim() : value) ? undefined : numberFromText(value)),
    z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .positive("must be a positive number")
      .max(2_147_483_647, "is too large")
      .optional(),
  )
  .transform((value) => value ?? null);

const TRUE_VALUES = new Set<unknown>([true, 1, "1", "true"]);
const FALSE_VALUES = new Set<unknown>([false, 0, "0", "false"]);

/** A yes/no flag as "1"/"0", "true"/"false" or a boolean. */
export const ZFlag = z.unknown().transform((value, ctx) => {
  const normalised = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (TRUE_VALUES.has(normalised)) return true;
  if (FALSE_VALUES.has(normalised)) return false;
  ctx.addIssue({
    code: "custom",
    message: value === undefined || value === null || normalised === "" ? "is required" : 'must be "1", "0", true or false',
  });
  return z.NEVER;
});

export const ZOptionalFlag = z.preprocess((value) => (value === null || value === "" ? undefined : value), ZFlag.optional());

/**
 * Objects from a JSON body or a form: a missing body reports its missing fields one by one.
 * The auth routes parse with `parseWith(schema, json, "body")` in the handler rather than the
 * wrapper's `json:` option, so that errors name the legacy field ("username", "newPassword"), as
 * the brief and the auth forms expect, not "json.username".
 */
export const zBody = <TShape extends z.ZodRawShape>(shape: TShape) =>
  z.preprocess((value) => value ?? {}, z.object(shape, { error: "must be a JSON object" }));

/** A password being checked (not set): any non-empty text. */
export const ZPassword = z
  .string({ error: required("text") })
  .min(1, "is required")
  .max(1024, "must be at most 1024 characters");

/** Optional secret text: "" and null count as not given. */
export const ZOptionalSecret = (max: number) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`).optional(),
  );

/** A user name to look up (not to create): legacy names need not follow today's rule. */
export const ZUserNameLookup = zExactText({ max: 100 }).transform((value) => value.toLowerCase());
