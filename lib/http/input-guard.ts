// Characters no field of this portal accepts, refused for every input of every API route before a
// schema or the database sees it (Postgres refuses NUL outright, and other control characters are
// invisible in every screen and mail). Text schemas (lib/validation/text.ts) clean what is left.
import { forbiddenCharacter } from "../validation/text";
import { AppError, type TFieldError } from "./errors";

export const CONTROL_CHARACTER_MESSAGE = "contains a control character or invalid text";

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls; lone UTF-16 surrogates. */
const isForbidden = (text: string) => forbiddenCharacter(text) !== null;

const MAX_DEPTH = 32;

/** Every field (dotted path) whose text, or key, holds a forbidden character. */
export const findForbiddenCharacters = (value: unknown, prefix: string, found: TFieldError[] = [], depth = 0): TFieldError[] => {
  if (typeof value === "string") {
    if (isForbidden(value)) found.push({ field: prefix, message: CONTROL_CHARACTER_MESSAGE });
  } else if (value && typeof value === "object" && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      const field = prefix ? `${prefix}.${key}` : key;
      if (isForbidden(key)) found.push({ field: prefix || "body", message: CONTROL_CHARACTER_MESSAGE });
      else findForbiddenCharacters(item, field, found, depth + 1);
    }
  }
  return found;
};

/** Throws 400 naming every field with a forbidden character; `inputs` are [field prefix, value] pairs. */
export const assertCleanInput = (inputs: [prefix: string, value: unknown][]) => {
  const found = inputs.flatMap(([prefix, value]) => findForbiddenCharacters(value, prefix));
  const fields = [...new Map(found.map((entry) => [entry.field, entry])).values()];
  if (fields.length === 0) return;
  throw new AppError("BAD_REQUEST", `${fields[0]!.field}: ${fields[0]!.message}`, { fields });
};
