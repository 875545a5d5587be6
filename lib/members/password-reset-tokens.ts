// Reset tokens: 32 random bytes in the link, only their SHA-256 in the database.
import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "../db/generated/client";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset mails per member per hour; more requests are answered the same way but send nothing. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

export const newResetToken = () => randomBytes(32).toString("base64url");

export const hashResetToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A save changed (or removed) the e-mail address; `next` undefined: the address was not touched. */
export const emailChanged = (previous: string | null, next: string | null | undefined) =>
  next !== undefined && (previous?.toLowerCase() ?? null) !== (next?.toLowerCase() ?? null);

/**
 * Links already mailed stop working: they went to an address that is no longer the member's
 * (whoever still reads it must not set the password), and new ones go to the new address.
 */
export const retireResetLinks = (tx: Prisma.TransactionClient, memberId: number, now = new Date()) =>
  tx.passwordResetToken.updateMany({ where: { memberId, usedAt: null }, data: { usedAt: now } });
