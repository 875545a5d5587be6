// The portal's own secrets: the auth secret (session cookies, bearer tokens, the revalidation
// token) and the generatetoken key. Never built in: from the environment, else (embedded database
// only) random ones kept beside the data; with DATABASE_URL both must be set, and the server
// refuses to start without them (prepareSecrets, run by scripts/prepare-db.ts and server.ts).
// Server only (reads a file): lib/env.ts stays free of it, as client bundles import that module.
import fs from "node:fs";
import { getEnv, type TEnv } from "../env";
import { loadOrCreateSecretsFile, randomSecrets, secretsFileFor, type TEmbeddedSecrets } from "./secrets-file";

/** Values published in this repository's history: never accepted as secrets. */
const PUBLIC_DEFAULT_SECRETS: readonly string[] = [
  "embedded-default-secret-change-me-in-production",
  "federation-portal-token-key",
];
const MIN_AUTH_SECRET_LENGTH = 32;

export class MissingSecretError extends Error {}

const missingSecretMessage = (name: string, what: string) =>
  `${name} is not set. With DATABASE_URL set (a real deployment) the portal does not start without its own ${what}: ` +
  `set ${name} to a random value (for example: openssl rand -base64 32), the same on every instance.`;

const publicSecretMessage = (name: string) =>
  `${name} is set to a value published in the portal's source: choose a random one (for example: openssl rand -base64 32).`;

/**
 * Jest (NODE_ENV=test) and `next build` need no lasting secret: they get one made at random for
 * this process only, so there is no fixed value that a wrongly configured server could fall back on.
 */
const usesProcessSecrets = (env: TEnv) => env.NODE_ENV === "test" || env.NEXT_PHASE === "phase-production-build";
let processSecrets: TEmbeddedSecrets | undefined;
const ownProcessSecrets = () => (processSecrets ??= randomSecrets());

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

type TSecretsReport = {
  /** The embedded secrets file in use, or null when both values come from the environment. */
  file: string | null;
  /** Lines for the start-up log; never the secrets themselves. */
  notes: string[];
};

const problemsWith = (name: string, value: string | undefined, minLength: number) => {
  if (!value) return [];
  if (PUBLIC_DEFAULT_SECRETS.includes(value)) return [publicSecretMessage(name)];
  if (value.length < minLength)
    return [`${name} is too short (${value.length} characters, at least ${minLength}): use openssl rand -base64 32.`];
  return [];
};

/**
 * Throws MissingSecretError, whose message tells the operator what to set, when the server must
 * not start. Otherwise makes (on first start) or reads the embedded secrets file, so that every
 * process of this deployment uses the same values. It does not look at NODE_ENV: whatever runs it
 * is about to serve.
 */
export const prepareSecrets = (): TSecretsReport => {
  const env = getEnv();
  const problems = [
    ...problemsWith("NEXTAUTH_SECRET", env.NEXTAUTH_SECRET, MIN_AUTH_SECRET_LENGTH),
    ...problemsWith("TOKEN_KEY", env.TOKEN_KEY, 1),
  ];
  if (env.DATABASE_URL && !env.NEXTAUTH_SECRET) problems.push(missingSecretMessage("NEXTAUTH_SECRET", "session secret"));
  if (env.DATABASE_URL && !env.TOKEN_KEY) problems.push(missingSecretMessage("TOKEN_KEY", "API token key"));
  if (problems.length > 0) throw new MissingSecretError(problems.join("\n"));
  if (env.NEXTAUTH_SECRET && env.TOKEN_KEY) return { file: null, notes: [] };

  const file = secretsFileFor(env.PGLITE_DIR);
  const existed = fs.existsSync(file);
  loadOrCreateSecretsFile(file);
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const notes = [
    existed ? `Secrets: read from ${file}.` : `Secrets: made at random in ${file} (mode 0600); keep the file with the database.`,
  ];
  if (!env.TOKEN_KEY) notes.push(`The key of POST /api/auth/generatetoken is "tokenKey" in that file (or set TOKEN_KEY).`);
  return { file, notes };
};
