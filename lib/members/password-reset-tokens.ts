// Reset tokens: 32 random bytes in the link, only their SHA-256 in the database.
import { createHash, randomBytes } from "node:crypto";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset mails per member per hour; more requests are answered the same way but send nothing. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

export const newResetToken = () => randomBytes(32).toString("base64url");

export const hashResetToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
