-- CreateTable
CREATE TABLE "TableProject" (
    "id" SERIAL NOT NULL,
    "tableNo" INTEGER,
    "circleNo" INTEGER,
    "areaNo" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL,
    "beneficiaries" INTEGER,
    "costPaise" BIGINT,
    "startedOn" DATE,
    "completedOn" DATE,
    "applicationId" INTEGER,
    "createdById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TableProject_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TableProject_tableNo_year_idx" ON "TableProject"("tableNo", "year");

-- CreateIndex
CREATE INDEX "TableProject_circleNo_year_idx" ON "TableProject"("circleNo", "year");

-- CreateIndex
CREATE INDEX "TableProject_year_areaNo_idx" ON "TableProject"("year", "areaNo");
