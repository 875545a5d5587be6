// A fresh, migrated database per test file, copied from the template of global-setup: a PGlite
// on a copy of the template's data directory, or a Postgres database created from the template.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { Client } from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { TAdapterHandle } from "@/lib/db/adapter";
import { closeDb, createPrismaClient, setDbForTesting, type TPrisma } from "@/lib/db/client";
import {
  PGLITE_DEMO_TEMPLATE_DIR,
  PGLITE_TEMPLATE_DIR,
  pgliteCopyPrefix,
  POSTGRES_DEMO_TEMPLATE_DB,
  POSTGRES_TEMPLATE_DB,
  serverUrl,
  testDbKind,
  withDatabase,
} from "./test-db-config";

/**
 * `describe` and `it` for tests that need Postgres itself (two transactions at once, which PGlite
 * runs one after the other; the Postgres page cache): skipped when the suite runs on PGlite.
 */
export const describeOnPostgres = testDbKind() === "postgres" ? describe : describe.skip;
export const itOnPostgres = testDbKind() === "postgres" ? it : it.skip;

/**
 * Waits until `call` has settled or `waiters` other connections wait for a lock (Postgres): a test
 * that holds a lock in its own transaction can then let the calls go on by committing.
 */
export const untilSettledOrWaiting = async (prisma: TPrisma, call: Promise<unknown>, waiters = 1) => {
  let settled = false;
  void call.finally(() => (settled = true));
  for (let polls = 0; polls < 400 && !settled; polls += 1) {
    const [waiting] = await prisma.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`;
    if (waiting!.count >= waiters) return;
    await sleep(25);
  }
};

export type TTestDb = { prisma: TPrisma; kind: "pglite" | "postgres"; close: () => Promise<void> };

/**
 * `demo`: the database starts with the demo seed (seedDemo: the areas, tables, accounts of every
 * role, content, packs and requests), copied from a template the run's global set-up seeded once,
 * instead of each file writing it again.
 */
export type TTestDbOptions = { demo?: boolean };

export const createTestDb = async ({ demo = false }: TTestDbOptions = {}): Promise<TTestDb> => {
  if (testDbKind() === "postgres") {
    const name = `portal_t_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${demo ? POSTGRES_DEMO_TEMPLATE_DB : POSTGRES_TEMPLATE_DB}"`);
    await admin.end();
    const url = withDatabase(name);
    const handle: TAdapterHandle = {
      factory: new PrismaPg({ connectionString: url, max: 5 }),
      target: { kind: "postgres", url },
      close: async () => {},
    };
    const prisma = createPrismaClient(handle);
    setDbForTesting(prisma, handle);
    return {
      prisma,
      kind: "postgres",
      close: async () => {
        await closeDb();
        const dropper = new Client({ connectionString: serverUrl() });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(pgliteCopyPrefix());
  fs.cpSync(demo ? PGLITE_DEMO_TEMPLATE_DIR : PGLITE_TEMPLATE_DIR, dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const handle: TAdapterHandle = {
    factory: new PrismaPGlite(client),
    target: { kind: "pglite", dataDir },
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const prisma = createPrismaClient(handle);
  setDbForTesting(prisma, handle);
  return { prisma, kind: "pglite", close: closeDb };
};

/**
 * beforeAll/afterAll wiring: `const db = setupTestDb();` then `db().prisma` inside tests;
 * `setupTestDb({ demo: true })` for a database that starts with the demo seed.
 */
export const setupTestDb = (options: TTestDbOptions = {}) => {
  let current: TTestDb | undefined;
  beforeAll(async () => {
    current = await createTestDb(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error("Test database is not ready yet");
    return current;
  };
};
