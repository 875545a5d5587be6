-- AlterTable
ALTER TABLE "FcraDonation" ADD COLUMN     "idempotencyKey" TEXT;

-- AlterTable
ALTER TABLE "LmfApplication" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "FcraDonation_idempotencyKey_key" ON "FcraDonation"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "LmfApplication_idempotencyKey_key" ON "LmfApplication"("idempotencyKey");
