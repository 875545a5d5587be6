-- DropIndex
DROP INDEX "ServiceRequest_categoryId_status_updatedAt_idx";

-- DropIndex
DROP INDEX "ServiceRequest_requesterId_status_updatedAt_idx";

-- DropIndex
DROP INDEX "ServiceRequest_status_updatedAt_idx";

-- CreateIndex
CREATE INDEX "ServiceRequest_requesterId_status_updatedAt_id_idx" ON "ServiceRequest"("requesterId", "status", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "ServiceRequest_categoryId_status_updatedAt_id_idx" ON "ServiceRequest"("categoryId", "status", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "ServiceRequest_status_updatedAt_id_idx" ON "ServiceRequest"("status", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "ServiceRequest_updatedAt_id_idx" ON "ServiceRequest"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "ServiceRequest_duplicateOfId_idx" ON "ServiceRequest"("duplicateOfId");
