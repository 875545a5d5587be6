// Prisma CLI configuration. Only `prisma generate` / `validate` / `format` are run through the
// CLI here; migrations are applied by lib/db/migrate.ts (see README, "Database").
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
