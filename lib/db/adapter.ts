// Chooses the driver adapter: Postgres through `pg` when a URL is given, else embedded PGlite.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import lockfile from "proper-lockfile";

export type TDatabaseTarget =
  { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | null /* null: in memory */ };

export type TAdapterHandle = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  target: TDatabaseTarget;
  /** The embedded database, when that is the target. */
  pglite?: PGlite;
  /** Releases the embedded database (the process does not exit while PGlite is open). */
  close: () => Promise<void>;
};

/** A lock whose holder died without releasing it (SIGKILL, a crash) is taken over after this long. */
export const PGLITE_LOCK_STALE_MS = 5_000;

/** Another process has the embedded database's data directory open. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is open in another process (another "npm start" or "npm run dev"?). ` +
        "PGlite serves one process at a time: stop the other one, or set DATABASE_URL to run several instances on one Postgres.",
    );
    this.name = "EmbeddedDatabaseInUseError";
  }
}

/**
 * PGlite has no lock of its own, and two processes writing one data directory corrupt it. So a
 * process holds a lock beside it (`<dataDir>.lock`, proper-lockfile: refreshed while it lives,
 * removed on exit). Opening retries for `waitMs`, so that a lock left by a killed process can go
 * stale, then gives up with EmbeddedDatabaseInUseError.
 */
const lockDataDir = async (dataDir: string, waitMs: number) => {
  const retryEveryMs = 250;
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}.lock`,
      realpath: false,
      stale: PGLITE_LOCK_STALE_MS,
      retries: { retries: Math.ceil(waitMs / retryEveryMs), factor: 1, minTimeout: retryEveryMs, maxTimeout: retryEveryMs },
      // Only if the event loop stalls past `stale`; the process keeps its database open.
      onCompromised: (error) => console.error(`The embedded database's lock was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new EmbeddedDatabaseInUseError(dataDir);
    throw error;
  }
};

type TAdapterOptions = {
  /** How long to wait for the embedded database's lock (default: long enough for a stale one to expire). */
  lockWaitMs?: number;
};

export const createAdapter = async (target: TDatabaseTarget, options: TAdapterOptions = {}): Promise<TAdapterHandle> => {
  if (target.kind === "postgres") {
    return { factory: new PrismaPg({ connectionString: target.url, max: 10 }), target, close: async () => {} };
  }
  const dataDir = target.dataDir ? path.resolve(target.dataDir) : null;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? await lockDataDir(dataDir, options.lockWaitMs ?? PGLITE_LOCK_STALE_MS + 2_000) : null;
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  try {
    await client.waitReady;
  } catch (error) {
    await release?.();
    throw error;
  }
  return {
    factory: new PrismaPGlite(client),
    target,
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
      await release?.().catch(() => {}); // already released (the process is exiting)
    },
  };
};
