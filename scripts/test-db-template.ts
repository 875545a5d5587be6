// Prepares the migrated template database that every jest test file copies (run by jest's
// globalSetup in its own process), and a second one with the demo seed written into it, which
// the files that test against the demo world copy instead (`setupTestDb({ demo: true })`): the
// seed (areas, tables, accounts, content, packs, requests) took up to 18 s a file, where a copy costs
// nothing more. TEST_DB=pglite: migrated PGlite data directories, which test files copy, and the
// plain one's dump; TEST_DB=postgres: the databases POSTGRES_TEMPLATE_DB
// (portal_template_<checkout>) and POSTGRES_DEMO_TEMPLATE_DB on DATABASE_URL_TEST's server. With
// --drop (jest's globalTeardown): the Postgres templates are dropped, and the PGlite copies that
// test files left behind are removed.
import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { Client, Pool } from "pg";
import { createAdapter, type TAdapterHandle } from "../lib/db/adapter";
import { createPrismaClient } from "../lib/db/client";
import { applyMigrations } from "../lib/db/migrate";
import { seedDemo } from "../lib/db/seed/demo";
import {
  PGLITE_DEMO_TEMPLATE_DIR,
  PGLITE_TEMPLATE_DIR,
  PGLITE_TEMPLATE_FILE,
  pgliteCopyPrefix,
  POSTGRES_DEMO_TEMPLATE_DB,
  POSTGRES_TEMPLATE_DB,
  serverUrl,
  testDbKind,
  withDatabase,
} from "../tests/helpers/test-db-config";

/** Writes the demo seed into the database behind `handle`, then closes it. */
const seedInto = async (handle: TAdapterHandle) => {
  const prisma = createPrismaClient(handle);
  try {
    await seedDemo(prisma);
  } finally {
    await prisma.$disconnect();
    await handle.close();
  }
};

const preparePglite = async () => {
  fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  fs.rmSync(PGLITE_DEMO_TEMPLATE_DIR, { recursive: true, force: true });
  const handle = await createAdapter({ kind: "pglite", dataDir: PGLITE_TEMPLATE_DIR });
  await applyMigrations(handle.factory);
  const dump = await handle.pglite!.dumpDataDir("gzip");
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  fs.cpSync(PGLITE_TEMPLATE_DIR, PGLITE_DEMO_TEMPLATE_DIR, { recursive: true });
  await seedInto(await createAdapter({ kind: "pglite", dataDir: PGLITE_DEMO_TEMPLATE_DIR }));
};

const TEMPLATES = [POSTGRES_DEMO_TEMPLATE_DB, POSTGRES_TEMPLATE_DB];

const dropTemplates = async (admin: Client) => {
  for (const name of TEMPLATES) {
    await admin.query(`UPDATE pg_database SET datistemplate = false WHERE datname = '${name}'`);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
};

const preparePostgres = async () => {
  const admin = new Client({ connectionString: serverUrl() });
  await admin.connect();
  await dropTemplates(admin);
  await admin.query(`CREATE DATABASE "${POSTGRES_TEMPLATE_DB}"`);
  // A pool of our own, ended once migrated: a database is copied only while nobody is connected.
  const pool = new Pool({ connectionString: withDatabase(POSTGRES_TEMPLATE_DB) });
  try {
    await applyMigrations(new PrismaPg(pool));
  } finally {
    await pool.end();
  }
  await admin.query(`UPDATE pg_database SET datistemplate = true WHERE datname = '${POSTGRES_TEMPLATE_DB}'`);
  await admin.query(`CREATE DATABASE "${POSTGRES_DEMO_TEMPLATE_DB}" TEMPLATE "${POSTGRES_TEMPLATE_DB}"`);
  await seedInto(await createAdapter({ kind: "postgres", url: withDatabase(POSTGRES_DEMO_TEMPLATE_DB) }));
  await admin.query(`UPDATE pg_database SET datistemplate = true WHERE datname = '${POSTGRES_DEMO_TEMPLATE_DB}'`);
  await admin.end();
};

const dropPostgres = async () => {
  const admin = new Client({ connectionString: serverUrl() });
  await admin.connect();
  await dropTemplates(admin);
  await admin.end();
};

/** The copies of test files that ended without closing their database (a crash, a timeout). */
const removePgliteCopies = () => {
  const prefix = pgliteCopyPrefix();
  const dir = path.dirname(prefix);
  for (const name of fs.readdirSync(dir))
    if (path.join(dir, name).startsWith(prefix)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return Promise.resolve();
};

const task = () => {
  if (process.argv.includes("--drop")) return testDbKind() === "postgres" ? dropPostgres() : removePgliteCopies();
  return testDbKind() === "postgres" ? preparePostgres() : preparePglite();
};

task()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error("Test database template failed:", error);
    process.exit(1);
  });
