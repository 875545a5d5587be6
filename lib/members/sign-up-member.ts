// POST /api/auth/signup: a visitor asks for an account. It starts as a plain User that cannot log
// in until an Admin approves it (POST /api/auth/disablelock).
import { insertMember, type TNewMember } from "./insert-member";

export const SIGN_UP_REPLY = {
  status: 1,
  message: "Thank you for signing up. Your account is waiting for approval by the secretariat.",
} as const;

export type TSignUpInput = TNewMember & { officeEmail: string };

export const signUpMember = async (options: { input: TSignUpInput }) => {
  const { input } = options;
  await insertMember(input, { isApproved: false, roles: ["User"], unitRule: "exactlyOne" });
  return SIGN_UP_REPLY;
};
