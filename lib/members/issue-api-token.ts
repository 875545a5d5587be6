// POST /api/auth/generatetoken: a bearer token for the caller's own session, given the shared key.
import { createHash, timingSafeEqual } from "node:crypto";
import { issueBearerToken, type TSession } from "../auth/session";
import { getTokenKey } from "../auth/secrets";
import { AppError } from "../http/errors";

/** Compares digests, so neither the content nor the length of the key leaks through timing. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());

export const issueApiToken = async (options: { session: TSession; key: string }): Promise<string> => {
  if (!sameSecret(options.key, getTokenKey())) throw new AppError("FORBIDDEN", "The key is not correct");
  return issueBearerToken(options.session);
};
