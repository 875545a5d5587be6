// What a become-a-life-member-friend application must carry (docs/decisions.md): the applicant,
// their PAN and address in India, their table or circle, the uploaded documents, and consent.
import { z } from "zod";
import { istToday } from "../india-time";
import { isIsoDate } from "../projects/element-kinds";
import { isSafeStoredName } from "../storage/types";
import {
  indianPinOf,
  isIndividualPan,
  PAN_PATTERN,
  unwrapField,
  ZAddressLine,
  ZCity,
  ZConsent,
  ZCountry,
  ZEmail,
  ZName,
  ZOptionalText,
  ZPhone,
  ZPostalCode,
} from "./identity-rules";
import { indianStateOf, INDIAN_STATE_MESSAGE } from "./indian-states";
import { ZIdempotencyKey } from "./idempotency-key";
import { numberFromText } from "../validation/strict-number";
import { zText } from "../validation/text";
import { validateFields, type TCrossRule } from "./validate-fields";

export const MAX_LMF_DOCUMENTS = 5;
const MIN_DATE = new Date("1950-01-01T00:00:00Z");

const ZUnitNo = z.preprocess(
  // Digits only: Number() read "0x1" and "1e1" as tables 1 and 10.
  (value) => (value === "" || value === null ? undefined : numberFromText(value)),
  z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .positive("must be a positive number")
    .max(99999, "is too large")
    .optional(),
);

const ZDocuments = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.string().refine(isSafeStoredName, "is not a file uploaded through this form"), {
      error: "Upload your documents first",
    })
    .min(1, "Upload at least one document (PAN card or ID proof)")
    .max(MAX_LMF_DOCUMENTS, `Attach at most ${MAX_LMF_DOCUMENTS} documents`)
    .transform((names) => [...new Set(names)]),
);

const ZDateOfBirth = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD")
    // new Date() rolls 2001-02-30 over to 2001-03-02: refused, never stored as another day.
    .refine(isIsoDate, "Enter a real date: check the day and the month")
    .transform((text) => new Date(`${text}T00:00:00Z`))
    .refine((date) => date >= MIN_DATE, "Date of birth cannot be before 1 January 1950")
    .optional(),
);

/** 18 or older on `now`'s day in India: the 18th birthday (YYYY-MM-DD, 29 February's falling on 1 March) is not after it. */
const isAdultOn = (dateOfBirth: Date, now: Date) => {
  const day = dateOfBirth.toISOString().slice(0, 10);
  return `${Number(day.slice(0, 4)) + 18}${day.slice(4)}` <= istToday(now);
};

const LMF_SHAPE = {
  applicantName: ZName("Name"),
  dateOfBirth: ZDateOfBirth,
  email: ZEmail,
  phone: ZPhone,
  addressLine1: ZAddressLine,
  addressLine2: ZOptionalText(200),
  city: ZCity,
  // Checked against the list by the rules below, so that a one-letter state names the list too.
  state: zText({ label: "State", max: 80 }),
  postalCode: ZPostalCode,
  country: z.preprocess((value) => value ?? "IN", ZCountry),
  pan: z
    .string({ error: "PAN is required" })
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => value !== "", "PAN is required")
    .refine(
      (value) => value === "" || PAN_PATTERN.test(value),
      "PAN must be 5 letters, 4 digits and a letter, such as ABCDE1234F",
    ),
  tableNo: ZUnitNo,
  circleNo: ZUnitNo,
  documents: ZDocuments,
  amount: z.unknown().optional(),
  consent: ZConsent,
  idempotencyKey: ZIdempotencyKey,
};

const rules = (now: Date): TCrossRule<typeof LMF_SHAPE>[] => [
  (v, fail, has) => {
    if (has("pan") && !isIndividualPan(v.pan!)) fail("pan", "Enter your personal PAN (its fourth letter is P)");
  },
  (v, fail, has) => {
    if (has("country") && v.country !== "IN") fail("country", "Life member friends apply with an address in India");
    else if (has("postalCode") && indianPinOf(v.postalCode!) === null) fail("postalCode", "Enter the six-digit PIN code");
  },
  (v, fail, has) => {
    if (has("state") && indianStateOf(v.state!) === null) fail("state", INDIAN_STATE_MESSAGE);
  },
  (v, fail, has) => {
    if (!has("tableNo", "circleNo")) return;
    if (v.tableNo === undefined && v.circleNo === undefined) fail("tableNo", "Enter the number of your table or of your circle");
  },
  (v, fail, has) => {
    if (!has("dateOfBirth") || !v.dateOfBirth) return;
    if (!isAdultOn(v.dateOfBirth, now)) fail("dateOfBirth", "Applicants must be at least 18 years old");
  },
];

export type TLmfApplicationInput = ReturnType<typeof parseLmfApplicationInput>;

/** Accepts the object itself, `{lmf: {...}}` or the form field `lmf` as JSON text; `now` is the application's time. */
export const parseLmfApplicationInput = (raw: unknown, now = new Date()) => {
  const values = validateFields(LMF_SHAPE, unwrapField(raw, "lmf"), rules(now));
  return {
    ...values,
    // The rules above refused any other country and any postal code that is not a PIN.
    postalCode: indianPinOf(values.postalCode) ?? values.postalCode,
    // As listed ("orissa" -> "Odisha"); the rules refused any other.
    state: indianStateOf(values.state) ?? values.state,
    tableNo: values.tableNo ?? null,
    circleNo: values.circleNo ?? null,
    dateOfBirth: values.dateOfBirth ?? null,
  };
};
