// What a table enters into a stage's elements: each answer as autosave stores it, what a stage
// still lacks when it is submitted, and money. Amounts are whole paise and every sum is done in
// integers, since 0.29 * 100 is 28.999999999999996 in floating point. Pure: no database, no I/O.
import { formatNumber } from "../format-count";
import { istDay } from "../india-time";
import { cleanText, forbiddenCharacter, isBlank } from "../validation/text";
import { EARLIEST_DATE, isIsoDate, KIND_HOLDS_VALUE, parseElementConfig, type TElementKind } from "./element-kinds";

/** Text (short and long text, a date, a single choice), a number or paise, the choices, yes/no. */
export type TElementValue = string | number | boolean | string[];
export type TValueResult = { ok: true; value: TElementValue | null } | { ok: false; message: string };
/** `config` as stored; it is parsed here, so that the kind's defaults apply. */
export type TValueElement = { kind: TElementKind; label: string; config: unknown };

const yes = (value: TElementValue | null): TValueResult => ({ ok: true, value });
const no = (message: string): TValueResult => ({ ok: false, message });
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** Not answered (yet): nothing, blank text or no choices. Saved as such; "required" waits for submission. */
export const isUnanswered = (raw: unknown) =>
  raw === null || raw === undefined || (typeof raw === "string" && isBlank(raw)) || (Array.isArray(raw) && raw.length === 0);

const GROUPED = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** "₹1,25,000", "₹1,00,000.50", "₹0": lakh and crore grouping, paise only when there are some. */
export const formatPaise = (paise: number) => {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${paise} is not a whole number of paise`);
  const size = Math.abs(paise);
  const rest = size % 100;
  // (size - rest) / 100 is exact; Math.floor(size / 100) can round up near 2^53.
  const rupees = GROUPED.format((size - rest) / 100);
  return `${paise < 0 ? "-" : ""}₹${rupees}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
};

const AMOUNT_FORMAT = "must be an amount in rupees, such as 1,25,000.50";
// Plain digits, Indian grouping (1,25,000) or international (125,000).
const WHOLE = String.raw`(\d+|\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)`;
// "/-" as written on cheques.
const RUPEES = new RegExp(String.raw`^${WHOLE}(?:\.(\d*))?(?:\s*\/-)?$`);
const CURRENCY = /^(?:₹|rs\.?|inr)\s*/i;

/** Whole paise from rupees as typed ("1,25,000.50", "₹ 125000", "Rs. 500/-"), by string arithmetic. */
export const parseRupees = (typed: string): { ok: true; paise: number } | { ok: false; message: string } => {
  let text = cleanText(typed);
  const negative = text.startsWith("-");
  text = text.replace(/^-\s*/, "").replace(CURRENCY, "");
  if (negative || text.startsWith("-")) return { ok: false, message: "must not be negative" };
  const match = RUPEES.exec(text);
  if (!match) return { ok: false, message: AMOUNT_FORMAT };
  const decimals = match[2] ?? "";
  if (decimals.length > 2) return { ok: false, message: "must be an amount in rupees with at most 2 decimals" };
  const paise = Number(`${match[1]!.replaceAll(",", "")}${decimals.padEnd(2, "0")}`);
  return Number.isSafeInteger(paise) ? { ok: true, paise } : { ok: false, message: "is too large" };
};

/** The largest cost-line quantity, in hundredths (10 lakh units). */
export const QUANTITY_MAX_HUNDREDTHS = 100_000_000;
const QUANTITY = new RegExp(String.raw`^${WHOLE}(?:\.(\d{1,2}))?$`);

/**
 * A cost line's quantity as typed ("2.5", "1,000", "1,00,000") in exact hundredths (2.5 -> 250),
 * for the page's check and the server's alike.
 */
export const parseQuantity = (typed: string): { ok: true; hundredths: number } | { ok: false; message: string } => {
  const match = QUANTITY.exec(cleanText(typed));
  if (!match) return { ok: false, message: "must be a positive number with at most 2 decimals, such as 1,000 or 2.5" };
  const whole = match[1]!.replaceAll(",", "").replace(/^0+(?=\d)/, "");
  const hundredths = whole.length > 9 ? Infinity : Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (hundredths <= 0 || hundredths > QUANTITY_MAX_HUNDREDTHS)
    return { ok: false, message: "must be more than 0 and at most 10,00,000" };
  return { ok: true, hundredths };
};

/**
 * Cost lines' amounts and their total in paise: quantity (up to 2 decimals) times the unit cost,
 * rounded half up to the paisa, computed from the quantity in hundredths (as ProjectCost keeps it).
 * Throws a RangeError for a negative or finer quantity, a unit cost that is not whole paise, or a
 * total past Number.MAX_SAFE_INTEGER.
 */
