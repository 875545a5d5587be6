-- CreateEnum
CREATE TYPE "PackKind" AS ENUM ('TABLE', 'CIRCLE', 'BOTH');

-- CreateEnum
CREATE TYPE "StageFiller" AS ENUM ('TABLE', 'AREA_CHAIRMAN', 'NATIONAL', 'TRUST');

-- CreateEnum
CREATE TYPE "ElementKind" AS ENUM ('SECTION', 'SHORT_TEXT', 'LONG_TEXT', 'NUMBER', 'AMOUNT', 'DATE', 'SINGLE_SELECT', 'MULTI_SELECT', 'YES_NO', 'FILE', 'PHOTO_SET', 'COST_TABLE', 'VENDOR_LIST', 'OTP_SIGNATURE');

-- CreateEnum
CREATE TYPE "ApplicationState" AS ENUM ('DRAFT', 'SUBMITTED', 'AREA_RECOMMENDED', 'UNDER_REVIEW', 'QUERY_RAISED', 'ON_HOLD', 'EDIT_ALLOWED', 'NATIONAL_RECOMMENDED', 'IN_CIRCULATION', 'TRUST_APPROVED', 'SANCTIONED', 'IN_PROGRESS', 'COMPLETION_SUBMITTED', 'COMPLETED', 'REJECTED', 'CLOSED', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "StageState" AS ENUM ('OPEN', 'SUBMITTED', 'APPROVED');

-- AlterTable
ALTER TABLE "Area" ADD COLUMN     "chairmanId" INTEGER;

-- CreateTable
CREATE TABLE "ProjectPack" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "kind" "PackKind" NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "previousVersionId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProjectPack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PackStage" (
    "id" SERIAL NOT NULL,
    "packId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "filledBy" "StageFiller" NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PackStage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StageElement" (
    "id" SERIAL NOT NULL,
    "stageId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "kind" "ElementKind" NOT NULL,
    "label" TEXT NOT NULL,
    "helpText" TEXT NOT NULL DEFAULT '',
    "required" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,
    "config" JSONB NOT NULL DEFAULT '{}',
    "templateFileName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StageElement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApprovalElementMapping" (
    "packId" INTEGER NOT NULL,
    "role" "Role" NOT NULL,
    "elementId" INTEGER NOT NULL,

    CONSTRAINT "ApprovalElementMapping_pkey" PRIMARY KEY ("role","elementId")
);

-- CreateTable
CREATE TABLE "ApplicationSequence" (
    "year" INTEGER NOT NULL,
    "lastValue" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ApplicationSequence_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "ProjectApplication" (
    "id" SERIAL NOT NULL,
    "applicationNo" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "packId" INTEGER NOT NULL,
    "tableNo" INTEGER,
    "circleNo" INTEGER,
    "areaNo" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "state" "ApplicationState" NOT NULL DEFAULT 'DRAFT',
    "stateChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProjectApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationStage" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "packStageId" INTEGER NOT NULL,
    "state" "StageState" NOT NULL DEFAULT 'OPEN',
    "submittedAt" TIMESTAMP(3),
    "submittedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApplicationStage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ElementValue" (
    "id" SERIAL NOT NULL,
    "applicationStageId" INTEGER NOT NULL,
    "elementId" INTEGER NOT NULL,
    "value" JSONB NOT NULL,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ElementValue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationFile" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "applicationStageId" INTEGER NOT NULL,
    "elementId" INTEGER NOT NULL,
    "vendorId" INTEGER,
    "storedName" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "uploadedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectCost" (
    "id" SERIAL NOT NULL,
    "applicationStageId" INTEGER NOT NULL,
    "elementId" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "quantityHundredths" INTEGER NOT NULL,
    "unitCostPaise" BIGINT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProjectCost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationVendor" (
    "id" SERIAL NOT NULL,
    "applicationStageId" INTEGER NOT NULL,
    "elementId" INTEGER NOT NULL,
    "vendorName" TEXT NOT NULL,
    "quotePaise" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApplicationVendor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignatureOtp" (
    "id" SERIAL NOT NULL,
    "applicationStageId" INTEGER NOT NULL,
    "elementId" INTEGER NOT NULL,
    "signerId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignatureOtp_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StageSignature" (
    "id" SERIAL NOT NULL,
    "applicationStageId" INTEGER NOT NULL,
    "elementId" INTEGER NOT NULL,
    "signerId" INTEGER NOT NULL,
    "enteredById" INTEGER NOT NULL,
    "signedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StageSignature_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationEvent" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "stageId" INTEGER,
    "action" TEXT NOT NULL,
    "fromState" "ApplicationState",
    "toState" "ApplicationState" NOT NULL,
    "actorId" INTEGER NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProjectPack_year_isActive_idx" ON "ProjectPack"("year", "isActive");

-- CreateIndex
CREATE INDEX "PackStage_packId_position_idx" ON "PackStage"("packId", "position");

-- CreateIndex
CREATE INDEX "StageElement_stageId_parentId_position_idx" ON "StageElement"("stageId", "parentId", "position");

-- CreateIndex
CREATE INDEX "StageElement_parentId_idx" ON "StageElement"("parentId");

-- CreateIndex
CREATE INDEX "ApprovalElementMapping_packId_idx" ON "ApprovalElementMapping"("packId");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectApplication_applicationNo_key" ON "ProjectApplication"("applicationNo");

-- CreateIndex
CREATE INDEX "ProjectApplication_tableNo_year_idx" ON "ProjectApplication"("tableNo", "year");

-- CreateIndex
CREATE INDEX "ProjectApplication_circleNo_year_idx" ON "ProjectApplication"("circleNo", "year");

-- CreateIndex
CREATE INDEX "ProjectApplication_areaNo_state_idx" ON "ProjectApplication"("areaNo", "state");

-- CreateIndex
CREATE INDEX "ProjectApplication_state_stateChangedAt_idx" ON "ProjectApplication"("state", "stateChangedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ApplicationStage_applicationId_packStageId_key" ON "ApplicationStage"("applicationId", "packStageId");

-- CreateIndex
CREATE UNIQUE INDEX "ElementValue_applicationStageId_elementId_key" ON "ElementValue"("applicationStageId", "elementId");

-- CreateIndex
CREATE UNIQUE INDEX "ApplicationFile_storedName_key" ON "ApplicationFile"("storedName");

-- CreateIndex
CREATE INDEX "ApplicationFile_applicationStageId_elementId_idx" ON "ApplicationFile"("applicationStageId", "elementId");

-- CreateIndex
CREATE INDEX "ApplicationFile_vendorId_idx" ON "ApplicationFile"("vendorId");

-- CreateIndex
CREATE INDEX "ProjectCost_applicationStageId_elementId_position_idx" ON "ProjectCost"("applicationStageId", "elementId", "position");

-- CreateIndex
CREATE INDEX "ApplicationVendor_applicationStageId_elementId_idx" ON "ApplicationVendor"("applicationStageId", "elementId");

-- CreateIndex
CREATE INDEX "SignatureOtp_applicationStageId_elementId_createdAt_idx" ON "SignatureOtp"("applicationStageId", "elementId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StageSignature_applicationStageId_elementId_key" ON "StageSignature"("applicationStageId", "elementId");

-- CreateIndex
CREATE INDEX "ApplicationEvent_applicationId_createdAt_idx" ON "ApplicationEvent"("applicationId", "createdAt");

-- AddForeignKey
ALTER TABLE "Area" ADD CONSTRAINT "Area_chairmanId_fkey" FOREIGN KEY ("chairmanId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectPack" ADD CONSTRAINT "ProjectPack_previousVersionId_fkey" FOREIGN KEY ("previousVersionId") REFERENCES "ProjectPack"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PackStage" ADD CONSTRAINT "PackStage_packId_fkey" FOREIGN KEY ("packId") REFERENCES "ProjectPack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StageElement" ADD CONSTRAINT "StageElement_stageId_fkey" FOREIGN KEY ("stageId") REFERENCES "PackStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StageElement" ADD CONSTRAINT "StageElement_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "StageElement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApprovalElementMapping" ADD CONSTRAINT "ApprovalElementMapping_packId_fkey" FOREIGN KEY ("packId") REFERENCES "ProjectPack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApprovalElementMapping" ADD CONSTRAINT "ApprovalElementMapping_elementId_fkey" FOREIGN KEY ("elementId") REFERENCES "StageElement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectApplication" ADD CONSTRAINT "ProjectApplication_packId_fkey" FOREIGN KEY ("packId") REFERENCES "ProjectPack"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectApplication" ADD CONSTRAINT "ProjectApplication_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationStage" ADD CONSTRAINT "ApplicationStage_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationStage" ADD CONSTRAINT "ApplicationStage_packStageId_fkey" FOREIGN KEY ("packStageId") REFERENCES "PackStage"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ElementValue" ADD CONSTRAINT "ElementValue_applicationStageId_fkey" FOREIGN KEY ("applicationStageId") REFERENCES "ApplicationStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ElementValue" ADD CONSTRAINT "ElementValue_elementId_fkey" FOREIGN KEY ("elementId") REFERENCES "StageElement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationFile" ADD CONSTRAINT "ApplicationFile_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationFile" ADD CONSTRAINT "ApplicationFile_applicationStageId_fkey" FOREIGN KEY ("applicationStageId") REFERENCES "ApplicationStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationFile" ADD CONSTRAINT "ApplicationFile_elementId_fkey" FOREIGN KEY ("elementId") REFERENCES "StageElement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationFile" ADD CONSTRAINT "ApplicationFile_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "ApplicationVendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectCost" ADD CONSTRAINT "ProjectCost_applicationStageId_fkey" FOREIGN KEY ("applicationStageId") REFERENCES "ApplicationStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectCost" ADD CONSTRAINT "ProjectCost_elementId_fkey" FOREIGN KEY ("elementId") REFERENCES "StageElement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationVendor" ADD CONSTRAINT "ApplicationVendor_applicationStageId_fkey" FOREIGN KEY ("applicationStageId") REFERENCES "ApplicationStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationVendor" ADD CONSTRAINT "ApplicationVendor_elementId_fkey" FOREIGN KEY ("elementId") REFERENCES "StageElement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignatureOtp" ADD CONSTRAINT "SignatureOtp_applicationStageId_fkey" FOREIGN KEY ("applicationStageId") REFERENCES "ApplicationStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignatureOtp" ADD CONSTRAINT "SignatureOtp_signerId_fkey" FOREIGN KEY ("signerId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StageSignature" ADD CONSTRAINT "StageSignature_applicationStageId_fkey" FOREIGN KEY ("applicationStageId") REFERENCES "ApplicationStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StageSignature" ADD CONSTRAINT "StageSignature_signerId_fkey" FOREIGN KEY ("signerId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationEvent" ADD CONSTRAINT "ApplicationEvent_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationEvent" ADD CONSTRAINT "ApplicationEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
