// Prepares the migrated template database that every jest test file copies (run by jest's
// globalSetup in its own process). TEST_DB=pglite: a migrated PGlite data directory, which test
// files copy, and its dump; TEST_DB=postgres: the database POSTGRES_TEMPLATE_DB
// (portal_template_<checkout>) on DATABASE_URL_TEST's server. With --drop (jest's globalTeardown):
// the Postgres template is dropped, and the PGlite copies that test files left behind are removed.
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { createAdapter } from "../lib/db/adapter";
import { applyMigrations } from "../lib/db/migrate";
import {
  PGLITE_TEMPLATE_DIR,
  PGLITE_TEMPLATE_FILE,
  pgliteCopyPrefix,
  POSTGRES_TEMPLATE_DB,
  serverUrl,
  testDbKind,
  withDatabase,
} from "../tests/helpers/test-db-config";

const preparePglite = async () => {
  fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  const handle = await createAdapter({ kind: "pglite", dataDir: PGLITE_TEMPLATE_DIR });
  await applyMigrations(handle.factory);
  const dump = await handle.pglite!.dumpDataDir("gzip");
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
};

const dropTemplate = async (admin: Client) => {
  await admin.query(`UPDATE pg_database SET datistemplate = false WHERE datname = '${POSTGRES_TEMPLATE_DB}'`);
  await admin.query(`DROP DATABASE IF EXISTS "${POSTGRES_TEMPLATE_DB}" WITH (FORCE)`);
};

const preparePostgres = async () => {
  const admin = new Client({ connectionString: serverUrl() });
  await admin.connect();
  await dropTemplate(admin);
  await admin.query(`CREATE DATABASE "${POSTGRES_TEMPLATE_DB}"`);
  const handle = await createAdapter({ kind: "postgres", url: withDatabase(POSTGRES_TEMPLATE_DB) });
  await applyMigrations(handle.factory);
  await admin.query(`UPDATE pg_database SET datistemplate = true WHERE datname = '${POSTGRES_TEMPLATE_DB}'`);
  await admin.end();
};

const dropPostgres = async () => {
  const admin = new Client({ connectionString: serverUrl() });
  await admin.connect();
  await dropTemplate(admin);
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
