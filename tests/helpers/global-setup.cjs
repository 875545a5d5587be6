// Builds the migrated template database once per jest run, in a child process (plain Node + tsx),
// so that the schema engine's WebAssembly module never runs inside jest's module system; and
// chooses, once for the run, where the test files' PGlite copies go (PGLITE_COPY_DIR, read by
// tests/helpers/test-db-config.ts in the workers and the teardown, which inherit it).
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

/** /dev/shm holds the copies only with room to spare: a container's is often 64 MB, a copy about 40 MB. */
const SHM_ROOM_BYTES = 1024 ** 3;

const copyDir = () => {
  try {
    const stats = fs.statfsSync("/dev/shm");
    return stats.bavail * stats.bsize >= SHM_ROOM_BYTES ? "/dev/shm" : os.tmpdir();
  } catch {
    return os.tmpdir();
  }
};

module.exports = async () => {
  process.env.PGLITE_COPY_DIR ||= copyDir();
  const root = path.join(__dirname, "..", "..");
  execFileSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/test-db-template.ts"], {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
};
