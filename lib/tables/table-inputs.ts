// Input rules of the tables, circles and areas calls (docs/api/tables.md). Messages name the
// reason; the route wrapper puts the field's name in front.
import { z } from "zod";
import type { TRole } from "../auth/roles";
import { zBody } from "../members/member-fields";
import { POSTING_ROLES } from "../members/postings";
import { ZId } from "../service-requests/inputs";
import { zNumberOrDigits } from "../validation/strict-number";
import { zMultilineText, zOptionalText, zSearchText, zText } from "../validation/text";
import { istToday } from "../india-time";

/** The earliest date any date picker of the portal offers (SPEC.md section 9). */
export const MIN_DATE = "1950-01-01";

/** Indian Financial System Code: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_RULE = "must be 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234)";

/** A unit or area number in a path: digits only, 1 to 2,147,483,647. */
export const ZUnitNumber = z
  .string()
  .regex(/^\d{1,10}$/, "must be a number")
  .transform(Number)
  .pipe(z.number().int().positive("must be a positive number").max(2_147_483_647, "is too large"));

export const ZTableNoParams = z.object({ tableNo: ZUnitNumber });
export const ZAreaNoParams = z.object({ areaNo: ZUnitNumber });
export const ZCircleNoParams = z.object({ circleNo: ZUnitNumber });

/**
 * getappuserusingtableorcircleno/{no}: a bare number (a table or a circle), or "RT12" / "LC3" for
 * one of them, in either case, a space after the letters allowed ("RT 12", as people type it).
 */
export const ZUnitRefParams = z.object({
  no: z
    .string()
    .trim()
    .regex(/^(?:(?:RT|LC) ?)?\d{1,10}$/i, 'must be a number, or RT or LC and a number (e.g. "RT12")')
    .transform((value) => {
      const prefix = value.slice(0, 2).toUpperCase();
      const kind = prefix === "RT" ? "table" : prefix === "LC" ? "circle" : "either";
      return { kind, no: Number(kind === "either" ? value : value.slice(2).trim()) } as const;
    })
    .refine((ref) => ref.no > 0 && ref.no <= 2_147_483_647, "must be a positive number"),
});

export const ZUnitRefAndTextParams = ZUnitRefParams.extend({ text: zText({ max: 100 }) });

export const ZSearchTable = zBody({ searchTable: zSearchText(100) });

/** Today's date in India, as YYYY-MM-DD. */

/** A calendar day "YYYY-MM-DD" between 1950-01-01 and today (India), as a Date at 00:00 UTC (a @db.Date). */
const zDay = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "is required" : "must be a date") })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, "is not a real date")
    .refine((value) => value >= MIN_DATE, `must not be before 01/01/1950`)
    .refine((value) => value <= istToday(), `${what} cannot be in the future`)
    .transform((value) => new Date(`${value}T00:00:00Z`));

const zOptionalDay = (what: string) =>
  z
    .preprocess((value) => (value === "" || value === null ? undefined : value), zDay(what).optional())
    .transform((v) => v ?? null);

const ZIfsc = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z
    .string({ error: "must be text" })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, IFSC_RULE))
    .optional(),
);

const ZAccountNo = z.preprocess(
  (value) => (value === "" || value === null ? undefined : typeof value === "number" ? String(value) : value),
  z
    .string({ error: "must be text" })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{9,18}$/, "must be 9 to 18 digits"))
    .optional(),
);

/** updatetable: the table's details, all sent each time (a missing optional field clears it). */
export const ZUpdateTable = zBody({
  tableNo: ZId,
  name: zText({ max: 120 }),
  city: zOptionalText({ max: 80 }),
  charterDate: zOptionalDay("the charter date"),
  meetingPlace: zOptionalText({ max: 300 }),
  bankAccountName: zOptionalText({ max: 120 }),
  bankAccountNo: ZAccountNo,
  bankIfsc: ZIfsc,
  bankName: zOptionalText({ max: 120 }),
  bankBranch: zOptionalText({ max: 120 }),
  /** The `revision` of the details the form opened with; a save without it overwrites (legacy). */
  revision: z.iso.datetime({ error: "must be the revision the details were read with" }).optional(),
}).superRefine((body, ctx) => {
  const bank = [body.bankAccountName, body.bankAccountNo, body.bankIfsc, body.bankName, body.bankBranch];
  if (bank.every((value) => value === null || value === undefined)) return;
  // A grant can be paid only with the account's name, number and IFSC together.
  for (const field of ["bankAccountName", "bankAccountNo", "bankIfsc"] as const)
    if (body[field] === null || body[field] === undefined)
      ctx.addIssue({ code: "custom", path: [field], message: "is required with the other bank details" });
});
export type TUpdateTable = z.infer<typeof ZUpdateTable>;

export const ZDechartTable = zBody({
  tableNo: ZId,
  dechartedOn: zDay("the date of de-chartering"),
  reason: zMultilineText({ min: 5, max: 1000 }),
});
export type TDechartTable = z.infer<typeof ZDechartTable>;

/** A role a posting of `kind` may carry (display names: "TEX-C"). */
const zPostingRole = (kind: keyof typeof POSTING_ROLES) =>
  z
    .string({ error: "is required" })
    .refine((role) => (POSTING_ROLES[kind] as readonly string[]).includes(role), {
      message: `must be one of ${POSTING_ROLES[kind].join(", ")}`,
    })
    .transform((role) => role as TRole);

/** A federation year by the year it starts (2026 for 2026-27). */
const ZYear = zNumberOrDigits(
  z.number({ error: "must be a year" }).int("must be a year").min(1950, "must be 1950 or later").max(2200, "is too late"),
);

/** getareapostings / getcirclepostings `?year=`: any federation year (history too); this one when absent. */
export const ZPostingsYearQuery = z.object({ year: ZYear.optional() });

/** Postings of one unit and year to add and to remove (savepostings and its circle and area twins). */
const postingChanges = (kind: keyof typeof POSTING_ROLES) => ({
  year: ZYear,
  add: z
    .array(z.object({ memberId: ZId, role: zPostingRole(kind) }))
    .max(50, "at most 50 at once")
    .default([]),
  remove: z.array(ZId).max(50, "at most 50 at once").default([]),
});

export const ZSaveTablePostings = zBody({ tableNo: ZId, ...postingChanges("TABLE") });
export const ZSaveCirclePostings = zBody({ circleNo: ZId, ...postingChanges("CIRCLE") });
export const ZSaveAreaPostings = zBody({ areaNo: ZId, ...postingChanges("AREA") });
export type TPostingChanges = { year: number; add: { memberId: number; role: TRole }[]; remove: number[] };
