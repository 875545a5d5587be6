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
