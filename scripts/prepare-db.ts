// Run by `npm start` before serving: applies pending migrations, then, on the embedded database
// only, writes the demo data when the database is empty (SEED_DEMO=never turns that off).
import { createAdapter } from "../lib/db/adapter";
import { createPrismaClient, databaseTargetFromEnv } from "../lib/db/client";
import { applyMigrations } from "../lib/db/migrate";
import { isDatabaseEmpty, seedDemo } from "../lib/db/seed/demo";
import { getEnv } from "../lib/env";

const main = async () => {
  const target = databaseTargetFromEnv();
  const handle = await createAdapter(target);
  try {
    const applied = await applyMigrations(handle.factory);
    console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.");
    if (target.kind !== "pglite" || getEnv().SEED_DEMO === "never") return;
    const prisma = createPrismaClient(handle);
    if (await isDatabaseEmpty(prisma)) {
      await seedDemo(prisma);
      console.log("Embedded database was empty: demo data written (password Demo@12345).");
    }
    await prisma.$disconnect();
  } finally {
    await handle.close();
  }
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error("Database preparation failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
