-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3);

-- Rows sent or failed before this migration were tried once.
UPDATE "MailOutbox" SET "attempts" = 1 WHERE "status" <> 'pending';

-- CreateIndex
CREATE INDEX "MailOutbox_nextAttemptAt_idx" ON "MailOutbox"("nextAttemptAt");
