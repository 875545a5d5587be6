// The FCRA donation form's values, which fields each kind of donor sees, and the payload the
// API receives (hidden fields are sent empty so that they never count).
import type { TDonorType } from "@/lib/content/types";
import { EMPTY_CONTACT_VALUES, type TContactValues } from "./contact-values";

export type TFcraForm = TContactValues & {
  donorType: TDonorType | "";
  donorName: string;
  organisationName: string;
  registrationNumber: string;
  nationality: string;
  pan: string;
  passportNumber: string;
  amount: string;
  currency: string;
  purpose: string;
  consent: boolean;
};

export const EMPTY_FCRA_FORM: TFcraForm = {
  donorType: "",
  donorName: "",
  organisationName: "",
  registrationNumber: "",
  ...EMPTY_CONTACT_VALUES,
  nationality: "",
  pan: "",
  passportNumber: "",
  amount: "",
  currency: "INR",
  purpose: "",
  consent: false,
};

export const FCRA_FIELDS = Object.keys(EMPTY_FCRA_FORM) as (keyof TFcraForm)[];

export const DONOR_TYPE_OPTIONS: { value: TDonorType; label: string }[] = [
  { value: "indian_citizen", label: "Indian citizen living in India" },
  { value: "nri", label: "Non-resident Indian (NRI)" },
  { value: "foreign_national", label: "Foreign national" },
  { value: "organisation", label: "Organisation" },
];

export const CURRENCY_OPTIONS = ["INR", "USD", "EUR", "GBP", "AUD", "CAD", "SGD", "AED"].map((code) => ({
  value: code,
  label: code,
}));

/** Which optional groups of fields a donor of this kind (and address) fills in. */
export const visibleFcraFields = (form: TFcraForm) => {
  const inIndia = form.country === "IN";
  const organisation = form.donorType === "organisation";
  return {
    organisation,
    registrationNumber: organisation && !inIndia,
    pan: form.donorType === "indian_citizen" || form.donorType === "nri" || (organisation && inIndia),
    foreignIdentity: form.donorType === "foreign_national",
    /** Donations from within India are in rupees; foreign contributions may come in another currency. */
    currency: !(form.donorType === "indian_citizen" || (organisation && inIndia)),
  };
};

/** The body of POST /api/fcradonations/createfcradonation. */
export const fcraPayload = (form: TFcraForm) => {
  const show = visibleFcraFields(form);
  return {
    ...form,
    organisationName: show.organisation ? form.organisationName : "",
    registrationNumber: show.registrationNumber ? form.registrationNumber : "",
    pan: show.pan ? form.pan : "",
    passportNumber: show.foreignIdentity ? form.passportNumber : "",
    nationality: show.foreignIdentity ? form.nationality : "",
    currency: show.currency ? form.currency : "INR",
  };
};
