-- AlterTable
ALTER TABLE "FcraDonation" ADD COLUMN     "acknowledgedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "LmfApplication" ADD COLUMN     "acknowledgedAt" TIMESTAMP(3);