export const costTotals = (rows: { quantity: number; unitCostPaise: number }[]) => {
  const lines: number[] = [];
  let total = 0n;
  for (const { quantity, unitCostPaise } of rows) {
    const hundredths = Math.round(quantity * 100);
    if (!(quantity >= 0) || !Number.isSafeInteger(hundredths) || hundredths / 100 !== quantity)
      throw new RangeError(`quantity ${quantity} must be at least 0 with at most 2 decimals`);
    if (!Number.isSafeInteger(unitCostPaise) || unitCostPaise < 0)
      throw new RangeError(`unit cost ${unitCostPaise} must be a whole number of paise, at least 0`);
    const line = (BigInt(hundredths) * BigInt(unitCostPaise) + 50n) / 100n;
    total += line;
    if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("the cost total is too large");
    lines.push(Number(line));
  }
  return { lines, totalPaise: Number(total) };
};

const checkText = (raw: unknown, maxLength: number, mode: "line" | "multiline") => {
  if (typeof raw !== "string") return no("must be text");
  const text = cleanText(raw, mode);
  if (isBlank(text)) return yes(null);
  return text.length > maxLength ? no(`must be at most ${maxLength} characters`) : yes(text);
};

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const checkNumber = (raw: unknown, config: { min?: number; max?: number; integer: boolean }) => {
  const typed = typeof raw === "string" ? cleanText(raw) : "";
  const value = typeof raw === "number" ? raw : NUMERIC.test(typed) ? Number(typed) : NaN;
  if (!Number.isFinite(value)) return no("must be a number");
  if (config.integer && !Number.isInteger(value)) return no("must be a whole number");
  if (config.min !== undefined && value < config.min) return no(`must be at least ${formatNumber(config.min)}`);
  if (config.max !== undefined && value > config.max) return no(`must be at most ${formatNumber(config.max)}`);
  return yes(value === 0 ? 0 : value); // not -0
};

/** A number is paise already (from our own screens); a string is rupees as a person typed them. */
const checkAmount = (raw: unknown, config: { minPaise?: number; maxPaise?: number }) => {
  let paise: number;
  if (typeof raw === "string") {
    const parsed = parseRupees(raw);
    if (!parsed.ok) return no(parsed.message);
    paise = parsed.paise;
  } else if (typeof raw === "number") {
    if (raw < 0) return no("must not be negative");
    if (!Number.isInteger(raw)) return no("must be a whole number of paise");
    if (!Number.isSafeInteger(raw)) return no("is too large");
    paise = raw;
  } else return no(AMOUNT_FORMAT);
  if (config.minPaise !== undefined && paise < config.minPaise) return no(`must be at least ${formatPaise(config.minPaise)}`);
  if (config.maxPaise !== undefined && paise > config.maxPaise) return no(`must be at most ${formatPaise(config.maxPaise)}`);
  return yes(paise);
};

const checkDate = (raw: unknown, config: { min?: string; max?: string }) => {
  const text = typeof raw === "string" ? cleanText(raw) : "";
  if (!isIsoDate(text)) return no("must be a date written YYYY-MM-DD");
  const earliest = config.min !== undefined && config.min > EARLIEST_DATE ? config.min : EARLIEST_DATE;
  if (text < earliest) return no(`must be a date on or after ${istDay(earliest)}`);
  if (config.max !== undefined && text > config.max) return no(`must be a date on or before ${istDay(config.max)}`);
  return yes(text);
};

const checkChoice = (raw: unknown, options: string[]) => {
  const choice = typeof raw === "string" ? cleanText(raw) : null;
  return choice !== null && options.includes(choice) ? yes(choice) : no("must be one of the options");
};

/** Choices are kept in the options' order, so that a saved answer reads as the form lists them. */
const checkChoices = (raw: unknown, config: { options: string[]; maxChoices?: number }) => {
  if (!Array.isArray(raw)) return no("must be a list of the options");
  const choices = raw.map((choice) => (typeof choice === "string" ? cleanText(choice) : null));
  if (choices.some((choice) => choice === null || !config.options.includes(choice))) return no("must only hold the options");
  if (new Set(choices).size !== choices.length) return no("must not hold an option twice");
  if (config.maxChoices !== undefined && choices.length > config.maxChoices)
    return no(`must have at most ${plural(config.maxChoices, "choice")}`);
  return yes(config.options.filter((option) => choices.includes(option)));
};

const YES_WORDS = new Map([
  ["yes", true],
  ["true", true],
  ["no", false],
  ["false", false],
]);

const checkYesNo = (raw: unknown) => {
  if (typeof raw === "boolean") return yes(raw);
  const answer = typeof raw === "string" ? YES_WORDS.get(cleanText(raw).toLowerCase()) : undefined;
  return answer === undefined ? no("must be yes or no") : yes(answer);
};

const checkValue = ({ kind, config }: TValueElement, raw: unknown): TValueResult => {
  switch (kind) {
    case "SHORT_TEXT":
      return checkText(raw, parseElementConfig(kind, config).maxLength, "line");
    case "LONG_TEXT":
      return checkText(raw, parseElementConfig(kind, config).maxLength, "multiline");
    case "NUMBER":
      return checkNumber(raw, parseElementConfig(kind, config));
    case "AMOUNT":
      return checkAmount(raw, parseElementConfig(kind, config));
    case "DATE":
      return checkDate(raw, parseElementConfig(kind, config));
    case "SINGLE_SELECT":
      return checkChoice(raw, parseElementConfig(kind, config).options);
    case "MULTI_SELECT":
      return checkChoices(raw, parseElementConfig(kind, config));
    case "YES_NO":
      return checkYesNo(raw);
    default:
      return no("is not answered with a value");
  }
};

