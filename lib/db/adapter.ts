// Chooses the driver adapter: Postgres through `pg` when a URL is given, else embedded PGlite.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import lockfile from "proper-lockfile";
import { isOwnerAlive, ownerRecordOfThisProcess, type TLockOwner } from "./lock-owner";

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

/**
 * A lock whose owner cannot be asked (no owner record, or one written on another host) is taken
 * over once its time stamp is this old. Its owner refreshes it every half of this, on the main
 * thread, which PGlite's synchronous work blocks for seconds on a busy machine (initdb, a long
 * query): 5 s was too short, and a second process took the lock of a live one.
 */
export const PGLITE_LOCK_STALE_MS = 30_000;

/** How long opening waits for a live owner on this host (one on its way out, a restart) before giving up. */
const LIVE_OWNER_WAIT_MS = 5_000;

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

const readOwner = (ownerPath: string): TLockOwner | null => {
  try {
    return JSON.parse(fs.readFileSync(ownerPath, "utf8")) as TLockOwner;
  } catch {
    return null; // none, or half-written: the time stamp decides
  }
};

/**
 * Whether the lock at `lockPath` is the one `owner` took and `owner` is a process of this host
 * that is gone (killed outright, or before a reboot: lib/db/lock-owner.ts): then it is stale whatever its age. The lock's inode and birth
 * time must match the record, so a lock another process has just taken, before it wrote its own
 * record, is never mistaken for the dead one.
 */
const heldByDeadProcess = (lockPath: string, owner: TLockOwner | null) => {
  if (!owner || owner.host !== os.hostname() || owner.pid === process.pid || isOwnerAlive(owner)) return false;
  try {
    const stat = fs.statSync(lockPath);
    return stat.ino === owner.lockIno && stat.birthtimeMs === owner.lockBirth;
  } catch {
    return false;
  }
};

/**
 * PGlite has no lock of its own, and two processes writing one data directory corrupt it. So a
 * process holds a lock beside it (`<dataDir>.lock`, proper-lockfile: an atomic mkdir, refreshed
 * while it lives, removed on exit) and records itself beside that (`<dataDir>.lock-owner`). A lock
 * whose recorded owner on this host is alive is never taken, however long its thread is blocked;
 * one whose owner is gone is taken at once; one without a usable record, by its age. Opening
 * retries for `waitMs`, then gives up with EmbeddedDatabaseInUseError.
 */
const lockDataDir = async (dataDir: string, waitMs: number) => {
  const lockPath = `${dataDir}.lock`;
  const ownerPath = `${dataDir}.lock-owner`;
  const retryEveryMs = 250;
  const started = Date.now();
  for (;;) {
    const owner = readOwner(ownerPath);
    const ownerAlive = owner !== null && owner.host === os.hostname() && owner.pid !== process.pid && isOwnerAlive(owner);
    if (heldByDeadProcess(lockPath, owner)) fs.rmSync(lockPath, { recursive: true, force: true });
    if (!ownerAlive) {
      try {
        const release = await lockfile.lock(dataDir, {
          lockfilePath: lockPath,
          realpath: false,
          stale: PGLITE_LOCK_STALE_MS,
          retries: 0,
          // Only if the event loop stalls past `stale`; the process keeps its database open.
          onCompromised: (error) => console.error(`The embedded database's lock was lost: ${error.message}`),
        });
        const stat = fs.statSync(lockPath);
        fs.writeFileSync(ownerPath, JSON.stringify(ownerRecordOfThisProcess(stat.ino, stat.birthtimeMs)));
        return async () => {
          // The record goes first, and only while it is still this process's own.
          if (readOwner(ownerPath)?.pid === process.pid) fs.rmSync(ownerPath, { force: true });
          await release();
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
      }
    }
    const deadline = started + (ownerAlive ? Math.min(waitMs, LIVE_OWNER_WAIT_MS) : waitMs);
    if (Date.now() >= deadline) throw new EmbeddedDatabaseInUseError(dataDir);
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryEveryMs, deadline - Date.now())));
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
