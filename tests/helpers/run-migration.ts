// Runs one migration's SQL on the test database, statement by statement (its `--` comments left
// out), as a test of what the migration does to rows already there. Not for migrations with
// function bodies (a `;` inside `$$ … $$`).
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { TPrisma } from "@/lib/db/client";

/** Runs prisma/migrations/<name>/migration.sql; the number of statements run. */
export const runMigration = async (prisma: TPrisma, name: string): Promise<number> => {
  const sql = await readFile(path.join(process.cwd(), "prisma", "migrations", name, "migration.sql"), "utf8");
  const statements = sql
    .replace(/^--.*$/gm, "")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) await prisma.$executeRawUnsafe(statement);
  return statements.length;
};
