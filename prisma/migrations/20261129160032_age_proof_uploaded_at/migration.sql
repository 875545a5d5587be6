-- AlterTable
ALTER TABLE "Member" ADD COLUMN     "ageProofUploadedAt" TIMESTAMP(3);

-- The proofs already uploaded: the last change of their row is the best time known.
UPDATE "Member" SET "ageProofUploadedAt" = "updatedAt" WHERE "ageProofFileName" IS NOT NULL AND "ageProofFileName" <> '';
