-- CreateEnum
CREATE TYPE "TrustVote" AS ENUM ('APPROVE', 'OBJECT');

-- CreateEnum
CREATE TYPE "PaymentKind" AS ENUM ('INTERIM', 'FINAL', 'BALANCE');

-- CreateEnum
CREATE TYPE "CompletionReportKind" AS ENUM ('EVALUATION', 'SECRETARY');

-- AlterTable
ALTER TABLE "GalleryProject" ADD COLUMN     "applicationId" INTEGER;

-- CreateTable
CREATE TABLE "Circulation" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "rule" TEXT NOT NULL,
    "startedById" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),
    "outcome" TEXT,
    "specialReason" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Circulation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CirculationTrustee" (
    "id" SERIAL NOT NULL,
    "circulationId" INTEGER NOT NULL,
    "trusteeId" INTEGER NOT NULL,
    "vote" "TrustVote",
    "remark" TEXT NOT NULL DEFAULT '',
    "votedAt" TIMESTAMP(3),

    CONSTRAINT "CirculationTrustee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GrantApproval" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "sanctionedPaise" BIGINT NOT NULL,
    "donorName" TEXT NOT NULL DEFAULT '',
    "conditions" TEXT NOT NULL DEFAULT '',
    "createdById" INTEGER NOT NULL,
    "approvedById" INTEGER,
    "approvedAt" TIMESTAMP(3),
    "paidPaise" BIGINT NOT NULL DEFAULT 0,
    "letterNo" TEXT,
    "letterFile" TEXT,
    "letterSentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GrantApproval_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GrantInstalment" (
    "id" SERIAL NOT NULL,
    "grantApprovalId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "amountPaise" BIGINT NOT NULL,
    "dueOn" DATE,

    CONSTRAINT "GrantInstalment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectPayment" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "kind" "PaymentKind" NOT NULL,
    "amountPaise" BIGINT NOT NULL,
    "paidOn" DATE NOT NULL,
    "reference" TEXT NOT NULL,
    "paidBy" TEXT NOT NULL,
    "recordedById" INTEGER NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProjectPayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompletionReport" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "kind" "CompletionReportKind" NOT NULL,
    "text" TEXT NOT NULL,
    "files" JSONB NOT NULL DEFAULT '[]',
    "authorId" INTEGER NOT NULL,
    "approvedById" INTEGER,
    "approvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompletionReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Completion" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "nationalApprovedById" INTEGER,
    "nationalApprovedAt" TIMESTAMP(3),
    "secretaryApprovedById" INTEGER,
    "secretaryApprovedAt" TIMESTAMP(3),
    "overrideById" INTEGER,
    "overrideReason" TEXT NOT NULL DEFAULT '',
    "overrideAt" TIMESTAMP(3),
    "overrideChecks" JSONB NOT NULL DEFAULT '[]',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Completion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER,
    "action" TEXT NOT NULL,
    "actorId" INTEGER NOT NULL,
    "fromState" TEXT,
    "toState" TEXT,
    "remark" TEXT NOT NULL DEFAULT '',
    "amountPaise" BIGINT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Circulation_applicationId_key" ON "Circulation"("applicationId");

-- CreateIndex
CREATE INDEX "CirculationTrustee_trusteeId_vote_idx" ON "CirculationTrustee"("trusteeId", "vote");

-- CreateIndex
CREATE UNIQUE INDEX "CirculationTrustee_circulationId_trusteeId_key" ON "CirculationTrustee"("circulationId", "trusteeId");

-- CreateIndex
CREATE UNIQUE INDEX "GrantApproval_applicationId_key" ON "GrantApproval"("applicationId");

-- CreateIndex
CREATE UNIQUE INDEX "GrantApproval_letterNo_key" ON "GrantApproval"("letterNo");

-- CreateIndex
CREATE INDEX "GrantInstalment_grantApprovalId_position_idx" ON "GrantInstalment"("grantApprovalId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectPayment_reference_key" ON "ProjectPayment"("reference");

-- CreateIndex
CREATE INDEX "ProjectPayment_applicationId_createdAt_idx" ON "ProjectPayment"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "ProjectPayment_paidOn_idx" ON "ProjectPayment"("paidOn");

-- CreateIndex
CREATE UNIQUE INDEX "CompletionReport_applicationId_kind_key" ON "CompletionReport"("applicationId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "Completion_applicationId_key" ON "Completion"("applicationId");

-- CreateIndex
CREATE UNIQUE INDEX "AuditEntry_hash_key" ON "AuditEntry"("hash");

-- CreateIndex
CREATE INDEX "AuditEntry_applicationId_id_idx" ON "AuditEntry"("applicationId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "GalleryProject_applicationId_key" ON "GalleryProject"("applicationId");

-- AddForeignKey
ALTER TABLE "GalleryProject" ADD CONSTRAINT "GalleryProject_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Circulation" ADD CONSTRAINT "Circulation_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Circulation" ADD CONSTRAINT "Circulation_startedById_fkey" FOREIGN KEY ("startedById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationTrustee" ADD CONSTRAINT "CirculationTrustee_circulationId_fkey" FOREIGN KEY ("circulationId") REFERENCES "Circulation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationTrustee" ADD CONSTRAINT "CirculationTrustee_trusteeId_fkey" FOREIGN KEY ("trusteeId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GrantApproval" ADD CONSTRAINT "GrantApproval_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GrantApproval" ADD CONSTRAINT "GrantApproval_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GrantApproval" ADD CONSTRAINT "GrantApproval_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GrantInstalment" ADD CONSTRAINT "GrantInstalment_grantApprovalId_fkey" FOREIGN KEY ("grantApprovalId") REFERENCES "GrantApproval"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectPayment" ADD CONSTRAINT "ProjectPayment_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectPayment" ADD CONSTRAINT "ProjectPayment_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompletionReport" ADD CONSTRAINT "CompletionReport_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompletionReport" ADD CONSTRAINT "CompletionReport_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompletionReport" ADD CONSTRAINT "CompletionReport_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Completion" ADD CONSTRAINT "Completion_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The audit trail is append-only: rows are never changed or removed through the application.
-- (A database owner can still bypass this: the hash chain is what detects it.) Function body as an
-- E'' string with \073 for the semicolon: the Postgres driver adapter splits scripts at semicolons.
CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  RAISE EXCEPTION \'AuditEntry is append-only\'\073
END';

CREATE TRIGGER "AuditEntry_append_only"
  BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"();

-- The sum paid never passes the sanction, whatever writes it.
ALTER TABLE "GrantApproval" ADD CONSTRAINT "GrantApproval_paid_within_sanction"
  CHECK ("paidPaise" >= 0 AND "paidPaise" <= "sanctionedPaise");
