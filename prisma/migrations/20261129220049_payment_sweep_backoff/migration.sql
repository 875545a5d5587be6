-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "sweepChecks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sweepNextAt" TIMESTAMP(3);
