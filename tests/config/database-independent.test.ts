// @database-independent
// Files marked as this one is run once, in the PGlite run: the Postgres run's configuration leaves
// them out, and a marked file that opens the app's database fails (tests/helpers/database-guard.cjs).
// So are files marked `// @pglite-only: <why>`, which must say why.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb, setDbForTesting } from "@/lib/db/client";

const ROOT = path.join(__dirname, "..", "..");

const configFor = (testDb: string) => {
  const saved = process.env.TEST_DB;
  process.env.TEST_DB = testDb;
  try {
    let config: { testPathIgnorePatterns: string[] } | undefined;
    jest.isolateModules(() => {
      config = jest.requireActual<{ testPathIgnorePatterns: string[] }>(path.join(ROOT, "jest.config.cjs"));
    });
    return config!;
  } finally {
    process.env.TEST_DB = saved;
  }
};

const ignored = (patterns: string[], file: string) => patterns.some((pattern) => new RegExp(pattern).test(file));

it("the Postgres run leaves out the marked files, and only those", () => {
  const postgres = configFor("postgres").testPathIgnorePatterns;
  const pglite = configFor("pglite").testPathIgnorePatterns;
  expect(ignored(postgres, __filename)).toBe(true);
  expect(ignored(postgres, path.join(ROOT, "lib", "member-menus.test.ts"))).toBe(true);
  expect(ignored(postgres, path.join(ROOT, "tests", "db", "seed.test.ts"))).toBe(false);
  expect(ignored(postgres, path.join(ROOT, "tests", "security", "hostile-input.test.ts"))).toBe(false);
  expect(ignored(pglite, __filename)).toBe(false);
});

it("the Postgres run also leaves out the files marked @pglite-only, which the PGlite run keeps", () => {
  const postgres = configFor("postgres").testPathIgnorePatterns;
  const pglite = configFor("pglite").testPathIgnorePatterns;
  const renderSlots = path.join(ROOT, "tests", "pdf", "render-slots.test.ts");
  expect(ignored(postgres, renderSlots)).toBe(true);
  expect(ignored(pglite, renderSlots)).toBe(false);
  // A PDF test that also checks database queries of its own (the directory's) keeps both runs.
  expect(ignored(postgres, path.join(ROOT, "tests", "reports", "pdf-directory.test.ts"))).toBe(false);
});

describe("the @pglite-only mark", () => {
  const { isPgliteOnly, isDatabaseIndependent } = jest.requireActual<{
    isPgliteOnly: (file: string) => boolean;
    isDatabaseIndependent: (file: string) => boolean;
  }>(path.join(ROOT, "tests", "helpers", "database-independent.cjs"));
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "marks-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const fileWith = (name: string, head: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `${head}\nit("x", () => {});\n`);
    return file;
  };

  it("is read with its reason, and is not the @database-independent mark", () => {
    const file = fileWith("a.test.ts", "// @pglite-only: it tests Chromium, not the database's engine");
    expect(isPgliteOnly(file)).toBe(true);
    expect(isDatabaseIndependent(file)).toBe(false);
    expect(isPgliteOnly(fileWith("b.test.ts", "// A file without a mark"))).toBe(false);
  });

  it("is refused without a reason", () => {
    expect(() => isPgliteOnly(fileWith("c.test.ts", "// @pglite-only"))).toThrow(/must say why/);
    expect(() => isPgliteOnly(fileWith("d.test.ts", "// @pglite-only: short"))).toThrow(/must say why/);
  });
});

it("a marked file cannot open the app's database or install one", async () => {
  await expect(getDb()).rejects.toThrow(/is marked @database-independent but opens a database/);
  // What test-db.ts installs; the guard refuses before the client would be used.
  expect(() => setDbForTesting({} as never, {} as never)).toThrow(/is marked @database-independent/);
});
