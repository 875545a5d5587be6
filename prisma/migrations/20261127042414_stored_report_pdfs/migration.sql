-- CreateTable
CREATE TABLE "StoredReportPdf" (
    "name" TEXT NOT NULL,
    "storedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredReportPdf_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "StoredReportPdf_storedAt_idx" ON "StoredReportPdf"("storedAt");
