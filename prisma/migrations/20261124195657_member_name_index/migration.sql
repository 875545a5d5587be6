-- CreateIndex
CREATE INDEX "Member_fullName_id_idx" ON "Member"("fullName", "id");
