// npm run db:migrate - applies pending migrations to DATABASE_URL, or to the embedded PGlite.
import "../lib/load-env"; // first: .env into process.env before anything reads it
import { createAdapter } from "../lib/db/adapter";
import { databaseTargetFromEnv } from "../lib/db/client";
import { applyMigrations } from "../lib/db/migrate";

export const migrateFromEnv = async (): Promise<string[]> => {
  const handle = await createAdapter(databaseTargetFromEnv());
  try {
    return await applyMigrations(handle.factory);
  } finally {
    await handle.close();
  }
};

if (require.main === module) {
  migrateFromEnv()
    .then((applied) => {
      console.log(
        applied.length
          ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
          : "Applied 0 migrations: database is up to date.",
      );
      // The schema engine keeps the event loop alive for a while after it is freed.
      process.exit(0);
    })
    .catch((error) => {
      console.error("Migration failed:", error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
