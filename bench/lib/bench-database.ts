// A throwaway database for one benchmark, on PGlite (a folder) or on the Postgres server at
// DATABASE_URL_TEST (default postgres://postgres@127.0.0.1:5432/test): made afresh before, removed
// after. `fresh` answers null when no Postgres server answers, so a bench can skip that half.
import fs from "node:fs";
import { Client } from "pg";
import type { TDatabaseTarget } from "../../lib/db/adapter";

export type TBenchKind = "pglite" | "postgres";

const SERVER_URL = process.env.DATABASE_URL_TEST ?? "postgres://postgres@127.0.0.1:5432/test";

export const throwawayDatabase = (names: { postgres: string; pgliteDir: string }) => {
  const postgresUrl = () => {
    const url = new URL(SERVER_URL);
    url.pathname = `/${names.postgres}`;
    return url.toString();
  };
  const fresh = async (kind: TBenchKind): Promise<TDatabaseTarget | null> => {
    if (kind === "pglite") {
      fs.rmSync(names.pgliteDir, { recursive: true, force: true });
      return { kind: "pglite", dataDir: names.pgliteDir };
    }
    const admin = new Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5000 });
    try {
      await admin.connect();
    } catch (error) {
      console.log(`\n[postgres] skipped: no answer from ${SERVER_URL} (${(error as Error).message})`);
      return null;
    }
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${names.postgres}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${names.postgres}"`);
    } finally {
      await admin.end();
    }
    return { kind: "postgres", url: postgresUrl() };
  };
  const drop = async (kind: TBenchKind) => {
    if (kind === "pglite") {
      fs.rmSync(names.pgliteDir, { recursive: true, force: true });
      return;
    }
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${names.postgres}" WITH (FORCE)`);
    await admin.end();
  };
  return { fresh, drop };
};
