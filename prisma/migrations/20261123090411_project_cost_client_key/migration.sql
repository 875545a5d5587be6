-- AlterTable
ALTER TABLE "ProjectCost" ADD COLUMN     "clientKey" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "ProjectCost_applicationStageId_clientKey_key" ON "ProjectCost"("applicationStageId", "clientKey");
