// @database-independent
// Files marked as this one is run once, in the PGlite run: the Postgres run's configuration leaves
// them out, and a marked file that opens the app's database fails (tests/helpers/database-guard.cjs).
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

it("a marked file cannot open the app's database or install one", async () => {
  await expect(getDb()).rejects.toThrow(/is marked @database-independent but opens a database/);
  // What test-db.ts installs; the guard refuses before the client would be used.
  expect(() => setDbForTesting({} as never, {} as never)).toThrow(/is marked @database-independent/);
});
