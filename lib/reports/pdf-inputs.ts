// Input rules of the PDF calls (docs/api/reports.md): the legacy clients send the fields in a JSON
// body, or as form fields beside (or inside) a `json` field; numbers as numbers or digit strings.
import { z } from "zod";
import { fieldError } from "../http/errors";
import { parseWith } from "../http/route";
import { ZUnitNumber } from "../tables/table-inputs";
import { zOptionalText } from "../validation/text";

/** A unit number as a number or a digit string; absent, null or "" is none. */
const ZOptionalUnitNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => (value === undefined || value === null || value === "" ? null : String(value)))
  .pipe(z.union([z.null(), ZUnitNumber]));

/** Every field either form of generatepdfforurl may carry; which form it is, the handler decides. */
export const ZPdfRequestBody = z.object({
  url: zOptionalText({ max: 2000 }),
  fileName: zOptionalText({ max: 200 }),
  tableNo: ZOptionalUnitNumber,
  cmno: ZOptionalUnitNumber,
  requestfor: zOptionalText({ max: 40 }),
});

export const ZDirectoryBody = z.object({
  fileName: zOptionalText({ max: 200 }),
  tableNo: ZOptionalUnitNumber,
  ano: ZOptionalUnitNumber,
});

const FORM_FIELDS = ["url", "fileName", "tableNo", "cmno", "requestfor", "ano"] as const;

/** The body's fields with the form's own fields beside `json` (a form field wins over the same in `json`). */
export const withFormFields = <T>(schema: z.ZodType<T>, json: unknown, fields: Record<string, string>): T => {
  const merged: Record<string, unknown> = { ...(json && typeof json === "object" ? json : {}) };
  if (fields.json !== undefined) for (const key of FORM_FIELDS) if (fields[key] !== undefined) merged[key] = fields[key];
  return parseWith(schema, merged, "body");
};

export const requiredUrl = (url: string | null | undefined): string => {
  if (!url) throw fieldError("BAD_REQUEST", "url", "is required");
  return url;
};
