// Input rules of the report calls (docs/api/reports.md). Years are federation years (1 July to
// 30 June, India time): "202324" as the issue writes them, also "2023-24" or the start year
// "2023" as Posting.year stores it. Messages name the reason; the wrapper puts the field in front.
import { z } from "zod";
import { zQueryWholeNumber } from "../validation/query-number";
import { formatYear, isYearNumber } from "../content/year";
import { federationYearLabel, federationYearOf, POSTING_ROLES } from "../members/postings";
import type { TRole } from "../auth/roles";

/** The earliest federation year a report answers for (the portal's dates start in 1950). */
export const FIRST_REPORT_YEAR = 1950;

export type TReportYear = {
  /** Posting.year: the calendar year the federation year starts in (2023 for 2023-24). */
  start: number;
  /** The six-digit year number of packs and applications (202324). */
  code: number;
  /** "2023-24". */
  label: string;
};

export const reportYearOf = (start: number): TReportYear => ({
  start,
  code: start * 100 + ((start + 1) % 100),
  label: federationYearLabel(start),
});

const YEAR_RULE = 'must be a federation year such as 202324 (or "2023-24", or 2023)';

/** The last federation year a report answers for, by its start: next year (postings of next year may be entered in advance). */
export const lastReportYear = (at = new Date()) => federationYearOf(at) + 1;

/** Whether a federation year, by its start (2023 for 2023-24), is one the reports answer for: 1950-51 to next year. */
export const isReportYearStart = (start: number, at = new Date()) => start >= FIRST_REPORT_YEAR && start <= lastReportYear(at);

/** Whether a six-digit year number (202324) names a year the reports answer for. */
export const isReportYearCode = (code: number, at = new Date()) =>
  isYearNumber(code) && isReportYearStart(Math.floor(code / 100), at);

/** What a year outside those years is told. */
export const yearRangeRule = (at = new Date()) =>
  `must be a federation year from ${formatYear(FIRST_REPORT_YEAR * 100 + 51)} to ${federationYearLabel(lastReportYear(at))}`;

const startYearOf = (value: unknown): number | null => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (/^\d{6}$/.test(text)) return isYearNumber(Number(text)) ? Number(text.slice(0, 4)) : null;
  if (/^\d{4}-\d{2}$/.test(text)) return isYearNumber(Number(text.replace("-", ""))) ? Number(text.slice(0, 4)) : null;
  if (/^\d{4}$/.test(text)) return Number(text);
  return null;
};

/** A federation year; from 1950-51 to next year (postings of next year may be entered in advance). */
export const ZReportYear = z.unknown().transform((value, ctx): TReportYear => {
  if (value === undefined || value === null || value === "") {
    ctx.addIssue({ code: "custom", message: "is required" });
    return z.NEVER;
  }
  const start = startYearOf(value);
  if (start === null) {
    ctx.addIssue({ code: "custom", message: YEAR_RULE });
    return z.NEVER;
  }
  if (!isReportYearStart(start)) {
    ctx.addIssue({ code: "custom", message: yearRangeRule() });
    return z.NEVER;
  }
  return reportYearOf(start);
});

/**
 * The reports page's figures (GET /api/reports/analytics): a six-digit year number only, as the
 * page's address has it, in the same years as ZReportYear.
 */
export const ZAnalyticsYear = z.unknown().transform((value, ctx): number => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const code = /^\d{6}$/.test(text) ? Number(text) : null;
  if (code === null || !isYearNumber(code)) {
    ctx.addIssue({ code: "custom", message: "must be a year such as 202324 (2023-24)" });
    return z.NEVER;
  }
  if (!isReportYearCode(code)) {
    ctx.addIssue({ code: "custom", message: yearRangeRule() });
    return z.NEVER;
  }
  return code;
});

/**
 * The reports page's address (/reports/{year}/{area}): "latest" (yearNo null) or a year number
 * the reports answer for, and "all" (areaNo null) or an area number; null for anything else, which
 * the page answers 404 without reading the database.
 */
export const parseAnalyticsAddress = (year: string, area: string, at = new Date()) => {
  const yearNo = year === "latest" ? null : /^\d{6}$/.test(year) && isReportYearCode(Number(year), at) ? Number(year) : undefined;
  const areaNo = area === "all" ? null : /^\d{1,4}$/.test(area) ? Number(area) : undefined;
  return yearNo === undefined || areaNo === undefined ? null : { yearNo, areaNo };
};

