// Readable names of the pack builder's codes, and the year as designers type it.
import type { TElementKind, TPackView } from "@/components/projects/project-types";
import { isYearNumber, parseYearString } from "@/lib/content/year";

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

/** The roles that confirm elements of an application, in the order they act. */
export const APPROVING_ROLES = [
  { role: "AC", label: "Area chairman" },
  { role: "NPC", label: "National Projects Convener" },
  { role: "Admin-Pom", label: "Project office" },
  { role: "RTIF-Secretary", label: "Trust secretary" },
  { role: "RTIF-Trustee", label: "Trustee" },
] as const;

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
