// @database-independent
// `npm run db:migrate` on both databases: the first run applies every migration, a second run
// applies nothing, and PGlite and Postgres end with the same tables and columns. The file runs
// both halves itself (a PGlite directory and a Postgres database of its own), so it runs in the
// PGlite jest run only. The Postgres half is skipped only where no Postgres answers; where the
// test command found one (TEST_POSTGRES_REQUIRED, scripts/test-all.sh), a silent one fails it.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { serverUrl, withDatabase } from "../helpers/test-db-config";

const run = promisify(execFile);
const ROOT = path.join(__dirname, "..", "..");
const MIGRATION_COUNT = fs
  .readdirSync(path.join(ROOT, "prisma", "migrations"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).length;

const migrate = async (env: Record<string, string>) => {
  const { stdout } = await run(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/db-migrate.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", ...env },
  });
  return stdout;
};

// Each of the two tests below starts `npm run db:migrate` twice, as a process of its own (tsx, then
// the database's start-up and every migration): on a slow 2-core host running the other jest
// project beside it, the PGlite half once took longer than the suite's 60 s. The two databases'
// runs are independent, so both pairs start at once (beforeAll) and each test awaits its own:
// the Postgres half mostly waits on the server while the PGlite half computes.
const MIGRATE_TWICE_TIMEOUT_MS = 180_000;

/** The two runs' outputs, one after the other (the second starts once the first has ended). */
const migrateTwice = async (env: Record<string, string>) => {
  const first = await migrate(env);
  return [first, await migrate(env)] as const;
};

/** A run's outputs, awaited by its test; a failure is not unhandled before that test awaits it. */
const started = (runs: Promise<readonly [string, string]>) => {
  runs.catch(() => {});
  return runs;
};

/** Rules Prisma's schema cannot say, which only the migrations add (a drift check never sees them). */
const MEMBER_ONE_UNIT_SQL = `SELECT conname, convalidated, pg_get_constraintdef(oid) AS definition FROM pg_constraint
  WHERE conname = 'Member_one_unit'`;
const MEMBER_ONE_UNIT = [
  {
    conname: "Member_one_unit",
    convalidated: false,
    definition: 'CHECK ((("tableNo" IS NULL) OR ("circleNo" IS NULL))) NOT VALID',
  },
];

const COLUMNS_SQL = `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
  WHERE table_schema = 'public' ORDER BY table_name, column_name`;

/** Whether Postgres answers: three tries of up to 5 s each, as a loaded host can be slow to connect. */
const postgresAnswers = async () => {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const client = new Client({ connectionString: serverUrl(), connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      await client.end().catch(() => {});
    }
  }
  if (process.env.TEST_POSTGRES_REQUIRED === "1")
    throw new Error(`Postgres at ${serverUrl()} answered the test command but not this test: the Postgres half cannot run`);
  return false;
};

describe("migrations", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pglite-"));
  const pgName = `portal_m_${randomBytes(5).toString("hex")}`;
  let pgAvailable = false;
  let pgliteRuns: Promise<readonly [string, string]> | undefined;
  let postgresRuns: Promise<readonly [string, string]> | undefined;

  beforeAll(async () => {
    pgAvailable = await postgresAnswers();
    pgliteRuns = started(migrateTwice({ PGLITE_DIR: dataDir }));
    if (!pgAvailable) return;
    const admin = new Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${pgName}"`);
    await admin.end();
    postgresRuns = started(migrateTwice({ DATABASE_URL: withDatabase(pgName) }));
  });

  afterAll(async () => {
    // A test that failed early leaves its runs going: they end before their database goes.
    await Promise.allSettled([pgliteRuns, postgresRuns]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!pgAvailable) return;
    const admin = new Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
    await admin.end();
  });

  it(
    "applies every migration to an empty PGlite database, then nothing on a second run",
    async () => {
      const [first, second] = await pgliteRuns!;
      expect(first).toContain(`Applied ${MIGRATION_COUNT} migration(s)`);
      expect(second).toContain("Applied 0 migrations");
    },
    MIGRATE_TWICE_TIMEOUT_MS,
  );

  it(
    "applies every migration to an empty Postgres database, then nothing on a second run",
    async () => {
      if (!pgAvailable) {
        console.warn(`Postgres at ${serverUrl()} does not answer: Postgres half skipped`);
        return;
      }
      const [first, second] = await postgresRuns!;
      expect(first).toContain(`Applied ${MIGRATION_COUNT} migration(s)`);
      expect(second).toContain("Applied 0 migrations");
    },
    MIGRATE_TWICE_TIMEOUT_MS,
  );

  it("leaves both databases with the same tables and columns and Member_one_unit, recorded in _prisma_migrations", async () => {
    const lite = new PGlite(dataDir);
    const liteColumns = (await lite.query(COLUMNS_SQL)).rows;
    const liteOneUnit = (await lite.query(MEMBER_ONE_UNIT_SQL)).rows;
    const liteApplied = (
      await lite.query<{ migration_name: string }>(`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL`)
    ).rows;
    await lite.close();
    expect(liteApplied).toHaveLength(MIGRATION_COUNT);
    expect(liteOneUnit).toEqual(MEMBER_ONE_UNIT);
    const tables = new Set(liteColumns.map((row) => (row as { table_name: string }).table_name));
    for (const table of [
      "Area",
      "Table",
      "Circle",
      "Member",
      "MemberRole",
      "ServiceCategory",
      "CategoryAdmin",
      "ServiceRequest",
      "ServiceAction",
      "_prisma_migrations",
    ]) {
      expect(tables).toContain(table);
    }
    if (!pgAvailable) return;
    const client = new Client({ connectionString: withDatabase(pgName) });
    await client.connect();
    const pgColumns = (await client.query(COLUMNS_SQL)).rows;
    const pgOneUnit = (await client.query(MEMBER_ONE_UNIT_SQL)).rows;
    await client.end();
    expect(pgColumns).toEqual(liteColumns);
    expect(pgOneUnit).toEqual(MEMBER_ONE_UNIT);
  });
});
