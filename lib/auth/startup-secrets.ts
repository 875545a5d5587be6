// The start-up check of the secrets, run before the server serves (scripts/prepare-db.ts, the
// custom server): a real deployment (DATABASE_URL set) must bring its own NEXTAUTH_SECRET and
// TOKEN_KEY; the embedded one gets random ones on first start, kept beside its database.
import fs from "node:fs";
import { getEnv } from "../env";
import {
  MIN_AUTH_SECRET_LENGTH,
  MissingSecretError,
  missingSecretMessage,
  PUBLIC_DEFAULT_SECRETS,
  publicSecretMessage,
} from "./secrets";
import { loadOrCreateSecretsFile, secretsFileFor } from "./secrets-file";

export type TSecretsReport = {
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
