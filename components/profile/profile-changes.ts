// What the profile form sends: the details the member changed since the form opened (or since its
// last save), each checked by the server's rules before sending; a detail left as it was is neither
// checked nor sent (a mobile stored before the phone rule stays as it is).
import { MOBILE_HINT } from "@/components/auth/auth-schemas";
import { changedValues } from "@/components/shared/changed-values";
import { normaliseIndianMobile } from "@/lib/members/profile-fields";
import type { TDetailsInput, TProfile } from "./profile-api";

export type TDetailErrors = Partial<Record<keyof TDetailsInput, string>>;

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const detailsOf = (profile: TProfile): TDetailsInput => ({
  title: profile.title ?? "",
  fullName: profile.fullName,
  phoneNumber: profile.phoneNumber ?? "",
  email: profile.email ?? "",
  panCard: profile.panCard ?? "",
  form12AA: profile.form12AA ?? "",
  trustDeed: profile.trustDeed ?? "",
  eightyG: profile.eightyG ?? "",
});

/** The same rules as the server (lib/members/profile-fields.ts), for the details being changed. */
const validate = (changes: Partial<TDetailsInput>): TDetailErrors => {
  const errors: TDetailErrors = {};
  const { fullName, phoneNumber, email, panCard } = changes;
  if (fullName !== undefined && fullName.trim() === "") errors.fullName = "Full name is required.";
  if (phoneNumber?.trim() && !normaliseIndianMobile(phoneNumber)) errors.phoneNumber = MOBILE_HINT;
  if (email?.trim() && !EMAIL.test(email.trim())) errors.email = "Enter a valid e-mail address.";
  const pan = panCard?.replace(/\s/g, "").toUpperCase();
  if (pan && !PAN.test(pan)) errors.panCard = "Enter a PAN like ABCDE1234F: 5 letters, 4 digits and a letter.";
  return errors;
};

/** The changed details and what is wrong with them (`baseline`: the details the form opened with). */
export const detailsToSave = (baseline: TDetailsInput, values: TDetailsInput) => {
  const changes = changedValues(baseline, values);
  return { changes, errors: validate(changes) };
};
