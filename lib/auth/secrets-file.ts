// The embedded deployment's own secrets: made at random on first start and kept beside the PGlite
// folder (mode 0600), so `npm start` on a fresh machine never runs on a value from the public source.
// Created atomically (written to a private temporary file, then hard-linked into place, which
// fails when another process got there first), so racing processes all end with the one file.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type TEmbeddedSecrets = { authSecret: string; tokenKey: string };

/** `.data/pglite` keeps its secrets in `.data/pglite.secrets.json`. */
export const secretsFileFor = (pgliteDir: string) => `${path.resolve(pgliteDir)}.secrets.json`;

const parse = (file: string, text: string): TEmbeddedSecrets => {
  const value = JSON.parse(text) as Partial<TEmbeddedSecrets>;
  if (
    typeof value.authSecret !== "string" ||
    value.authSecret.length < 32 ||
    typeof value.tokenKey !== "string" ||
    value.tokenKey.length < 16
  ) {
    throw new Error(`${file} is not a valid secrets file: remove it to make a new one (every session then ends)`);
  }
  return { authSecret: value.authSecret, tokenKey: value.tokenKey };
};

/** A fresh pair of random secrets. */
export const randomSecrets = (): TEmbeddedSecrets => ({
  authSecret: randomBytes(32).toString("base64url"),
  tokenKey: randomBytes(24).toString("base64url"),
});

const create = (file: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secrets = randomSecrets();
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
};

const cache = new Map<string, TEmbeddedSecrets>();

/** The secrets in `file`, made first when it does not exist yet; read once per process. */
export const loadOrCreateSecretsFile = (file: string): TEmbeddedSecrets => {
  const cached = cache.get(file);
  if (cached) return cached;
  if (!fs.existsSync(file)) create(file);
  const secrets = parse(file, fs.readFileSync(file, "utf8"));
  cache.set(file, secrets);
  return secrets;
};
