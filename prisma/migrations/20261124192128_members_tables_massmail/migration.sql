-- CreateEnum
CREATE TYPE "UnitKind" AS ENUM ('TABLE', 'CIRCLE', 'AREA', 'NATIONAL');

-- CreateEnum
CREATE TYPE "MassMailStatus" AS ENUM ('DRAFT', 'SENDING', 'DONE', 'CANCELLED');

-- CreateEnum
CREATE TYPE "MassMailRecipientStatus" AS ENUM ('PENDING', 'SENDING', 'SENT', 'FAILED', 'SKIPPED');

-- AlterTable
ALTER TABLE "Member" ADD COLUMN     "profileImageFileName" TEXT;

-- AlterTable
ALTER TABLE "Table" ADD COLUMN     "bankAccountName" TEXT,
ADD COLUMN     "bankAccountNo" TEXT,
ADD COLUMN     "bankBranch" TEXT,
ADD COLUMN     "bankIfsc" TEXT,
ADD COLUMN     "bankName" TEXT,
ADD COLUMN     "city" TEXT,
ADD COLUMN     "dechartReason" TEXT,
ADD COLUMN     "meetingPlace" TEXT;

-- CreateTable
CREATE TABLE "Posting" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "unitKind" "UnitKind" NOT NULL,
    "unitNo" INTEGER,
    "role" "Role" NOT NULL,
    "year" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Posting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminChange" (
    "id" SERIAL NOT NULL,
    "actorId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "targetKind" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "remark" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MassMail" (
    "id" SERIAL NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "audience" JSONB NOT NULL DEFAULT '{}',
    "essential" BOOLEAN NOT NULL DEFAULT false,
    "status" "MassMailStatus" NOT NULL DEFAULT 'DRAFT',
    "createdById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "MassMail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MassMailRecipient" (
    "id" SERIAL NOT NULL,
    "massMailId" INTEGER NOT NULL,
    "memberId" INTEGER,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" "MassMailRecipientStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "lockedAt" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "MassMailRecipient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailOptOut" (
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailOptOut_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE INDEX "Posting_unitKind_unitNo_year_role_idx" ON "Posting"("unitKind", "unitNo", "year", "role");

-- CreateIndex
CREATE INDEX "Posting_year_role_idx" ON "Posting"("year", "role");

-- CreateIndex
CREATE UNIQUE INDEX "Posting_memberId_unitKind_unitNo_role_year_key" ON "Posting"("memberId", "unitKind", "unitNo", "role", "year");

-- CreateIndex
CREATE INDEX "AdminChange_targetKind_targetId_createdAt_idx" ON "AdminChange"("targetKind", "targetId", "createdAt");

-- CreateIndex
CREATE INDEX "AdminChange_createdAt_idx" ON "AdminChange"("createdAt");

-- CreateIndex
CREATE INDEX "MassMail_createdAt_idx" ON "MassMail"("createdAt");

-- CreateIndex
CREATE INDEX "MassMailRecipient_massMailId_status_idx" ON "MassMailRecipient"("massMailId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "MassMailRecipient_massMailId_email_key" ON "MassMailRecipient"("massMailId", "email");

-- AddForeignKey
ALTER TABLE "Posting" ADD CONSTRAINT "Posting_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminChange" ADD CONSTRAINT "AdminChange_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MassMail" ADD CONSTRAINT "MassMail_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MassMailRecipient" ADD CONSTRAINT "MassMailRecipient_massMailId_fkey" FOREIGN KEY ("massMailId") REFERENCES "MassMail"("id") ON DELETE CASCADE ON UPDATE CASCADE;
