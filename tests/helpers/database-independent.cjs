// Which test files the Postgres jest run leaves out, as each file says at its head:
// - `// @database-independent`: its outcome does not depend on TEST_DB (pure functions, components,
//   the HTTP layer, a PGlite of its own). The PGlite run, which every run makes, already ran it; and
//   a marked file that opens the app's database fails at once in both runs
//   (tests/helpers/database-guard.cjs).
// - `// @pglite-only: <why>`: it opens the database, but what it tests is something else (the real
//   Chromium's rendering, for example), and it reaches the database only through code that other
//   files test on both engines. Running it again on Postgres would test nothing more at a cost of
//   minutes of CPU. The reason is required; a mark without one is refused when jest starts.
const fs = require("node:fs");
const path = require("node:path");

const INDEPENDENT = /^\/\/ @database-independent$/m;
const PGLITE_ONLY = /^\/\/ @pglite-only\b(?<reason>.*)$/m;
/** The marks are looked for in a file's head. */
const HEAD_BYTES = 4096;

const headOf = (file) => {
  const fd = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const read = fs.readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, read).toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
};

const independentIn = (head) => INDEPENDENT.test(head);

/** Whether `head` (of `file`) carries the @pglite-only mark; throws for one that gives no reason. */
const pgliteOnlyIn = (head, file) => {
  const match = PGLITE_ONLY.exec(head);
  if (!match) return false;
  if (!/^: \S.{10,}$/.test(match.groups.reason))
    throw new Error(`${file}: "// @pglite-only" must say why the file need not run on Postgres ("// @pglite-only: <why>")`);
  return true;
};

/** Whether the test file at `file` carries the @database-independent mark. */
const isDatabaseIndependent = (file) => independentIn(headOf(file));

/**
 * Whether the test file at `file` carries the @pglite-only mark; throws for a mark that gives no
 * reason (`// @pglite-only: ` followed by at least a few words).
 */
const isPgliteOnly = (file) => pgliteOnlyIn(headOf(file), file);

const testFilesUnder = (roots) =>
  roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true })
      .map((name) => path.join(root, String(name)))
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`)),
  );

/** The files the Postgres run leaves out under `roots` (either mark), as absolute paths; each head is read once. */
const skippedOnPostgres = (roots) =>
  testFilesUnder(roots).filter((file) => {
    const head = headOf(file);
    return independentIn(head) || pgliteOnlyIn(head, file);
  });

module.exports = { isDatabaseIndependent, isPgliteOnly, skippedOnPostgres };
