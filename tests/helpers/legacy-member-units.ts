// A member row from before the portal that names a table and a circle. Member_one_unit refuses
// every new such row, so a test makes one as a legacy database holds it: the rule lifted, the row
// written, and the rule put back by the migration's own statement (NOT VALID, as it was added).
import fs from "node:fs";
import path from "node:path";
import type { TPrisma } from "@/lib/db/client";
import { MIGRATIONS_DIR } from "@/lib/db/migrate";

export const ONE_UNIT_MIGRATION = "20261130170000_member_one_unit";

/** The migration's statements, its comments left out. */
export const oneUnitStatements = () =>
  fs
    .readFileSync(path.join(MIGRATIONS_DIR, ONE_UNIT_MIGRATION, "migration.sql"), "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("--"))
    .join("\n")
    .split(";")
    .map((statement) => statement.trim())
    .filter(Boolean);

export const giveBothUnits = async (prisma: TPrisma, memberId: number, unit: { tableNo: number; circleNo: number }) =>
  prisma.$transaction([
    prisma.$executeRaw`ALTER TABLE "Member" DROP CONSTRAINT "Member_one_unit"`,
    prisma.$executeRaw`UPDATE "Member" SET "tableNo" = ${unit.tableNo}, "circleNo" = ${unit.circleNo} WHERE "id" = ${memberId}`,
    ...oneUnitStatements().map((statement) => prisma.$executeRawUnsafe(statement)),
  ]);
