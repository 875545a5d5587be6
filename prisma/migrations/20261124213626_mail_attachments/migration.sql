-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "attachments" JSONB;
