// Validates a form object field by field, then applies rules across fields, and reports every
// problem at once (zod skips an object's refinements as soon as one field fails; the forms want
// all the messages in one answer).
import type { ZodType } from "zod";
import { AppError, type TFieldError } from "../http/errors";

type TShape = Record<string, ZodType>;
type TValues<S extends TShape> = { [K in keyof S]: S[K] extends ZodType<infer O> ? O : never };

export type TCrossRule<S extends TShape> = (
  values: Partial<TValues<S>>,
  fail: (field: keyof S & string, message: string) => void,
  has: (...fields: (keyof S & string)[]) => boolean,
) => void;

const firstMessage = (field: string, issues: { path: PropertyKey[]; message: string }[]): TFieldError => {
  const issue = issues[0]!;
  const nested = issue.path.map(String).filter(Boolean);
  return { field: [field, ...nested].join("."), message: issue.message };
};

/** Parses `raw` against `shape` (one message per field) and the cross-field `rules`; throws 400 with every field. */
export const validateFields = <S extends TShape>(shape: S, raw: unknown, rules: TCrossRule<S>[] = []): TValues<S> => {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new AppError("BAD_REQUEST", "The form was not sent as an object", {
      fields: [{ field: "body", message: "expected an object" }],
    });
  }
  const input = raw as Record<string, unknown>;
  const values: Partial<TValues<S>> = {};
  const errors: TFieldError[] = [];
  const failed = new Set<string>();
  for (const [field, schema] of Object.entries(shape)) {
    const result = schema.safeParse(input[field]);
    if (result.success) (values as Record<string, unknown>)[field] = result.data;
    else {
      failed.add(field);
      errors.push(firstMessage(field, result.error.issues));
    }
  }
  const fail = (field: string, message: string) => {
    if (failed.has(field)) return;
    failed.add(field);
    errors.push({ field, message });
  };
  const has = (...fields: string[]) => fields.every((field) => !failed.has(field));
  for (const rule of rules) rule(values, fail, has);
  if (errors.length > 0) {
    const first = errors[0]!;
    throw new AppError("BAD_REQUEST", `${first.field}: ${first.message}`, { fields: errors });
  }
  return values as TValues<S>;
};
