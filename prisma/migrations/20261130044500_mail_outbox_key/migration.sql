-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "MailOutbox_key_key" ON "MailOutbox"("key");
