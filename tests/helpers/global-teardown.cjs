// Drops the run's Postgres template database (scripts/test-db-template.ts --drop), so that a
// checkout's template does not outlive its run, and removes the PGlite copies a test file left
// behind; the PGlite template is simply overwritten next time.
const { execFileSync } = require("node:child_process");
const path = require("node:path");

module.exports = async () => {
  const root = path.join(__dirname, "..", "..");
  execFileSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/test-db-template.ts", "--drop"], {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
};
