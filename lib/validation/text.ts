// Free text typed by people (titles, names, remarks, search words), cleaned the same way for every
// input: NFC; control characters refused; invisible format characters (zero-width spaces, BOM,
// bidi overrides, soft hyphens) removed, except ZWJ/ZWNJ inside words and emoji; spaces tidied;
// then required/min/max on what is left. Passwords never pass through here. docs/decisions.md,
// "Text inputs".
import { z } from "zod";

export type TTextMode = "line" | "multiline";

/** Controls but tab, line feed and carriage return (as lib/http/input-guard.ts), and lone surrogates. */
const FORBIDDEN = /[^\P{Cc}\t\n\r]|\p{Cs}/u;
/** Format characters, and whole emoji tag sequences (subdivision flags such as England's) to keep. */
const FORMAT = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|\p{Cf}/gu;
const ZWNJ = "\u200C";
const ZWJ = "\u200D";
const JOINS_AFTER = /[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]/u;
const JOINS_BEFORE = /[\p{L}\p{M}\p{Extended_Pictographic}]/u;
const MARK = /\p{M}/u;
/** What never counts towards "required" or a minimum length, nor tells two names apart. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}]/gu;

const codePointBefore = (text: string, offset: number) => {
  if (offset === 0) return "";
  const low = text.charCodeAt(offset - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && offset >= 2 ? offset - 2 : offset - 1;
  return String.fromCodePoint(text.codePointAt(start)!);
};

const codePointAt = (text: string, offset: number) =>
  offset < text.length ? String.fromCodePoint(text.codePointAt(offset)!) : "";

/**
 * ZWJ and ZWNJ choose how Indic conjuncts and emoji are drawn (क्‍ष, 👩‍💻): kept between letters,
 * marks or emoji, and a ZWJ after a virama at a word's end (Malayalam chillu typed the old way,
 * ന്‍). Anywhere else they only hide text, and are dropped.
 */
const keepsJoiner = (text: string, offset: number, joiner: string) => {
  const before = codePointBefore(text, offset);
  if (!JOINS_AFTER.test(before)) return false;
  return JOINS_BEFORE.test(codePointAt(text, offset + 1)) || (joiner === ZWJ && MARK.test(before));
};

