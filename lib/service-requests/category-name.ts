// Category names: shown as typed once cleaned (NFC, invisible characters removed, spaces tidied);
// compared through the unique `nameKey` (lib/validation/text.ts comparisonKey: case, spacing,
// compatibility forms and invisible characters ignored), so two names that look the same cannot
// both exist, even when created at once.
import { cleanText, comparisonKey } from "../validation/text";

export const tidyCategoryName = (name: string) => cleanText(name);

export const categoryNameKey = (name: string) => comparisonKey(name);
