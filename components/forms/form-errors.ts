// Field errors of the public forms: from the same validation the API runs (lib/content input
// parsers, executed in the browser before sending) and from the API's 400 reply.
import { AppError } from "@/lib/http/errors";
import { isRecord, shownField } from "@/components/shared/request-json";
import { asSentence } from "@/lib/validation/sentence";

export type TFieldErrors = Record<string, string>;

type TRawFieldError = { field: string; message: string };

/** One message per shown field (the first); errors of fields the form does not show are returned apart. */
export const toFieldErrors = (errors: readonly TRawFieldError[], known: readonly string[]) => {
  const fields: TFieldErrors = {};
  const other: string[] = [];
  for (const error of errors) {
    const field = shownField(error.field, known);
    if (field) fields[field] ??= asSentence(error.message);
    else other.push(asSentence(error.message));
  }
  return { fields, other };
};

/** Runs an input parser of lib/content (the API's own rules); its AppError becomes field errors. */
export const validateLikeApi = <T>(parse: (raw: unknown) => T, values: unknown, known: readonly string[]): TFieldErrors => {
  try {
    parse(values);
    return {};
  } catch (error) {
    if (error instanceof AppError && error.fields) return toFieldErrors(error.fields, known).fields;
    throw error;
  }
};

/** The `fields` of the API's error reply (`{message, code, fields: [{field, message}]}`). */
export const apiFieldErrors = (data: unknown): TRawFieldError[] => {
  if (!isRecord(data) || !Array.isArray(data.fields)) return [];
  return data.fields.filter(
    (entry): entry is TRawFieldError => isRecord(entry) && typeof entry.field === "string" && typeof entry.message === "string",
  );
};

export const apiMessage = (data: unknown): string | null =>
  isRecord(data) && typeof data.message === "string" && data.message.trim() !== "" ? data.message : null;
