// The portal's own secrets: the auth secret (session cookies, bearer tokens, the revalidation
// token) and the generatetoken key. Never built in: from the environment, else (embedded database
// only) random ones kept beside the data; with DATABASE_URL both must be set. Server only (reads a
// file): lib/env.ts stays free of it, as client bundles import that module.
import { randomBytes } from "node:crypto";
import { getEnv, type TEnv } from "../env";
import { loadOrCreateSecretsFile, secretsFileFor } from "./secrets-file";

/** Values published in this repository's history: never accepted as secrets. */
export const PUBLIC_DEFAULT_SECRETS: readonly string[] = [
  "embedded-default-secret-change-me-in-production",
  "federation-portal-token-key",
];
export const MIN_AUTH_SECRET_LENGTH = 32;

export class MissingSecretError extends Error {}

export const missingSecretMessage = (name: string, what: string) =>
  `${name} is not set. With DATABASE_URL set (a real deployment) the portal does not start without its own ${what}: ` +
  `set ${name} to a random value (for example: openssl rand -base64 32), the same on every instance.`;

export const publicSecretMessage = (name: string) =>
  `${name} is set to a value published in the portal's source: choose a random one (for example: openssl rand -base64 32).`;

/**
 * Jest (NODE_ENV=test) and `next build` need no lasting secret: they get one made at random for
 * this process only, so there is no fixed value that a wrongly configured server could fall back on.
 */
const usesProcessSecrets = (env: TEnv) => env.NODE_ENV === "test" || env.NEXT_PHASE === "phase-production-build";
let processSecrets: { authSecret: string; tokenKey: string } | undefined;
const ownProcessSecrets = () =>
  (processSecrets ??= { authSecret: randomBytes(32).toString("base64url"), tokenKey: randomBytes(24).toString("base64url") });

const fallbackSecrets = (env: TEnv, name: string, what: string) => {
  if (usesProcessSecrets(env)) return ownProcessSecrets();
  if (env.DATABASE_URL) throw new MissingSecretError(missingSecretMessage(name, what));
  return loadOrCreateSecretsFile(secretsFileFor(env.PGLITE_DIR));
};

const refusePublic = (name: string, value: string) => {
  if (PUBLIC_DEFAULT_SECRETS.includes(value)) throw new MissingSecretError(publicSecretMessage(name));
  return value;
};

/**
 * Secret of session cookies, bearer tokens and the internal revalidation token: NEXTAUTH_SECRET;
 * else, on the embedded database, the random one kept beside it; with DATABASE_URL it must be set.
 */
export const getAuthSecret = (): string => {
  const env = getEnv();
  if (env.NEXTAUTH_SECRET) return refusePublic("NEXTAUTH_SECRET", env.NEXTAUTH_SECRET);
  return fallbackSecrets(env, "NEXTAUTH_SECRET", "session secret").authSecret;
};

/** The `key` that POST /api/auth/generatetoken expects; the same rules as the auth secret. */
export const getTokenKey = (): string => {
  const env = getEnv();
  if (env.TOKEN_KEY) return refusePublic("TOKEN_KEY", env.TOKEN_KEY);
  return fallbackSecrets(env, "TOKEN_KEY", "API token key").tokenKey;
};