const MAX_NO = 2_147_483_647;

/** An area, table or circle number: digits (a table may be written RT12, a circle LC3). */
const zUnitNo = (prefix: "RT" | "LC" | null) =>
  z.unknown().transform((value, ctx): number => {
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    const digits = prefix && text.toUpperCase().startsWith(prefix) ? text.slice(2) : text;
    if (!/^\d{1,10}$/.test(digits) || Number(digits) < 1 || Number(digits) > MAX_NO) {
      ctx.addIssue({
        code: "custom",
        message: value === undefined || value === null || text === "" ? "is required" : "must be a positive number",
      });
      return z.NEVER;
    }
    return Number(digits);
  });

export const ZAreaNo = zUnitNo(null);
export const ZTableNo = zUnitNo("RT");

/** A list as JSON sends it, or as a form sends it ("1,2,3"); missing or empty is an empty list. */
const zList = <T>(item: z.ZodType<T>, max: number) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return [];
      if (typeof value === "string") return value.split(",").map((part) => part.trim());
      if (typeof value === "number") return [value];
      return value;
    },
    z.array(item, { error: "must be a list" }).max(max, `must name at most ${max}`),
  );

export const ZTableList = zList(ZTableNo, 1000).transform((nos) => [...new Set(nos)]);
export const ZAreaList = zList(ZAreaNo, 200).transform((nos) => [...new Set(nos)]);

/** Roles a unit's posting may carry (tables, circles, areas): the `postings` filter of mailinglistforarea. */
export const UNIT_POSTING_ROLES: readonly TRole[] = [...POSTING_ROLES.TABLE, ...POSTING_ROLES.CIRCLE, ...POSTING_ROLES.AREA];

export const ZPostingRoleList = zList(
  z
    .string({ error: `must be one of ${UNIT_POSTING_ROLES.join(", ")}` })
    .refine((role) => (UNIT_POSTING_ROLES as readonly string[]).includes(role), {
      message: `must be one of ${UNIT_POSTING_ROLES.join(", ")}`,
    })
    .transform((role) => role as TRole),
  UNIT_POSTING_ROLES.length,
).transform((roles) => [...new Set(roles)]);

/** `?format=csv` on the list reports; JSON when absent. */
export const ZFormatQuery = z.object({
  format: z.enum(["json", "csv"], { error: "must be json or csv" }).optional(),
});

/** The minutes reports are documents with several sections: JSON only. */
export const ZJsonOnlyQuery = z.object({
  format: z.literal("json", { error: "must be json: a minutes report has several sections, not one list" }).optional(),
});

export const ZAreaYearParams = z.object({ areano: ZAreaNo, year: ZReportYear });
export const ZYearAreaParams = z.object({ year: ZReportYear, area: ZAreaNo });
export const ZYearParams = z.object({ year: ZReportYear });

export const ZMailingListBody = z.object({ year: ZReportYear, tables: ZTableList });
export const ZMailingListForAreaBody = z.object({
  year: ZReportYear,
  areas: ZAreaList,
  tables: ZTableList,
  postings: ZPostingRoleList,
});
export const ZMinutesReportBody = z.object({ year: ZReportYear, table: ZTableNo });
export const ZAreaMinutesReportBody = z.object({ year: ZReportYear, areano: ZAreaNo });

/** getminutesconvenorships: paged history, optionally one year, kind or area. */
export const ZConvenorshipsQuery = ZFormatQuery.extend({
  page: zQueryWholeNumber(1, 100_000),
  pageSize: zQueryWholeNumber(50, 200),
  year: ZReportYear.optional(),
  kind: z.enum(["NATIONAL", "AREA"], { error: "must be NATIONAL or AREA" }).optional(),
  areano: ZAreaNo.optional(),
}).superRefine((query, ctx) => {
  // An area's offices are AREA postings: asking for an area's national offices is a contradiction, not an empty list.
  if (query.areano !== undefined && query.kind === "NATIONAL")
    ctx.addIssue({
      code: "custom",
      path: ["areano"],
      message: "an area's offices are of kind AREA: leave out kind, or ask kind=AREA",
    });
});
