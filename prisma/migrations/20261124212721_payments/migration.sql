-- CreateEnum
CREATE TYPE "PaymentPurpose" AS ENUM ('fcra_donation', 'lmf_fee');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('initiated', 'success', 'failure', 'aborted', 'refunded');

-- CreateEnum
CREATE TYPE "ReceiptLedger" AS ENUM ('domestic', 'fcra');

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "orderId" TEXT NOT NULL,
    "purpose" "PaymentPurpose" NOT NULL,
    "fcraDonationId" INTEGER,
    "lmfApplicationId" INTEGER,
    "referenceNo" TEXT NOT NULL,
    "amountPaise" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "gateway" TEXT NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'initiated',
    "gatewayReference" TEXT,
    "paymentMode" TEXT,
    "reason" TEXT,
    "payerName" TEXT NOT NULL,
    "payerEmail" TEXT NOT NULL,
    "payerMobile" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),
    "returnSeenAt" TIMESTAMP(3),
    "notifySeenAt" TIMESTAMP(3),
    "refundedAt" TIMESTAMP(3),
    "refundedById" INTEGER,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentEvent" (
    "id" SERIAL NOT NULL,
    "orderId" TEXT,
    "source" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "detail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Receipt" (
    "id" SERIAL NOT NULL,
    "receiptNo" TEXT NOT NULL,
    "ledger" "ReceiptLedger" NOT NULL,
    "financialYear" INTEGER NOT NULL,
    "serial" INTEGER NOT NULL,
    "foreignSource" BOOLEAN NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "donorName" TEXT NOT NULL,
    "donorAddress" TEXT NOT NULL,
    "donorPan" TEXT,
    "amountPaise" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "paymentMode" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL,
    "pdfName" TEXT,
    "mailedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Receipt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_orderId_key" ON "Payment"("orderId");

-- CreateIndex
CREATE INDEX "Payment_createdAt_idx" ON "Payment"("createdAt");

-- CreateIndex
CREATE INDEX "Payment_referenceNo_idx" ON "Payment"("referenceNo");

-- CreateIndex
CREATE INDEX "Payment_status_createdAt_idx" ON "Payment"("status", "createdAt");

-- CreateIndex
CREATE INDEX "PaymentEvent_orderId_idx" ON "PaymentEvent"("orderId");

-- CreateIndex
CREATE INDEX "PaymentEvent_createdAt_idx" ON "PaymentEvent"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_receiptNo_key" ON "Receipt"("receiptNo");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_paymentId_key" ON "Receipt"("paymentId");

-- CreateIndex
CREATE INDEX "Receipt_financialYear_ledger_idx" ON "Receipt"("financialYear", "ledger");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_ledger_financialYear_serial_key" ON "Receipt"("ledger", "financialYear", "serial");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_fcraDonationId_fkey" FOREIGN KEY ("fcraDonationId") REFERENCES "FcraDonation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_lmfApplicationId_fkey" FOREIGN KEY ("lmfApplicationId") REFERENCES "LmfApplication"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Rules Prisma's schema cannot say (issue 15, docs/decisions.md "Online payments").
-- A payment pays exactly the contribution its purpose names, for a positive amount.
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_one_contribution" CHECK (
  ("purpose" = 'fcra_donation' AND "fcraDonationId" IS NOT NULL AND "lmfApplicationId" IS NULL)
  OR ("purpose" = 'lmf_fee' AND "lmfApplicationId" IS NOT NULL AND "fcraDonationId" IS NULL)
);
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_amount_positive" CHECK ("amountPaise" > 0);
-- A foreign contribution can never take a number in the domestic series, nor the reverse.
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_ledger_matches_source" CHECK (("ledger" = 'fcra') = "foreignSource");
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_serial_positive" CHECK ("serial" > 0);
