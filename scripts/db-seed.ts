// npm run db:seed - writes the demo data into DATABASE_URL (or the embedded database). Explicit
// only: it never runs by itself against a DATABASE_URL database.
import "../lib/load-env"; // first: .env into process.env before anything reads it
import { createAdapter } from "../lib/db/adapter";
import { createPrismaClient, databaseTargetFromEnv } from "../lib/db/client";
import { DEMO_PASSWORD, seedDemo } from "../lib/db/seed/demo";

const main = async () => {
  const handle = await createAdapter(databaseTargetFromEnv());
  const prisma = createPrismaClient(handle);
  try {
    await seedDemo(prisma);
    console.log(`Demo data written. Demo accounts use the password ${DEMO_PASSWORD}.`);
  } finally {
    await prisma.$disconnect();
    await handle.close();
  }
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error("Seed failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
