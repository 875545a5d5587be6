// Jest set-up for each test file: a file marked `// @database-independent` (see
// database-independent.cjs) cannot open the app's database. The Postgres run skips such files, so
// one that did open it would be tested on PGlite alone without anyone noticing; here it fails.
const { isDatabaseIndependent } = require("./database-independent.cjs");

const testPath = expect.getState().testPath;
if (testPath && isDatabaseIndependent(testPath)) {
  // lib/db/client.ts keeps the app's one client here: getDb awaits it (and would open the database
  // were it empty), a test database is installed by setting it. Both fail before anything opens.
  // A thenable rather than a rejected promise: jest reads globals at teardown, and a mere read must
  // not leave a rejection unhandled.
  const refusal = () => new Error(`${testPath} is marked @database-independent but opens a database: remove the mark.`);
  Object.defineProperty(globalThis, "__portalDb", {
    configurable: true,
    get: () => ({ then: (_resolve, reject) => reject(refusal()) }),
    // Emptying it (a stop's closeProcessDb) opens nothing.
    set: (value) => {
      if (value !== undefined) throw refusal();
    },
  });
}
