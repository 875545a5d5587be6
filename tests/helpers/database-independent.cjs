// Test files whose outcome does not depend on TEST_DB (pure functions, components, the HTTP layer,
// a PGlite of their own) say so with a line `// @database-independent` at their head. The Postgres
// run skips them, since the PGlite run, which every run makes, already ran them; and a marked file
// that opens the app's database fails at once in both runs (tests/helpers/database-guard.cjs).
const fs = require("node:fs");
const path = require("node:path");

const MARK = /^\/\/ @database-independent$/m;
/** The mark is looked for in a file's head. */
const HEAD_BYTES = 4096;

/** Whether the test file at `file` carries the mark. */
const isDatabaseIndependent = (file) => {
  const fd = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const read = fs.readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return MARK.test(buffer.subarray(0, read).toString("utf8"));
  } finally {
    fs.closeSync(fd);
  }
};

/** The marked test files under `roots`, as absolute paths. */
const databaseIndependentFiles = (roots) =>
  roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true })
      .map((name) => path.join(root, String(name)))
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`))
      .filter(isDatabaseIndependent),
  );

module.exports = { isDatabaseIndependent, databaseIndependentFiles };
