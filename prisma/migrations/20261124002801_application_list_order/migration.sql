-- CreateIndex
CREATE INDEX "ProjectApplication_createdAt_id_idx" ON "ProjectApplication"("createdAt", "id");

-- CreateIndex
CREATE INDEX "ProjectApplication_state_createdAt_id_idx" ON "ProjectApplication"("state", "createdAt", "id");
