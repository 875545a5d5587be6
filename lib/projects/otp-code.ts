// A signing code as it is kept: a salted HMAC under the server secret ("salt$hash"), never the code.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "../auth/secrets";

const hmac = (salt: string, code: string) => createHmac("sha256", getAuthSecret()).update(`otp:${salt}:${code}`).digest("hex");

export const hashOtp = (code: string) => {
  const salt = randomBytes(16).toString("hex");
  return `${salt}$${hmac(salt, code)}`;
};

export const otpMatches = (codeHash: string, code: string) => {
  const [salt, hash] = codeHash.split("$") as [string, string];
  return timingSafeEqual(Buffer.from(hmac(salt, code), "hex"), Buffer.from(hash, "hex"));
};

/** Wrong codes a code takes before it stops working. */
export const OTP_MAX_TRIES = 5;

/** The refusal of a wrong code, once `attempts` wrong tries are counted on it. */
export const wrongCodeMessage = (attempts: number) => {
  const left = OTP_MAX_TRIES - attempts;
  return left > 0 ? `Wrong code: ${left} ${left === 1 ? "try" : "tries"} left` : "Wrong code: ask for a new one";
};

export const OTP_GONE = "The code has expired or was replaced: ask for a new one";
export const OTP_TOO_MANY = "Too many wrong codes: ask for a new one";
