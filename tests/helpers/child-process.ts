// Helper processes that a test file starts (a server, a process holding a resource). A jest worker's
// stderr is a pipe to jest itself, and jest does not exit while anything holds that pipe open: a
// child that inherited it and outlived its test (the test timed out before it could stop it) would
// keep the whole run waiting. So a helper's stderr is a pipe of its own, copied here, and its stdin
// is a pipe this process holds, which ends when this process dies (the helpers exit on that). Every
// helper still running when its test file ends is killed.
import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";

type THelper = ChildProcessByStdio<Writable, Readable, Readable>;

const started: THelper[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** Starts `node <args>`; its stdout is the caller's to read, its stderr goes to this process's stderr. */
export const startHelperProcess = (args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): THelper => {
  const child = spawn(process.execPath, args, { ...options, stdio: ["pipe", "pipe", "pipe"] });
  child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  started.push(child);
  return child;
};

export { isProcessAlive } from "./process-alive";
