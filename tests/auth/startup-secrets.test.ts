// The secrets a server starts with: never the values published in the source. A real deployment
// (DATABASE_URL) refuses to start without its own; the embedded one makes random ones on first
// start, kept beside its database, and every process reads the same ones.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { POST as generateTokenPost } from "@/app/api/auth/generatetoken/route";
import { secretsFileFor } from "@/lib/auth/secrets-file";
import { seedDemo } from "@/lib/db/seed/demo";
import { getAuthSecret, getTokenKey, MissingSecretError, prepareSecrets } from "@/lib/auth/secrets";
import { assertMailConfig } from "@/lib/mail/mail-config";
import { setupTestDb } from "../helpers/test-db";
import { jsonRequest, logInAs, send } from "./helpers";

const db = setupTestDb();

const run = promisify(execFile);
const ROOT = path.join(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const PUBLIC_SECRET = "embedded-default-secret-change-me-in-production";
const PUBLIC_TOKEN_KEY = "federation-portal-token-key";
const GOOD_SECRET = "a-long-random-secret-of-the-deployment-0123456789";
/** Nothing listens there: a start that got as far as the database would fail differently. */
const DEAD_DATABASE = "postgresql://postgres@127.0.0.1:9/none";

const VARIABLES = ["DATABASE_URL", "NEXTAUTH_SECRET", "TOKEN_KEY", "PGLITE_DIR", "SMTP_URL", "NEXTAUTH_URL"] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "portal-secrets-"));

/** process.env for a child: ours without the variables above, plus `env`. */
const childEnv = (env: Record<string, string>) => {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of VARIABLES) delete base[name];
  return { ...base, ...env } as NodeJS.ProcessEnv;
};

