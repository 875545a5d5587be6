// @database-independent
// The embedded database is one process's at a time. PGlite has no lock of its own, and a second
// `npm start` on the same data directory (or a dev server beside it) opened it as well: the two
// wrote over each other and the directory was left unreadable ("Aborted()" on every later start).
// The adapter now holds a lock beside the directory: a second process is refused with a message
// that says what to do. A lock left by a killed process is taken over at once (its recorded owner
// is gone); a live owner's is never taken, however long PGlite's work has kept it from refreshing it.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createAdapter, EmbeddedDatabaseInUseError, PGLITE_LOCK_STALE_MS } from "@/lib/db/adapter";
import { ownerRecordOfThisProcess, processStartTime, type TLockOwner } from "@/lib/db/lock-owner";
import { startHelperProcess } from "../helpers/child-process";

const ROOT = path.join(__dirname, "..", "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.lock`, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.lock-owner`, { force: true });
});

/** A child process that opens the directory and holds it; resolves once it has written its row. */
const startHolder = async () => {
  const child = startHelperProcess(["--import", "tsx", path.join(__dirname, "fixtures", "pglite-holder.ts"), dataDir], {
    cwd: ROOT,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
    child.once("exit", (code) => reject(new Error(`the holder exited with ${code} before opening the database`)));
  });
  return child;
};

const stop = async (child: ChildProcess, signal: NodeJS.Signals) => {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
};

const holders = async () => {
  const handle = await createAdapter({ kind: "pglite", dataDir });
  try {
    return (await handle.pglite!.query<{ n: number }>("SELECT count(*)::int AS n FROM holder")).rows[0]!.n;
  } finally {
    await handle.close();
  }
};

it("refuses a second process while one has the database open, and lets it in once that one stops", async () => {
  const holder = await startHolder();
  const second = createAdapter({ kind: "pglite", dataDir }, { lockWaitMs: 0 });
  await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
  await expect(second).rejects.toThrow(/open in another process.*DATABASE_URL/s);

  // Stopped the usual way (Ctrl+C, a service manager), the holder releases the lock as it exits.
  await stop(holder, "SIGTERM");
  expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  expect(await holders()).toBe(1);
}, 120_000);

it("takes over at once the lock of a process that was killed outright", async () => {
  const holder = await startHolder();
  await stop(holder, "SIGKILL");
  // The lock is still there: nothing removed it, and its time stamp is fresh.
  expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);
  // Its recorded owner is gone, so opening needs no wait at all.
  const handle = await createAdapter({ kind: "pglite", dataDir }, { lockWaitMs: 0 });
  try {
    // Both holders' rows are there: the killed one's committed row survived, and nothing else wrote.
    expect((await handle.pglite!.query<{ n: number }>("SELECT count(*)::int AS n FROM holder")).rows[0]!.n).toBe(2);
  } finally {
    await handle.close();
  }
}, 120_000);

it("never takes the lock of a live process, however old its time stamp (its thread blocked by PGlite's work)", async () => {
  const holder = await startHolder();
  // As if the holder had not refreshed its lock for a minute: PGlite's synchronous work (initdb,
  // a long query) blocks the thread that refreshes it, for seconds on a busy machine.
  const aMinuteAgo = new Date(Date.now() - 60_000);
  fs.utimesSync(`${dataDir}.lock`, aMinuteAgo, aMinuteAgo);
  await expect(createAdapter({ kind: "pglite", dataDir }, { lockWaitMs: 0 })).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
  await stop(holder, "SIGTERM");
  expect(await holders()).toBe(3);
}, 120_000);

it("goes by the lock's age when its owner cannot be asked (no record, or one from another host)", async () => {
  const lockPath = `${dataDir}.lock`;
  fs.mkdirSync(lockPath);
  fs.writeFileSync(`${dataDir}.lock-owner`, JSON.stringify({ pid: 1, host: "another-host", lockIno: 0, lockBirth: 0 }));
  // Fresh: refused.
  await expect(createAdapter({ kind: "pglite", dataDir }, { lockWaitMs: 0 })).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
  // Older than the stale age: taken over.
  const past = new Date(Date.now() - PGLITE_LOCK_STALE_MS - 5_000);
  fs.utimesSync(lockPath, past, past);
  const handle = await createAdapter({ kind: "pglite", dataDir }, { lockWaitMs: 0 });
  await handle.close();
  expect(fs.existsSync(lockPath)).toBe(false);
  expect(fs.existsSync(`${dataDir}.lock-owner`)).toBe(false);
}, 120_000);

it("takes over at once a lock whose recorded process id now names another process (after a reboot, or reused)", async () => {
  const lockPath = `${dataDir}.lock`;
  // A process id that is alive now (jest's own parent), as a reused id would be after a reboot.
  const livePid = process.ppid;
  const lockRecordedAs = (record: Partial<TLockOwner>) => {
    fs.mkdirSync(lockPath);
    const stat = fs.statSync(lockPath);
    const owner: TLockOwner = {
      ...ownerRecordOfThisProcess(stat.ino, stat.birthtimeMs),
      pid: livePid,
      startTime: processStartTime(livePid),
      ...record,
    };
    fs.writeFileSync(`${dataDir}.lock-owner`, JSON.stringify(owner));
  };
  const open = () => createAdapter({ kind: "pglite", dataDir }, { lockWaitMs: 0 });
  // Taken before the last reboot; its time stamp is fresh (the machine came back quickly).
  lockRecordedAs({ bootId: "a-boot-before-this-one" });
  await (await open()).close();
  expect(fs.existsSync(lockPath)).toBe(false);
  // This boot, but by a process that started at another time: that one is gone, its id reused.
  lockRecordedAs({ startTime: "1" });
  await (await open()).close();
  expect(fs.existsSync(lockPath)).toBe(false);
  // The very process (same boot, same start time) still runs: refused.
  lockRecordedAs({});
  await expect(open()).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
  fs.rmSync(lockPath, { recursive: true, force: true });
}, 120_000);
