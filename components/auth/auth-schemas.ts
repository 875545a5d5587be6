// The sign-up and password rules checked in the browser before a call, so that most mistakes are
// shown at once. The API checks again and its field errors are shown the same way.
import { z } from "zod";
import { normaliseIndianMobile } from "@/lib/members/profile-fields";

/** The mobile number rule of every member form, in the browser's words (the server: PHONE_RULE). */
export const MOBILE_HINT = "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (optionally after +91 or 0).";

export const TITLES = ["Mr.", "Ms.", "Mrs.", "Dr."] as const;

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`;

export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(256, "Use at most 256 characters.")
  .regex(/\p{L}/u, "Include at least one letter.")
  .regex(/\p{Nd}/u, "Include at least one digit.");

const ZConfirmPassword = z.string().min(1, "Type the password again.");

const ZPasswordPair = z.object({ newPassword: ZNewPassword, confirmPassword: ZConfirmPassword });

const passwordsMatch = <T extends { newPassword: string; confirmPassword: string }>(value: T) =>
  value.newPassword === value.confirmPassword;
const MISMATCH = { message: "The passwords do not match.", path: ["confirmPassword"] };

export const ZResetPasswordForm = ZPasswordPair.refine(passwordsMatch, MISMATCH);

export const ZChangePasswordForm = ZPasswordPair.extend({
  oldPassword: z.string().min(1, "Enter your current password."),
}).refine(passwordsMatch, MISMATCH);

export const ZSignupForm = z
  .object({
    userName: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{3,40}$/, "Use 3 to 40 letters, digits, dots, underscores or hyphens."),
    fullName: z.string().trim().min(1, "Enter your full name.").max(100, "Use at most 100 characters."),
    title: z.union([z.enum(TITLES), z.literal("")]),
    phoneNumber: z
      .string()
      .trim()
      .refine((value) => value === "" || normaliseIndianMobile(value) !== null, MOBILE_HINT),
    officeEmail: z
      .string()
      .trim()
      .min(1, "Enter your e-mail address.")
      .max(254, "Use at most 254 characters.")
      .pipe(z.email("Enter a valid e-mail address.")),
    memberOf: z.enum(["table", "circle"]),
    unitNo: z.string().min(1, "Choose your table or circle."),
    newPassword: ZNewPassword,
    confirmPassword: ZConfirmPassword,
  })
  .refine(passwordsMatch, MISMATCH);

export type TSignupForm = z.input<typeof ZSignupForm>;

/** Field errors of a failed parse: the first message per field. */
export const fieldErrorsOf = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  return fields;
};
