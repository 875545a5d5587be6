// @database-independent
// `.env` (as .env.example says: copy it to .env) is read by every entry point, not by Next alone.
// Next loads it only inside `app.prepare()`: the database preparation of `npm start` and the
// server's own start-up checks ran before that and saw none of it. SEED_DEMO=never in .env still
// wrote the demo accounts (password Demo@12345), a DATABASE_URL there migrated the embedded
// database while the server then served Postgres, and the refusals to start without secrets did not
// see the DATABASE_URL that made them necessary. A variable set in the environment still wins.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createAdapter } from "@/lib/db/adapter";

const run = promisify(execFile);
const ROOT = path.join(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const DEAD_DATABASE = "postgresql://postgres@127.0.0.1:9/none";
const GOOD_SECRET = "a-long-random-secret-of-the-deployment-0123456789";
/** Unset for the children, so that only the .env under test sets them. */
const VARIABLES = ["DATABASE_URL", "PGLITE_DIR", "SEED_DEMO", "NEXTAUTH_SECRET", "TOKEN_KEY", "SMTP_URL", "NEXTAUTH_URL"];

// A checkout of its own to start in (the project's migrations and packages), with each test's .env.
const project = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dotenv-"));
for (const entry of ["prisma", "node_modules"]) fs.symlinkSync(path.join(ROOT, entry), path.join(project, entry));
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

const start = async (script: string, dotenv: string, env: Record<string, string> = {}) => {
  fs.writeFileSync(path.join(project, ".env"), dotenv);
  const base: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  for (const name of VARIABLES) delete base[name];
  try {
    const { stdout, stderr } = await run(TSX, [path.join(ROOT, script)], {
      cwd: project,
      env: { ...base, ...env },
      timeout: 240_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

it("npm start's preparation migrates the PGLITE_DIR of .env, and writes no demo data with SEED_DEMO=never there", async () => {
  const dataDir = path.join(project, "from-dotenv");
  const prepared = await start("scripts/prepare-db.ts", `SEED_DEMO=never\nPGLITE_DIR=${dataDir}\n`);
  expect(prepared).toMatchObject({ code: 0, stderr: "" });
  expect(fs.existsSync(path.join(project, ".data"))).toBe(false); // not the default folder
  const handle = await createAdapter({ kind: "pglite", dataDir });
  try {
    const count = async (table: string) =>
      (await handle.pglite!.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0]!.n;
    expect(await count("_prisma_migrations")).toBeGreaterThan(0);
    expect(await count("Member")).toBe(0);
  } finally {
    await handle.close();
  }
}, 300_000);

it("a DATABASE_URL in .env alone: the preparation and the server both refuse to start without the secrets", async () => {
  const prepared = await start("scripts/prepare-db.ts", `DATABASE_URL=${DEAD_DATABASE}\n`);
  expect(prepared.code).toBe(1);
  expect(prepared.stderr).toContain("Refusing to start");
  expect(prepared.stderr).toContain("NEXTAUTH_SECRET is not set");
  const served = await start("server.ts", `DATABASE_URL=${DEAD_DATABASE}\n`);
  expect(served.code).toBe(1);
  expect(served.stderr).toContain("The portal could not start");
  expect(served.stderr).toContain("NEXTAUTH_SECRET is not set");
}, 300_000);

it("a variable set in the environment wins over .env (Next's own order)", async () => {
  const prepared = await start("scripts/prepare-db.ts", `DATABASE_URL=${DEAD_DATABASE}\nNEXTAUTH_SECRET=short\n`, {
    NEXTAUTH_SECRET: GOOD_SECRET,
  });
  expect(prepared.code).toBe(1);
  expect(prepared.stderr).toContain("TOKEN_KEY is not set");
  expect(prepared.stderr).not.toContain("NEXTAUTH_SECRET");
}, 120_000);
