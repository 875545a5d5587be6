// An element's settings as the dialog holds them (text as typed: rupees, megabytes, one option a
// line) and the config the API takes (paise, bytes, a list), checked with the API's own schema so
// that most mistakes are shown before saving.
import { rupeesText } from "@/components/projects/answer-text";
import type { TElementKind } from "@/components/projects/project-types";
import { FILE_TYPES, SIGNERS, ZElementConfigs, type TFileType } from "@/lib/projects/element-kinds";

export const TEXT_SETTINGS = [
  "maxLength",
  "min",
  "max",
  "minPaise",
  "maxPaise",
  "options",
  "minChoices",
  "maxChoices",
  "maxFileBytes",
  "maxFiles",
  "minPhotos",
  "maxPhotos",
  "maxRows",
  "minVendors",
  "maxVendors",
  "signer",
] as const;
export type TTextSetting = (typeof TEXT_SETTINGS)[number];

export type TSettings = { text: Partial<Record<TTextSetting, string>>; fileTypes: TFileType[]; integer: boolean };
export type TSettingErrors = Partial<Record<TTextSetting | "fileTypes" | "integer" | "config", string>>;

/** The text settings each kind has; FILE also has fileTypes, NUMBER integer. */
export const KIND_SETTINGS: Record<TElementKind, readonly TTextSetting[]> = {
  SECTION: [],
  SHORT_TEXT: ["maxLength"],
  LONG_TEXT: ["maxLength"],
  NUMBER: ["min", "max"],
  AMOUNT: ["minPaise", "maxPaise"],
  DATE: ["min", "max"],
  SINGLE_SELECT: ["options"],
  MULTI_SELECT: ["options", "minChoices", "maxChoices"],
  YES_NO: [],
  FILE: ["maxFileBytes", "maxFiles"],
  PHOTO_SET: ["minPhotos", "maxPhotos", "maxFileBytes"],
  COST_TABLE: ["maxRows"],
  VENDOR_LIST: ["minVendors", "maxVendors"],
  OTP_SIGNATURE: ["signer"],
};

const MB = 1024 * 1024;
const MAX_MB = 10;

/** "1,25,000.50" -> 12500050 (string arithmetic: no float rounding); null when not an amount. */
export const rupeesToPaise = (text: string): number | null => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s₹]/g, ""));
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(value) ? value : null;
};

/** The dialog's values for a stored (or default) config. */
export const settingsOf = (kind: TElementKind, config: Record<string, unknown>): TSettings => {
  const text: TSettings["text"] = {};
  for (const key of KIND_SETTINGS[kind]) {
    const value = config[key];
    if (key === "options") text.options = Array.isArray(value) ? value.map(String).join("\n") : "";
    else if ((key === "minPaise" || key === "maxPaise") && typeof value === "number") text[key] = rupeesText(value);
    else if (key === "maxFileBytes" && typeof value === "number") text[key] = String(Math.round((value / MB) * 100) / 100);
    else text[key] = typeof value === "number" || typeof value === "string" ? String(value) : "";
  }
  const fileTypes = Array.isArray(config.fileTypes)
    ? FILE_TYPES.filter((type) => (config.fileTypes as unknown[]).includes(type))
    : [];
  return { text, fileTypes, integer: config.integer === true };
};

const STARTING_CONFIG: Partial<Record<TElementKind, Record<string, unknown>>> = {
  FILE: { fileTypes: ["pdf"] },
  OTP_SIGNATURE: { signer: SIGNERS[0] },
};

/** A new element's settings: the kind's defaults (a PDF for files, the table chairman signs). */
export const defaultSettings = (kind: TElementKind): TSettings => {
  const start = STARTING_CONFIG[kind] ?? {};
  const parsed = ZElementConfigs[kind].safeParse(start);
  return settingsOf(kind, parsed.success ? (parsed.data as Record<string, unknown>) : start);
};

/** "must not be less than minPaise" -> "Must not be less than the lower limit." */
export const settingMessage = (message: string) => {
  if (message.trim() === "is required") return "Fill this in.";
  const named = message.trim().replace(/\bmin(Paise|Choices|Photos|Vendors)?\b/g, "the lower limit");
  const capital = named.charAt(0).toUpperCase() + named.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

type TBuilt = { config: Record<string, unknown>; errors: TSettingErrors };

const readSetting = (kind: TElementKind, key: TTextSetting, raw: string): { value?: unknown; error?: string } => {
  const text = raw.trim();
  if (key === "options")
    return {
      value: text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    };
  if (text === "") return {};
  if (key === "signer") return { value: text };
  if (key === "minPaise" || key === "maxPaise") {
    const paise = rupeesToPaise(text);
    return paise === null ? { error: "Enter an amount in rupees, such as 1,25,000." } : { value: paise };
  }
  if (key === "maxFileBytes") {
    const mb = Number(text);
    if (!Number.isFinite(mb) || mb <= 0 || mb > MAX_MB) return { error: `Enter a size from 0.01 to ${MAX_MB} MB.` };
    return { value: Math.min(Math.round(mb * MB), MAX_MB * MB) };
  }
  if (kind === "DATE") return { value: text };
  if (kind === "NUMBER") {
    const value = Number(text);
    return Number.isFinite(value) ? { value } : { error: "Enter a number." };
  }
  return /^-?\d+$/.test(text) ? { value: Number(text) } : { error: "Enter a whole number." };
};

/** The config to send, with errors by setting (both the typing and the kind's limits). */
export const buildConfig = (kind: TElementKind, settings: TSettings): TBuilt => {
  const config: Record<string, unknown> = {};
  const errors: TSettingErrors = {};
  for (const key of KIND_SETTINGS[kind]) {
    const { value, error } = readSetting(kind, key, settings.text[key] ?? "");
    if (error) errors[key] = error;
    else if (value !== undefined) config[key] = value;
  }
  if (kind === "FILE") config.fileTypes = settings.fileTypes;
  if (kind === "NUMBER") config.integer = settings.integer;
  if (Object.keys(errors).length > 0) return { config, errors };
  const parsed = ZElementConfigs[kind].safeParse(config);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = (issue.path.find((part) => typeof part === "string") as string | undefined) ?? "config";
      errors[key as keyof TSettingErrors] ??= settingMessage(issue.message);
    }
  }
  return { config, errors };
};
