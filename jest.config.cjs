// Jest: unit tests beside the code (lib/**/*.test.ts) and integration tests (tests/**/*.test.ts).
// Each test file gets its own fresh database (see tests/helpers/test-db.ts).
// Files marked `// @database-independent` or `// @pglite-only: <why>` run in the PGlite run only
// (tests/helpers/database-independent.cjs).
const path = require("node:path");
const { skippedOnPostgres } = require("./tests/helpers/database-independent.cjs");

const ROOTS = ["lib", "tests", "app"];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const skipped =
  process.env.TEST_DB === "postgres"
    ? skippedOnPostgres(ROOTS.map((root) => path.join(__dirname, root))).map((file) => `^${escape(file)}$`)
    : [];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ROOTS.map((root) => `<rootDir>/${root}`),
  testPathIgnorePatterns: ["/node_modules/", ...skipped],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: {
    "^.+\\.(t|j)sx?$|^.+\\.mjs$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } }, target: "es2022" },
        module: { type: "commonjs", ignoreDynamic: true },
      },
    ],
  },
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testTimeout: 60000,
  // The stuck-file reporter names a file that blocks its worker past any timeout (see the file).
  reporters: ["default", "<rootDir>/tests/helpers/stuck-file-reporter.cjs"],
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/database-guard.cjs"],
  globalSetup: "<rootDir>/tests/helpers/global-setup.cjs",
  globalTeardown: "<rootDir>/tests/helpers/global-teardown.cjs",
};