/** The first character a text may not hold at all, as U+XXXX, or null. */
export const forbiddenCharacter = (text: string): string | null => {
  const match = FORBIDDEN.exec(text);
  return match ? `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : null;
};

/** Removes format characters (keeping joiners inside words and emoji flag tags). */
export const stripFormatCharacters = (text: string) =>
  text.replace(FORMAT, (match: string, offset: number) => {
    if (match.length > 2) return match;
    if (match === ZWJ || match === ZWNJ) return keepsJoiner(text, offset, match) ? match : "";
    return "";
  });

/**
 * The cleaned text: NFC, format characters removed, and for one line every run of whitespace
 * (tabs, line breaks, U+00A0, U+3000, ...) made one space, as a pasted line break in a title is
 * no reason to refuse it; multi-line text keeps tabs and line
 * breaks (\r\n and U+2028 become \n). Both are trimmed. Call `forbiddenCharacter` first.
 */
export const cleanText = (text: string, mode: TTextMode = "line") => {
  const stripped = stripFormatCharacters(text.normalize("NFC"));
  if (mode === "line") return stripped.replace(/\s+/gu, " ").trim();
  return stripped.replace(/\r\n?|[\u2028\u2029]/g, "\n").trim();
};

/** Length as the required and minimum checks see it: joiners and other ignorables not counted. */
export const visibleLength = (text: string) => text.replace(IGNORABLE, "").length;

/** True when nothing would show: only whitespace and invisible characters. */
export const isBlank = (text: string) => text.replace(INVISIBLE, "") === "";

/**
 * A key for "is this the same name": compatibility forms folded (NFKC: full-width letters,
 * ligatures), invisible characters dropped, spaces collapsed, case folded (ß = ss, ς = σ).
 */
export const comparisonKey = (text: string) =>
  cleanText(text)
    .normalize("NFKC")
    .replace(IGNORABLE, "")
    .replace(/\s+/gu, " ")
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize("NFKC");

export type TTextRules = {
  /** Put in front of every message ("Title is required"); without it the route wrapper names the field. */
  label?: string;
  min?: number;
  max: number;
  /** Replaces a standard message. */
  messages?: { required?: string; min?: string; max?: string };
};

const say = (label: string | undefined, text: string) => (label ? `${label} ${text}` : text);

export const messagesOf = (rules: TTextRules) => ({
  required: rules.messages?.required ?? say(rules.label, "is required"),
  notText: say(rules.label, "must be text"),
  forbidden: (code: string) => say(rules.label, `must not contain control characters (found ${code})`),
  min: rules.messages?.min ?? say(rules.label, `must be at least ${rules.min ?? 1} characters`),
  max: rules.messages?.max ?? say(rules.label, `must be at most ${rules.max} characters`),
});

type TCtx = { addIssue: (issue: { code: "custom"; message: string }) => void };

/** Cleans and checks one text; reports on ctx and returns null when it fails; "" when blank. */
const checkText = (value: string, rules: TTextRules, mode: TTextMode, ctx: TCtx, optional: boolean) => {
  const messages = messagesOf(rules);
  const code = forbiddenCharacter(value);
  if (code) {
    ctx.addIssue({ code: "custom", message: messages.forbidden(code) });
    return null;
  }
  const text = cleanText(value, mode);
  if (isBlank(text)) {
    if (optional) return "";
    ctx.addIssue({ code: "custom", message: messages.required });
    return null;
  }
  if (rules.min !== undefined && visibleLength(text) < rules.min) {
    ctx.addIssue({ code: "custom", message: messages.min });
    return null;
  }
  if (text.length > rules.max) {
    ctx.addIssue({ code: "custom", message: messages.max });
    return null;
  }
  return text;
};

const required = (rules: TTextRules, mode: TTextMode) => {
  const messages = messagesOf(rules);
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.notText) })
    .transform((value, ctx) => checkText(value, rules, mode, ctx, false) ?? z.NEVER);
};

const optional = (rules: TTextRules, mode: TTextMode) => {
  const messages = messagesOf(rules);
  return z
    .preprocess(
      (value) => (value === null ? undefined : value),
      z
        .string({ error: messages.notText })
        .transform((value, ctx) => {
          const text = checkText(value, rules, mode, ctx, true);
          return text === null ? z.NEVER : text;
        })
        .optional(),
    )
    .transform((value) => value || null);
};

/** One line of required text: a title, a name. */
export const zText = (rules: TTextRules) => required(rules, "line");

/** One line of optional text; missing, null, blank or invisible-only become null. */
export const zOptionalText = (rules: TTextRules) => optional(rules, "line");

/** Required text over several lines (remarks, purposes): keeps tabs and line breaks. */
export const zMultilineText = (rules: TTextRules) => required(rules, "multiline");

/** Optional text over several lines; blank becomes null. */
export const zOptionalMultilineText = (rules: TTextRules) => optional(rules, "multiline");

/** Search words: cleaned like a line; blank or invisible-only means no search (undefined). */
export const zSearchText = (max = 100) =>
  optional({ max }, "line")
    .transform((value) => value ?? undefined)
    .optional();

/**
 * Text that must be typed exactly (user names): refused, not cleaned, when it holds controls or
 * invisible characters, since a silently changed login name is one nobody can type. NFC, trimmed.
 */
export const zExactText = (rules: TTextRules) => {
  const messages = messagesOf(rules);
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.notText) })
    .transform((value, ctx) => {
      const code = forbiddenCharacter(value);
      if (code) ctx.addIssue({ code: "custom", message: messages.forbidden(code) });
      else if (/[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(value))
        ctx.addIssue({ code: "custom", message: say(rules.label, "must not contain invisible characters") });
      else {
        const text = value.normalize("NFC").trim();
        if (text === "") ctx.addIssue({ code: "custom", message: messages.required });
        else if (text.length > rules.max) ctx.addIssue({ code: "custom", message: messages.max });
        else return text;
      }
      return z.NEVER;
    });
};
