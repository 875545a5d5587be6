// Runs `prisma generate` offline. The CLI insists that a schema-engine binary exists and would
// download one; generation never executes it, so any existing executable satisfies the check.
const { execFileSync } = require("node:child_process");
const path = require("node:path");

execFileSync(process.execPath, [path.join(__dirname, "..", "node_modules", "prisma", "build", "index.js"), "generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
