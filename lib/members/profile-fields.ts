// Input rules of a member's details (updatemember, updatememberbyadmin): Indian mobile numbers,
// PAN, e-mail. Messages say what is expected; the route wrapper puts the field's name in front.
import { z } from "zod";
import { ZOptionalEmail, ZOptionalText, ZText } from "./member-fields";

export const PHONE_RULE = "must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (optionally after +91 or 0)";
export const PAN_RULE = "must be a PAN: 5 letters, 4 digits and a letter, like ABCDE1234F";

/** "+91 98400 00000", "098400-00000", "9840000000" -> "+91 98400 00000"; null when not a mobile number. */
export const normaliseIndianMobile = (value: string): string | null => {
  const compact = value.replace(/[\s().-]/g, "");
  const match = /^(?:\+91|0)?([6-9]\d{9})$/.exec(compact);
  if (!match) return null;
  const digits = match[1]!;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
};

/**
 * A phone as the portal shows it (screens and CSVs alike): an Indian mobile as +91 98400 12345
 * however it was typed or stored, any other number (a landline, a foreign one) as typed.
 */
export const formatPhone = (value: string | null | undefined): string => (value ? (normaliseIndianMobile(value) ?? value) : "");

export const isPan = (value: string) => /^[A-Z]{5}\d{4}[A-Z]$/.test(value);

const blankToNull = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value);

/** Optional: missing leaves the value as it is (undefined), "" or null clears it. */
export const ZOptionalMobile = z.preprocess(
  blankToNull,
  z
    .string({ error: "must be text" })
    .max(30, "must be at most 30 characters")
    .transform((value, ctx) => {
      const normalised = normaliseIndianMobile(value);
      if (normalised) return normalised;
      ctx.addIssue({ code: "custom", message: PHONE_RULE });
      return z.NEVER;
    })
    .nullable()
    .optional(),
);

/** A new account's mobile number: none when missing or blank. */
export const ZNewMobile = ZOptionalMobile.transform((value) => value ?? null);

export const ZOptionalPan = z.preprocess(
  (value) => {
    const blank = blankToNull(value);
    return typeof blank === "string" ? blank.replace(/\s/g, "").toUpperCase() : blank;
  },
  z.string({ error: "must be text" }).refine(isPan, PAN_RULE).nullable().optional(),
);

/** Registration details (Form 12AA, trust deed, 80G): free text, optional. */
const ZDetail = z.preprocess(blankToNull, ZOptionalText(100).optional());

/** Fields a member may change in their own details; absent fields stay as they are. */
export const OWN_DETAILS_SHAPE = {
  title: z.preprocess(blankToNull, ZOptionalText(20).optional()),
  fullName: ZText(100).optional(),
  phoneNumber: ZOptionalMobile,
  // The profile reply calls the office e-mail `email`; both names are accepted.
  email: ZOptionalEmail.optional(),
  officeEmail: ZOptionalEmail.optional(),
  panCard: ZOptionalPan,
  form12AA: ZDetail,
  trustDeed: ZDetail,
  eightyG: ZDetail,
};

/** `email` and `officeEmail` name one address: both given, they must agree (else which is meant?). */
export const oneOfficeEmail = (input: { email?: string | null; officeEmail?: string | null }) =>
  input.email === undefined || input.officeEmail === undefined || input.email === input.officeEmail;

export const ONE_OFFICE_EMAIL = {
  path: ["officeEmail"],
  message: "is not the same as email: send the office e-mail once, as email or as officeEmail",
};

export const ZOwnDetails = z.preprocess(
  (value) => value ?? {},
  z.object(OWN_DETAILS_SHAPE, { error: "must be a JSON object" }).refine(oneOfficeEmail, ONE_OFFICE_EMAIL),
);

export type TOwnDetails = z.infer<typeof ZOwnDetails>;

/** The Member columns of the given fields (undefined: unchanged). */
export const ownDetailsData = (input: TOwnDetails) => {
  const officeEmail = input.email !== undefined ? input.email : input.officeEmail;
  const data = {
    title: input.title,
    fullName: input.fullName,
    phoneNumber: input.phoneNumber,
    officeEmail,
    panCard: input.panCard,
    form12AA: input.form12AA,
    trustDeed: input.trustDeed,
    eightyG: input.eightyG,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as Partial<
    Record<keyof typeof data, string | null>
  > & { fullName?: string };
};
