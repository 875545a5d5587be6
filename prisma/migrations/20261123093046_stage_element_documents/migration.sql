-- CreateTable
CREATE TABLE "StageElementDocument" (
    "id" SERIAL NOT NULL,
    "elementId" INTEGER NOT NULL,
    "storedName" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StageElementDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StageElementDocument_storedName_key" ON "StageElementDocument"("storedName");

-- CreateIndex
CREATE INDEX "StageElementDocument_elementId_idx" ON "StageElementDocument"("elementId");

-- AddForeignKey
ALTER TABLE "StageElementDocument" ADD CONSTRAINT "StageElementDocument_elementId_fkey" FOREIGN KEY ("elementId") REFERENCES "StageElement"("id") ON DELETE CASCADE ON UPDATE CASCADE;
