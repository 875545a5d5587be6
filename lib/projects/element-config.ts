// An element's config as the builder's API takes it: checked for its kind, defaults filled in,
// and a bad one answered 400 naming the field (config.maxLength, config.options, ...).
import { ZodError } from "zod";
import { AppError } from "../http/errors";
import { parseElementConfig, type TElementConfig, type TElementKind } from "./element-kinds";

export const elementConfigOrThrow = (kind: TElementKind, raw: unknown): TElementConfig => {
  try {
    return parseElementConfig(kind, raw);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const fields = error.issues.map((issue) => ({
      field: issue.path.map(String).join(".") || "config",
      message: issue.message,
    }));
    throw new AppError("BAD_REQUEST", `${fields[0]!.field}: ${fields[0]!.message}`, { fields });
  }
};
