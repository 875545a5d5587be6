-- AlterTable
-- The claim holding a SENDING copy. Copies SENDING when this runs have none: they are taken over
-- once their lock is stale, as a dead worker's are.
ALTER TABLE "MassMailRecipient" ADD COLUMN     "lockedBy" TEXT;
