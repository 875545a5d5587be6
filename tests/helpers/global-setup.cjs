// Builds the migrated template database once per jest run, in a child process (plain Node + tsx),
// so that the schema engine's WebAssembly module never runs inside jest's module system.
const { execFileSync } = require("node:child_process");
const path = require("node:path");

module.exports = async () => {
  const root = path.join(__dirname, "..", "..");
  execFileSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/test-db-template.ts"], {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
};
