// @database-independent
// The test harness itself: a run that hangs must say where, and nothing a test starts may keep jest
// from exiting (a child holding the worker's stderr, which is a pipe to jest, did: see
// tests/helpers/child-process.ts).
import fs from "node:fs";
import path from "node:path";

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
