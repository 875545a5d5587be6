-- AlterTable
ALTER TABLE "ApplicationStage" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "saveKey" TEXT;
