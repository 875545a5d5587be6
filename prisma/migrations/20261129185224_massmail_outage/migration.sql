-- A mailing whose SMTP server does not answer waits, without spending its copies' tries, and is
-- given up (FAILED, with lastError saying why) after a bounded time (lib/massmail/outage.ts).
-- No mailing is in an outage when this runs.
-- AlterEnum
ALTER TYPE "MassMailStatus" ADD VALUE 'FAILED';

-- AlterTable
ALTER TABLE "MassMail" ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "outageSince" TIMESTAMP(3);
