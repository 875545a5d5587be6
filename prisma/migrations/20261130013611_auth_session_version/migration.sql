-- AlterTable
-- Sessions open before this migration carry their member's current version, so they keep working.
ALTER TABLE "AuthSession" ADD COLUMN     "sessionVersion" INTEGER NOT NULL DEFAULT 0;

UPDATE "AuthSession" s SET "sessionVersion" = m."sessionVersion" FROM "Member" m WHERE m."id" = s."memberId";

ALTER TABLE "AuthSession" ALTER COLUMN "sessionVersion" DROP DEFAULT;