/**
 * One answer as autosave stores it: cleaned and checked against the element's settings, or a
 * message that starts with the element's label. Unanswered is fine (value null); whether it is
 * required, and MULTI_SELECT's minChoices, are checked at submission. A ZodError is thrown if the
 * stored config itself is invalid.
 */
export const validateElementValue = (element: TValueElement, raw: unknown): TValueResult => {
  const result = (): TValueResult => {
    if (!KIND_HOLDS_VALUE[element.kind]) return no("is not answered with a value");
    if (isUnanswered(raw)) return yes(null);
    const code = typeof raw === "string" ? forbiddenCharacter(raw) : null;
    if (code) return no(`must not contain control characters (found ${code})`);
    return checkValue(element, raw);
  };
  const checked = result();
  return checked.ok ? checked : no(`${element.label} ${checked.message}`);
};

export type TStageElement = TValueElement & { id: number; parentId: number | null; required: boolean; position: number };
/** What a stage holds, by element id: stored values, and how many rows of each other kind. */
export type TStageAnswers = {
  values: ReadonlyMap<number, unknown>;
  fileCounts: ReadonlyMap<number, number>;
  costRows: ReadonlyMap<number, number>;
  vendorCounts: ReadonlyMap<number, number>;
  /** Not checked here: a stage is signed after it passes this check. */
  signed: ReadonlySet<number>;
};
export type TSubmissionProblem = { elementId: number; label: string; message: string };

/** Parents before children, siblings by position; an element whose parent is missing counts as top level. */
const inTreeOrder = (elements: readonly TStageElement[]) => {
  const sorted = [...elements].sort((a, b) => a.position - b.position || a.id - b.id);
  const ids = new Set(sorted.map((element) => element.id));
  const children = new Map<number | null, TStageElement[]>();
  for (const element of sorted) {
    const parent = element.parentId !== null && ids.has(element.parentId) ? element.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), element]);
  }
  const ordered: TStageElement[] = [];
  const visit = (parent: number | null) => {
    for (const child of children.get(parent) ?? []) {
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(null);
  // Elements in a parent cycle are unreachable from the top; they are still checked, last.
  const seen = new Set(ordered);
  return [...ordered, ...sorted.filter((element) => !seen.has(element))];
};

/** What keeps one element from being submitted ("needs a file"), or null; the form marks a part with it too. */
export const elementProblem = (element: TStageElement, answers: TStageAnswers): string | null => {
  const { id, kind, config, required } = element;
  const count = (counts: ReadonlyMap<number, number>) => counts.get(id) ?? 0;
  switch (kind) {
    case "SECTION":
    case "OTP_SIGNATURE":
      return null;
    case "FILE": {
      const { maxFiles } = parseElementConfig(kind, config);
      const files = count(answers.fileCounts);
      if (required && files === 0) return "needs a file";
      return files > maxFiles ? `must have at most ${plural(maxFiles, "file")}` : null;
    }
    case "PHOTO_SET": {
      const { minPhotos, maxPhotos } = parseElementConfig(kind, config);
      const photos = count(answers.fileCounts);
      if ((photos > 0 || required) && photos < minPhotos) return `needs at least ${plural(minPhotos, "photo")}`;
      return photos > maxPhotos ? `must have at most ${plural(maxPhotos, "photo")}` : null;
    }
    case "COST_TABLE": {
      const { maxRows } = parseElementConfig(kind, config);
      const rows = count(answers.costRows);
      if (required && rows === 0) return "needs at least one cost line";
      return rows > maxRows ? `must have at most ${plural(maxRows, "cost line")}` : null;
    }
    case "VENDOR_LIST": {
      const { minVendors, maxVendors } = parseElementConfig(kind, config);
      const vendors = count(answers.vendorCounts);
      const least = Math.max(minVendors, required ? 1 : 0);
      if (vendors < least) return `needs at least ${plural(least, "vendor")}`;
      return vendors > maxVendors ? `must have at most ${plural(maxVendors, "vendor")}` : null;
    }
    default: {
      const value = answers.values.get(id);
      if (isUnanswered(value)) return required ? "is required" : null;
      if (kind !== "MULTI_SELECT" || !Array.isArray(value)) return null;
      const { minChoices } = parseElementConfig(kind, config);
      return minChoices !== undefined && value.length < minChoices ? `needs at least ${plural(minChoices, "choice")}` : null;
    }
  }
};

/** What keeps a stage from being submitted, in the order the form shows its elements; [] when nothing. */
export const submissionProblems = (elements: readonly TStageElement[], answers: TStageAnswers): TSubmissionProblem[] =>
  inTreeOrder(elements).flatMap((element) => {
    const message = elementProblem(element, answers);
    return message === null ? [] : [{ elementId: element.id, label: element.label, message }];
  });
