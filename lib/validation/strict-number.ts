// A whole number from a JSON body or a form: a number, or its digits as text (forms send text).
// z.coerce.number would read anything through Number(): `true` as 1, `[5]` as 5, `null` and `""`
// as 0, so a client that sent the wrong value acted on a record it never named.
import { z } from "zod";

const WHOLE_NUMBER_TEXT = /^\s*-?\d+\s*$/;

/** Digits as text (a sign and spaces allowed) become the number; anything else is left for the schema to refuse. */
export const numberFromText = (value: unknown) =>
  typeof value === "string" && WHOLE_NUMBER_TEXT.test(value) ? Number(value) : value;

/** `schema` (a z.number() with its checks), also given its digits as text; nothing else is converted. */
export const zNumberOrDigits = <TSchema extends z.ZodType>(schema: TSchema) => z.preprocess(numberFromText, schema);
