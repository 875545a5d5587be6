// Readable names of the pack builder's codes, and the year as designers type it.
import type { TElementKind, TPackView } from "@/components/projects/project-types";
import { isYearNumber, parseYearString } from "@/lib/content/year";
import { NATIONAL_REVIEW_ROLES } from "@/lib/projects/application-states";

export const PACK_KIND_LABELS: Record<TPackView["kind"], string> = {
  TABLE: "Table",
  CIRCLE: "Circle",
  BOTH: "Table and circle",
};

export const ELEMENT_KIND_LABELS: Record<TElementKind, string> = {
  SECTION: "Section",
  SHORT_TEXT: "Short text",
  LONG_TEXT: "Long text",
  NUMBER: "Number",
  AMOUNT: "Amount (₹)",
  DATE: "Date",
  SINGLE_SELECT: "Single choice",
  MULTI_SELECT: "Multiple choice",
  YES_NO: "Yes / No",
  FILE: "File",
  PHOTO_SET: "Photo set",
  COST_TABLE: "Cost table",
  VENDOR_LIST: "Vendor list",
  OTP_SIGNATURE: "OTP signature",
};

export const ELEMENT_KIND_OPTIONS = (Object.keys(ELEMENT_KIND_LABELS) as TElementKind[]).map((kind) => ({
  value: kind,
  label: ELEMENT_KIND_LABELS[kind],
}));

const APPROVING_ROLE_LABELS: Record<(typeof NATIONAL_REVIEW_ROLES)[number], string> = {
  NPC: "National Projects Convener",
  "Admin-Pom": "Project office",
  Admin: "Admin",
};

/** The roles that confirm elements before recommending an application to the trust (the national review). */
export const APPROVING_ROLES = NATIONAL_REVIEW_ROLES.map((role) => ({ role, label: APPROVING_ROLE_LABELS[role] }));

/** "2025-26", "202526" or "2025-2026" -> 202526; null for anything else. */
export const readYear = (text: string): number | null => {
  const value = text.trim();
  if (/^\d{6}$/.test(value)) return isYearNumber(Number(value)) ? Number(value) : null;
  const long = /^(\d{4})\s*-\s*(\d{4})$/.exec(value);
  if (long) return Number(long[2]) === Number(long[1]) + 1 ? parseYearString(`${long[1]}-${long[2]!.slice(2)}`) : null;
  return parseYearString(value.replace(/\s+/g, ""));
};

export const YEAR_ERROR = "Enter a year such as 2025-26.";

/** "Water plants, 2025-26 (version 2)". */
export const packTitle = (pack: Pick<TPackView, "name" | "yearString" | "version">) =>
  `${pack.name}, ${pack.yearString}${pack.version > 1 ? ` (version ${pack.version})` : ""}`;
