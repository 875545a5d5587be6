-- CreateTable
CREATE TABLE "ElementApproval" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "elementId" INTEGER NOT NULL,
    "role" "Role" NOT NULL,
    "approvedById" INTEGER NOT NULL,
    "approvedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ElementApproval_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ElementApproval_applicationId_elementId_role_key" ON "ElementApproval"("applicationId", "elementId", "role");

-- AddForeignKey
ALTER TABLE "ElementApproval" ADD CONSTRAINT "ElementApproval_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "ProjectApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ElementApproval" ADD CONSTRAINT "ElementApproval_elementId_fkey" FOREIGN KEY ("elementId") REFERENCES "StageElement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ElementApproval" ADD CONSTRAINT "ElementApproval_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
