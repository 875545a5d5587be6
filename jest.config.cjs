// Jest: unit tests beside the code (lib/**/*.test.ts) and integration tests (tests/**/*.test.ts).
// Each test file gets its own fresh database (see tests/helpers/test-db.ts).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/tests", "<rootDir>/app"],
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
  globalSetup: "<rootDir>/tests/helpers/global-setup.cjs",
  globalTeardown: "<rootDir>/tests/helpers/global-teardown.cjs",
};
