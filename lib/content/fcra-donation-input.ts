// What a donation through the FCRA page must carry (docs/decisions.md, "Public site content"):
// who gives (identity by donor type), where they live, how to reach them, how much, for what,
// and their declaration. Every problem is reported against its field.
import { z } from "zod";
import {
  isIndividualPan,
  indianPinOf,
  MIN_DONATION,
  minimumDonationText,
  unwrapField,
  ZAddressLine,
  ZAmount,
  ZCity,
  ZConsent,
  ZCountry,
  ZEmail,
  ZName,
  ZOptionalPan,
  ZOptionalPassport,
  ZOptionalText,
  ZPhone,
  ZPostalCode,
} from "./identity-rules";
import { indianStateOf, INDIAN_STATE_MESSAGE } from "./indian-states";
import { ZIdempotencyKey } from "./idempotency-key";
import { visibleLength, zMultilineText } from "../validation/text";
import { validateFields, type TCrossRule } from "./validate-fields";

export const DONOR_TYPES = ["indian_citizen", "nri", "foreign_national", "organisation"] as const;
export const DONATION_CURRENCIES = ["INR", "USD", "EUR", "GBP", "AUD", "CAD", "SGD", "AED"] as const;

const INDIAN_NATIONALITY = "Indian";
const isIndian = (nationality: string) => ["indian", "india", "in"].includes(nationality.trim().toLowerCase());

const FCRA_SHAPE = {
  donorType: z.enum(DONOR_TYPES, { error: "Choose who is donating: Indian citizen, NRI, foreign national or organisation" }),
  donorName: ZName("Name"),
  organisationName: ZOptionalText(200),
  registrationNumber: ZOptionalText(60),
  email: ZEmail,
  phone: ZPhone,
  addressLine1: ZAddressLine,
  addressLine2: ZOptionalText(200),
  city: ZCity,
  state: ZOptionalText(80),
  postalCode: ZPostalCode,
  country: ZCountry,
  nationality: ZOptionalText(60),
  pan: ZOptionalPan,
  passportNumber: ZOptionalPassport,
  amount: ZAmount,
  currency: z
    .string({ error: "Currency is required" })
    .trim()
    .toUpperCase()
    .pipe(z.enum(DONATION_CURRENCIES, { error: `Currency must be one of ${DONATION_CURRENCIES.join(", ")}` })),
  purpose: zMultilineText({
    label: "Purpose",
    min: 3,
    max: 500,
    messages: { min: "Tell us the purpose of the donation (at least 3 characters)" },
  }),
  consent: ZConsent,
  idempotencyKey: ZIdempotencyKey,
};

type TShape = typeof FCRA_SHAPE;

const RULES: TCrossRule<TShape>[] = [
  // Residence decides citizen vs NRI; an Indian address needs a state and a six-digit PIN.
  (v, fail, has) => {
    if (!has("donorType", "country")) return;
    if (v.donorType === "indian_citizen" && v.country !== "IN")
      fail("country", "Indian citizens living outside India please choose 'Non-resident Indian (NRI)'");
    if (v.donorType === "nri" && v.country === "IN")
      fail("country", "An NRI's address is outside India; residents choose 'Indian citizen'");
  },
  (v, fail, has) => {
    if (!has("country") || v.country !== "IN") return;
    if (has("postalCode") && indianPinOf(v.postalCode!) === null) fail("postalCode", "Enter the six-digit PIN code");
    if (has("state") && !v.state) fail("state", "State is required for an address in India");
    else if (has("state") && indianStateOf(v.state!) === null) fail("state", INDIAN_STATE_MESSAGE);
  },
  // Abroad the state, province or region is free text and may be left out (not every country has one).
  (v, fail, has) => {
    if (!has("country", "state") || v.country === "IN" || !v.state) return;
    if (visibleLength(v.state) < 2) fail("state", "State or region must be at least 2 characters");
  },
  // A gateway's minimum and its fees make a smaller pledge meaningless; foreign currencies are never converted.
  (v, fail, has) => {
    if (!has("amount") || v.amount! >= MIN_DONATION) return;
    fail("amount", `The smallest donation is ${minimumDonationText(has("currency") ? v.currency! : "INR")}`);
  },
  // Identity: PAN for Indian donors, passport and nationality for foreign nationals (FCRA).
  (v, fail, has) => {
    if (!has("donorType", "pan")) return;
    const indianIndividual = v.donorType === "indian_citizen" || v.donorType === "nri";
    const indianOrganisation = v.donorType === "organisation" && has("country") && v.country === "IN";
    if ((indianIndividual || indianOrganisation) && !v.pan)
      fail("pan", "PAN is required for Indian donors (for the 80G receipt)");
    else if (v.pan && indianIndividual && !isIndividualPan(v.pan))
      fail("pan", "Enter your personal PAN (its fourth letter is P)");
    else if (v.pan && v.donorType === "organisation" && isIndividualPan(v.pan))
      fail("pan", "Enter the organisation's PAN, not a personal one");
  },
  (v, fail, has) => {
    if (!has("donorType", "passportNumber", "nationality")) return;
    if (v.donorType !== "foreign_national") return;
    if (!v.passportNumber) fail("passportNumber", "Passport number is required for foreign nationals (FCRA)");
    if (!v.nationality) fail("nationality", "Nationality is required for foreign nationals (FCRA)");
    else if (isIndian(v.nationality)) fail("nationality", "Indian nationals please choose 'Indian citizen' or 'NRI'");
  },
  (v, fail, has) => {
    if (!has("donorType") || v.donorType !== "organisation") return;
    if (has("organisationName") && !v.organisationName) fail("organisationName", "Organisation name is required");
    if (has("country", "registrationNumber") && v.country !== "IN" && !v.registrationNumber)
      fail("registrationNumber", "Registration number is required for an organisation outside India (FCRA)");
  },
  // Domestic donors give in rupees; foreign contributions may come in any accepted currency.
  (v, fail, has) => {
    if (!has("donorType", "currency")) return;
    const domestic = v.donorType === "indian_citizen" || (v.donorType === "organisation" && has("country") && v.country === "IN");
    if (domestic && v.currency !== "INR") fail("currency", "Donations from within India are made in INR");
  },
];

export type TFcraDonationInput = ReturnType<typeof parseFcraDonationInput>;

/** Accepts the object itself, `{fcradonations: {...}}` or the form field `fcradonations` as JSON text. */
export const parseFcraDonationInput = (raw: unknown) => {
  const values = validateFields(FCRA_SHAPE, unwrapField(raw, "fcradonations"), RULES);
  const indianIndividual = values.donorType === "indian_citizen" || values.donorType === "nri";
  return {
    ...values,
    // An Indian PIN as its six digits ("600 001" -> "600001"); other postal codes as typed.
    postalCode: values.country === "IN" ? (indianPinOf(values.postalCode) ?? values.postalCode) : values.postalCode,
    // An Indian state as listed ("pondicherry" -> "Puducherry"); the rules refused any other.
    state: values.country === "IN" && values.state ? (indianStateOf(values.state) ?? values.state) : values.state,
    organisationName: values.donorType === "organisation" ? values.organisationName : null,
    registrationNumber: values.donorType === "organisation" ? values.registrationNumber : null,
    nationality: indianIndividual ? INDIAN_NATIONALITY : (values.nationality ?? values.country),
  };
};
