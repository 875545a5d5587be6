-- When a copy back in line after a temporary refusal (4xx) may be tried again: null for every copy
-- when this runs (none waits).
-- AlterTable
ALTER TABLE "MassMailRecipient" ADD COLUMN     "notBefore" TIMESTAMP(3);
