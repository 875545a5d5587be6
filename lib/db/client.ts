// The one Prisma client of the app. DATABASE_URL set: Postgres through @prisma/adapter-pg;
// unset: the embedded PGlite database in PGLITE_DIR (default .data/pglite).
import { getEnv } from "../env";
import { createAdapter, type TAdapterHandle, type TDatabaseTarget } from "./adapter";
import { PrismaClient } from "./generated/client";

export type TPrisma = PrismaClient;

export const databaseTargetFromEnv = (): TDatabaseTarget => {
  const env = getEnv();
  return env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.PGLITE_DIR };
};

/** Password hashes never leave the data layer by accident: omitted unless a query asks. */
export const createPrismaClient = (handle: TAdapterHandle): PrismaClient =>
  new PrismaClient({ adapter: handle.factory, omit: { member: { passwordHash: true } }, errorFormat: "minimal" });

type TDbState = { prisma: PrismaClient; handle: TAdapterHandle };

const globalForDb = globalThis as unknown as { __portalDb?: Promise<TDbState> };

const open = async (): Promise<TDbState> => {
  const handle = await createAdapter(databaseTargetFromEnv());
  const prisma = createPrismaClient(handle);
  const shutdown = async () => {
    await prisma.$disconnect().catch(() => {});
    await handle.close();
  };
  process.once("beforeExit", shutdown);
  return { prisma, handle };
};

/** The shared client, opened on first use (one per process, also across hot reloads). */
export const getDb = async (): Promise<PrismaClient> => {
  globalForDb.__portalDb ??= open();
  return (await globalForDb.__portalDb).prisma;
};

/** Tests and scripts install their own client (a fresh database per test file). */
export const setDbForTesting = (prisma: PrismaClient, handle: TAdapterHandle) => {
  globalForDb.__portalDb = Promise.resolve({ prisma, handle });
};

export { closeProcessDb as closeDb } from "./close-process-db";
