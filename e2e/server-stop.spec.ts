// Starting and stopping the server as a deploy does: `npm start` on this build, then SIGTERM to
// npm. npm passes the signal to its `sh -c` child; `tsx prepare-db.ts && tsx server.ts` left the
// server a child of that shell, which died of the signal while the server went on serving,
// orphaned, holding the port and the embedded database's lock ("in use by another process" at the
// next start). The server is now the shell itself (`exec`), and a stop also closes PGlite
// (process.exit skipped the `beforeExit` that did, so every stop looked like a crash to it) and
// cuts off, at a deadline, requests that would otherwise hold it up for a minute.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { createAdapter } from "../lib/db/adapter";
import { isProcessAlive } from "../tests/helpers/process-alive";
import { expect, test } from "./test";

const ROOT = path.join(__dirname, "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "portal-stop-"));
const dataDir = path.join(tmp, "pglite");
const started: ChildProcess[] = [];
const sockets: Socket[] = [];

test.afterAll(() => {
  sockets.forEach((socket) => socket.destroy());
  // A server left running by a failed test (its id is in the lock's owner record).
  const owner = fs.existsSync(`${dataDir}.lock-owner`)
    ? (JSON.parse(fs.readFileSync(`${dataDir}.lock-owner`, "utf8")) as { pid: number })
    : null;
  if (owner && isProcessAlive(owner.pid)) process.kill(owner.pid, "SIGKILL");
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The embedded database's state as its control file records it: 1 shut down, 6 open (or crashed open). */
const DB_SHUT_DOWN = 1;
const databaseState = () => fs.readFileSync(path.join(dataDir, "global", "pg_control")).readInt32LE(16);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const answer = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once("connect", () => answer(true)).once("error", () => answer(false));
    socket.setTimeout(2000, () => answer(false));
  });

const serverEnv = (port: number): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of ["DATABASE_URL", "SMTP_URL", "NEXTAUTH_URL", "STORAGE_DRIVER", "S3_BUCKET"]) delete env[name];
  return {
    ...env,
    PGLITE_DIR: dataDir,
    UPLOAD_DIR: path.join(tmp, "uploads"),
    SEED_DEMO: "never",
    PORT: String(port),
    BIND_HOST: "127.0.0.1",
  };
};

const until = async (check: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return true;
};

test("npm start stopped with SIGTERM: the server exits within its deadline, a request in progress cut off, port and lock free, the database shut down", async () => {
  test.setTimeout(400_000);
  const port = await freePort();
  const npm = spawn("npm", ["start"], { cwd: ROOT, env: serverEnv(port), stdio: ["ignore", "pipe", "pipe"] });
  started.push(npm);
  let output = "";
  npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  expect(await until(() => output.includes("Portal ready"), 240_000)).toBe(true);
  // The job worker has the database open.
  expect(await until(() => fs.existsSync(`${dataDir}.lock`), 30_000)).toBe(true);
  // A client that has sent half a request and goes quiet: server.close() would wait for it.
  const slow = connect(port, "127.0.0.1");
  sockets.push(slow);
  await new Promise((resolve) => slow.once("connect", resolve));
  slow.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  slow.on("error", () => undefined);

  npm.kill("SIGTERM");
  const stopped = Date.now();
  const within = async (what: string, check: () => boolean | Promise<boolean>, ms: number) => {
    if (!(await until(check, ms - (Date.now() - stopped)))) throw new Error(`${what} not within ${ms / 1000} s:\n${output}`);
  };
  // No new connections at once; the process gone (and its lock) within its deadlines, 10 s + 5 s.
  // The bounds are wider: on a loaded 2-core host PGlite's synchronous work (the job worker's first
  // round) keeps the server from even seeing the signal for 10 s. Without the deadlines the
  // half-sent request holds the stop for Node's 60 s headers timeout; without `exec`, for ever.
  await within("port closed", async () => !(await portAnswers(port)), 30_000);
  await within(
    "npm and the server exited",
    () => (npm.exitCode !== null || npm.signalCode !== null) && !fs.existsSync(`${dataDir}.lock`),
    50_000,
  );
  expect(output).not.toContain("the database did not close");
  // PGlite was closed, not left as a crash would leave it; it opens at once.
  expect(databaseState()).toBe(DB_SHUT_DOWN);
  const handle = await createAdapter({ kind: "pglite", dataDir }, { lockWaitMs: 0 });
  await handle.close();
});
