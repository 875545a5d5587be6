// Run by `npm start` before serving: checks the secrets (refuses to go on without them in a real
// deployment; makes the embedded one's on first start) and the payment, mail and PDF settings, applies
// pending migrations, then, on the embedded database only, writes the demo data when the database
// is empty (SEED_DEMO=never turns that off).
import "../lib/load-env"; // first: .env into process.env before anything reads it
import { createAdapter } from "../lib/db/adapter";
import { createPrismaClient, databaseTargetFromEnv } from "../lib/db/client";
import { applyMigrations } from "../lib/db/migrate";
import { needsDemoSeed, seedDemo } from "../lib/db/seed/demo";
import { MissingSecretError, prepareSecrets } from "../lib/auth/secrets";
import { getEnv } from "../lib/env";
import { assertMailConfig } from "../lib/mail/mail-config";
import { assertPaymentConfig } from "../lib/payments/config";
import { assertPdfConfig } from "../lib/pdf/pdf-config";

const main = async () => {
  for (const note of prepareSecrets().notes) console.log(note);
  assertPaymentConfig();
  assertMailConfig();
  assertPdfConfig();
  const target = databaseTargetFromEnv();
  const handle = await createAdapter(target);
  try {
    const applied = await applyMigrations(handle.factory);
    console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.");
    if (target.kind !== "pglite" || getEnv().SEED_DEMO === "never") return;
    const prisma = createPrismaClient(handle);
    // An empty database, or one whose first-start seed was interrupted (lib/db/seed/demo.ts).
    if (await needsDemoSeed(prisma)) {
      await seedDemo(prisma);
      console.log("Embedded database was empty or its demo data unfinished: demo data written (password Demo@12345).");
    }
    await prisma.$disconnect();
  } finally {
    await handle.close();
  }
};

main().then(
  () => process.exit(0),
  (error) => {
    if (error instanceof MissingSecretError) console.error(`Refusing to start:\n${error.message}`);
    else console.error("Database preparation failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
