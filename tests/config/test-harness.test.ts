// @database-independent
// The test harness itself: a run that hangs must say where, and nothing a test starts may keep jest
// from exiting (a child holding the worker's stderr, which is a pipe to jest, did: see
// tests/helpers/child-process.ts).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isProcessAlive } from "../helpers/child-process";

const ROOT = path.join(__dirname, "..", "..");

describe("the stuck-file reporter", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Reporter = require("../helpers/stuck-file-reporter.cjs") as new () => {
    onTestFileStart(test: { path: string }): void;
    onTestCaseResult(test: { path: string }, result: { status: string; fullName: string }): void;
    onTestFileResult(test: { path: string }): void;
    check(now: number): void;
    onRunComplete(): void;
  };
  let written: string[];
  let write: jest.SpyInstance;
  beforeEach(() => {
    written = [];
    write = jest.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => write.mockRestore());

  it("names a file past the limit, once, with its last finished tests and the files still running", () => {
    const reporter = new Reporter();
    const started = Date.now();
    reporter.onTestFileStart({ path: "/x/stuck.test.ts" });
    reporter.onTestFileStart({ path: "/x/quick.test.ts" });
    for (let i = 1; i <= 7; i++) reporter.onTestCaseResult({ path: "/x/stuck.test.ts" }, { status: "passed", fullName: `t${i}` });
    reporter.check(started + 599_000);
    expect(written).toEqual([]);
    reporter.onTestFileResult({ path: "/x/quick.test.ts" });
    reporter.check(started + 601_000);
    reporter.check(started + 900_000);
    expect(written).toHaveLength(1);
    const lines = written[0]!.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^jest: \/x\/stuck\.test\.ts has run for 60\d s, past the 600 s/);
    expect(lines.slice(1)).toEqual([
      "  7 of its tests finished; the last 5:",
      ...["t3", "t4", "t5", "t6", "t7"].map((name) => `    passed: ${name}`),
      "  files still running: /x/stuck.test.ts",
    ]);
    reporter.onRunComplete();
    expect(written[1]).toBe("jest: every test file has finished.\n");
  });

  it("says so when a stuck file has finished none of its tests", () => {
    const reporter = new Reporter();
    reporter.onTestFileStart({ path: "/x/hook.test.ts" });
    reporter.check(Date.now() + 700_000);
    expect(written.join("")).toContain("  none of its tests has finished.\n");
    reporter.onRunComplete();
  });
});

/** Test code: everything under tests/, and the *.test.ts files beside the code. */
const testSources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testSources(full);
    const underTests = full.startsWith(path.join(ROOT, "tests") + path.sep);
    return /\.(ts|tsx|cjs|mjs|js)$/.test(entry.name) && (underTests || /\.test\.tsx?$/.test(entry.name)) ? [full] : [];
  });

it("no process a test starts inherits the jest worker's stdout or stderr", () => {
  // Jest's own global set-up and teardown run in jest's process, and wait for their child.
  const exempt = ["global-setup.cjs", "global-teardown.cjs"].map((name) => path.join(ROOT, "tests", "helpers", name));
  const files = ["tests", "lib", "app"].flatMap((dir) => testSources(path.join(ROOT, dir)));
  expect(files.length).toBeGreaterThan(50);
  const inheriting = files.filter((file) => !exempt.includes(file) && /["']inherit["']/.test(fs.readFileSync(file, "utf8")));
  expect(inheriting.map((file) => path.relative(ROOT, file))).toEqual([]);
});

describe("scripts/stop-e2e-servers.sh (after a Playwright stopped by its time limit)", () => {
  const groups: number[] = [];
  /** A detached process group (as Playwright starts a web server) whose leader's command line is `argv0`, with a child. */
  const startGroup = (argv0: string) => {
    const child = spawn("bash", ["-c", `sleep 300 & exec -a "${argv0}" sleep 300`], { detached: true, stdio: "ignore" });
    groups.push(child.pid!);
    return child.pid!;
  };
  afterAll(() => {
    for (const pid of groups) if (isProcessAlive(pid)) process.kill(-pid, "SIGKILL");
  });

  it("stops each server's whole process group on its port, and leaves a process that reused a stale file's id", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-pids-"));
    const script = startGroup("bash scripts/e2e-server.sh 3990");
    const server = startGroup("npm exec tsx server.ts -p 3991 -H 127.0.0.1");
    const other = startGroup("sleep 300");
    const wrongPort = startGroup("npm exec tsx server.ts -p 3000 -H 127.0.0.1");
    // Both leaders' command lines are in place once bash has run exec.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The group's live processes (an ended one may stay a zombie until its parent reaps it).
    const members = (pgid: number) =>
      execFileSync("ps", ["-o", "pid=,stat=", "-g", String(pgid)], { encoding: "utf8" })
        .trim()
        .split("\n")
        .map((line) => line.trim().split(/\s+/))
        .filter(([pid, stat]) => pid && !stat?.startsWith("Z"))
        .map(([pid]) => pid);
    expect(members(server).length).toBe(2);
    fs.writeFileSync(path.join(dir, "server-3990.pid"), String(script));
    fs.writeFileSync(path.join(dir, "server-3991.pid"), String(server));
    fs.writeFileSync(path.join(dir, "server-3992.pid"), String(other));
    fs.writeFileSync(path.join(dir, "server-3993.pid"), String(wrongPort));
    const said = execFileSync("bash", [path.join(ROOT, "scripts", "stop-e2e-servers.sh"), dir], { encoding: "utf8" });
    expect(said).toContain(`process group ${script} (server-3990.pid)`);
    expect(said).toContain(`process group ${server} (server-3991.pid)`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The whole group (the leader and its child) of each server, nothing else.
    expect(members(script)).toEqual([]);
    expect(members(server)).toEqual([]);
    expect(isProcessAlive(other)).toBe(true);
    expect(isProcessAlive(wrongPort)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmdirSync(dir);
  });
});
