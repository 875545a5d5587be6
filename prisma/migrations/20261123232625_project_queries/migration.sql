-- CreateEnum
CREATE TYPE "QueryState" AS ENUM ('OPEN', 'ANSWERED', 'CLOSED');

-- CreateEnum
CREATE TYPE "QueryFileSide" AS ENUM ('QUESTION', 'REPLY');

-- AlterTable
ALTER TABLE "ProjectApplication" ADD COLUMN     "reviewMs" BIGINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ProjectQuery" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "state" "QueryState" NOT NULL DEFAULT 'OPEN',
    "question" TEXT NOT NULL,
    "raisedById" INTEGER NOT NULL,
    "raisedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reply" TEXT,
    "repliedById" INTEGER,
    "repliedAt" TIMESTAMP(3),
    "closeRemark" TEXT NOT NULL DEFAULT '',
    "closedById" INTEGER,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "ProjectQuery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectQueryFile" (
    "id" SERIAL NOT NULL,
    "queryId" INTEGER NOT NULL,
    "side" "QueryFileSide" NOT NULL,
    "storedName" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "uploadedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProjectQueryFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProjectQuery_applicationId_state_idx" ON "ProjectQuery"("applicationId", "state");

-- CreateIndex
CREATE INDEX "ProjectQuery_state_raisedAt_idx" ON "ProjectQuery"("state", "raisedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectQueryFile_storedName_key" ON "ProjectQueryFile"("storedName");

-- CreateIndex
CREATE INDEX "ProjectQueryFile_queryId_idx" ON "ProjectQueryFile"("queryId");

-- AddForeignKey
ALTER TABLE "ProjectQuery" ADD CONSTRAINT "ProjectQuery_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectQuery" ADD CONSTRAINT "ProjectQuery_raisedById_fkey" FOREIGN KEY ("raisedById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectQuery" ADD CONSTRAINT "ProjectQuery_repliedById_fkey" FOREIGN KEY ("repliedById") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectQuery" ADD CONSTRAINT "ProjectQuery_closedById_fkey" FOREIGN KEY ("closedById") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectQueryFile" ADD CONSTRAINT "ProjectQueryFile_queryId_fkey" FOREIGN KEY ("queryId") REFERENCES "ProjectQuery"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectQueryFile" ADD CONSTRAINT "ProjectQueryFile_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
