-- AlterTable
ALTER TABLE "GrantApproval" ADD COLUMN     "letterSignedAs" TEXT;

-- Every letter sent before this column printed "Secretary" under its signer's name.
UPDATE "GrantApproval" SET "letterSignedAs" = 'Secretary' WHERE "letterSentAt" IS NOT NULL;