/** `timeoutMs`: a server that did start is stopped then (SIGTERM), rather than left serving. */
const runScript = async (args: string[], env: Record<string, string>, timeoutMs = 0) => {
  try {
    const { stdout, stderr } = await run(TSX, args, { cwd: ROOT, env: childEnv(env), timeout: timeoutMs });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

/** What a production server process reads as its secrets (lib/auth/secrets.ts, as proxy, wrapper and next-auth do). */
const READ_SECRETS = `import { getAuthSecret, getTokenKey } from "./lib/auth/secrets"; console.log(JSON.stringify({ authSecret: getAuthSecret(), tokenKey: getTokenKey() }));`;
const serverSecrets = async (env: Record<string, string>) => {
  const result = await runScript(["--eval", READ_SECRETS], { NODE_ENV: "production", ...env });
  if (result.code !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { authSecret: string; tokenKey: string };
};

const setEnv = (env: Partial<Record<(typeof VARIABLES)[number], string>>) => {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, env);
};

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("npm start with DATABASE_URL (a real deployment)", () => {
  it("refuses to start without NEXTAUTH_SECRET and TOKEN_KEY, saying what to set, even with NODE_ENV=test", async () => {
    for (const NODE_ENV of ["production", "test"]) {
      const result = await runScript(["scripts/prepare-db.ts"], { NODE_ENV, DATABASE_URL: DEAD_DATABASE });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain("Refusing to start");
      expect(result.stderr).toContain("NEXTAUTH_SECRET is not set");
      expect(result.stderr).toContain("TOKEN_KEY is not set");
      expect(result.stderr).toContain("openssl rand -base64 32");
    }
  });

  it("refuses the published defaults and a short secret; accepts its own values", () => {
    const refusals: [Record<string, string>, string][] = [
      [{ NEXTAUTH_SECRET: PUBLIC_SECRET, TOKEN_KEY: "own-key" }, "NEXTAUTH_SECRET is set to a value published"],
      [{ NEXTAUTH_SECRET: GOOD_SECRET, TOKEN_KEY: PUBLIC_TOKEN_KEY }, "TOKEN_KEY is set to a value published"],
      [{ NEXTAUTH_SECRET: "short", TOKEN_KEY: "own-key" }, "NEXTAUTH_SECRET is too short"],
      [{ NEXTAUTH_SECRET: GOOD_SECRET }, "TOKEN_KEY is not set"],
    ];
    for (const [env, message] of refusals) {
      setEnv({ DATABASE_URL: DEAD_DATABASE, ...env });
      expect(() => prepareSecrets()).toThrow(MissingSecretError);
      expect(() => prepareSecrets()).toThrow(message);
    }
    setEnv({ DATABASE_URL: DEAD_DATABASE, NEXTAUTH_SECRET: GOOD_SECRET, TOKEN_KEY: "own-key" });
    expect(prepareSecrets()).toEqual({ file: null, notes: [] });
  });

  it("never lets a server process fall back on a built-in secret", async () => {
    const result = await runScript(["--eval", READ_SECRETS], { NODE_ENV: "production", DATABASE_URL: DEAD_DATABASE });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("NEXTAUTH_SECRET is not set");
    const published = await runScript(["--eval", READ_SECRETS], {
      NODE_ENV: "production",
      DATABASE_URL: DEAD_DATABASE,
      NEXTAUTH_SECRET: PUBLIC_SECRET,
    });
    expect(published.code).not.toBe(0);
    expect(published.stderr).toContain("NEXTAUTH_SECRET is set to a value published");
  });
});

describe("npm start on the embedded database", () => {
  it("makes random secrets on first start in a 0600 file beside PGLITE_DIR, and keeps them", () => {
    const pgliteDir = path.join(tmp, "first", "pglite");
    setEnv({ PGLITE_DIR: pgliteDir });
    const file = secretsFileFor(pgliteDir);
    expect(file).toBe(path.join(tmp, "first", "pglite.secrets.json"));
    const report = prepareSecrets();
    expect(report.file).toBe(file);
    expect(report.notes.join("\n")).toContain(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const secrets = JSON.parse(fs.readFileSync(file, "utf8")) as { authSecret: string; tokenKey: string };
    expect(secrets.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(secrets.tokenKey.length).toBeGreaterThanOrEqual(16);
    expect(secrets.authSecret).not.toBe(PUBLIC_SECRET);
    expect(secrets.tokenKey).not.toBe(PUBLIC_TOKEN_KEY);
    prepareSecrets();
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(secrets);
  });

  it("gives every server process the same secrets, however many start at once on a fresh machine", async () => {
    const pgliteDir = path.join(tmp, "race", "pglite");
    const readers = await Promise.all([1, 2, 3, 4].map(() => serverSecrets({ PGLITE_DIR: pgliteDir })));
    const inFile = JSON.parse(fs.readFileSync(secretsFileFor(pgliteDir), "utf8")) as { authSecret: string; tokenKey: string };
    for (const secrets of readers) expect(secrets).toEqual(inFile);
    expect(inFile.authSecret).not.toBe(PUBLIC_SECRET);
    expect(fs.readdirSync(path.dirname(pgliteDir))).toEqual(["pglite.secrets.json"]);
    // NEXTAUTH_SECRET and TOKEN_KEY, when set, win over the file.
    expect(await serverSecrets({ PGLITE_DIR: pgliteDir, NEXTAUTH_SECRET: GOOD_SECRET, TOKEN_KEY: "own-key" })).toEqual({
      authSecret: GOOD_SECRET,
      tokenKey: "own-key",
    });
  });
});

describe("npm start with SMTP_URL", () => {
  const SMTP_URL = "smtp://127.0.0.1:9";
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  it("refuses to start without NEXTAUTH_URL, naming it: the links in mails would point at the bind address", async () => {
    const env = { NODE_ENV: "production", PGLITE_DIR: path.join(tmp, "mail", "pglite"), SMTP_URL };
    const prepared = await runScript(["scripts/prepare-db.ts"], env, 50_000);
    expect(prepared.code).not.toBe(0);
    expect(prepared.stderr).toContain("Refusing to start");
    expect(prepared.stderr).toContain("SMTP_URL is set but NEXTAUTH_URL is not");
    const served = await runScript(["server.ts", "-p", String(await freePort()), "-H", "127.0.0.1"], env, 30_000);
    expect(served.code).not.toBe(0);
    expect(served.stderr).toContain("The portal could not start: SMTP_URL is set but NEXTAUTH_URL is not");
  }, 120_000);

  it("starts with both set, and with neither (the embedded default: mail stays in the outbox)", () => {
    setEnv({ SMTP_URL, NEXTAUTH_URL: "https://portal.example.org" });
    expect(() => assertMailConfig()).not.toThrow();
    setEnv({});
    expect(() => assertMailConfig()).not.toThrow();
    setEnv({ SMTP_URL });
    expect(() => assertMailConfig()).toThrow(MissingSecretError);
  });
});

describe("jest's own secrets (NODE_ENV=test)", () => {
  it("are random for this process, not the published ones", () => {
    setEnv({});
    expect(getAuthSecret()).not.toBe(PUBLIC_SECRET);
    expect(getAuthSecret().length).toBeGreaterThanOrEqual(32);
    expect(getTokenKey()).not.toBe(PUBLIC_TOKEN_KEY);
  });
});

describe("POST /api/auth/generatetoken", () => {
  it("no longer accepts the published default key", async () => {
    await seedDemo(db().prisma);
    setEnv({});
    const member = await logInAs("npc");
    const reply = await send(generateTokenPost, jsonRequest("/api/auth/generatetoken", { key: PUBLIC_TOKEN_KEY }, member));
    expect(reply.status).toBe(403);
    const right = await send(generateTokenPost, jsonRequest("/api/auth/generatetoken", { key: getTokenKey() }, member));
    expect(right.status).toBe(200);
  });
});
