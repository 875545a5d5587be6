-- CreateEnum
CREATE TYPE "NewsKind" AS ENUM ('news', 'speech');

-- CreateEnum
CREATE TYPE "DonorType" AS ENUM ('indian_citizen', 'nri', 'foreign_national', 'organisation');

-- CreateEnum
CREATE TYPE "ContributionStatus" AS ENUM ('pending_payment', 'paid', 'failed', 'cancelled');

-- CreateTable
CREATE TABLE "Slide" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "linkLabel" TEXT NOT NULL DEFAULT 'Read Our Story',
    "linkHref" TEXT NOT NULL DEFAULT '/dashboard/aboutus',
    "backgroundImage" TEXT NOT NULL,
    "className" TEXT NOT NULL DEFAULT '',
    "mobileClassName" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Slide_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsItem" (
    "id" SERIAL NOT NULL,
    "kind" "NewsKind" NOT NULL DEFAULT 'news',
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "thumbnail" TEXT NOT NULL,
    "isPublished" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NewsItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogPost" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "bodyHtml" TEXT NOT NULL,
    "coverImage" TEXT,
    "author" TEXT NOT NULL,
    "authorMemberId" INTEGER,
    "isPublished" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BlogPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GallerySummary" (
    "id" SERIAL NOT NULL,
    "year" INTEGER NOT NULL,
    "yearString" TEXT NOT NULL,
    "coverPhoto" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GallerySummary_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GalleryProject" (
    "id" SERIAL NOT NULL,
    "year" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "tableNo" INTEGER,
    "circleNo" INTEGER,
    "tableName" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "coverPhoto" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GalleryProject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Recognition" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "image" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Recognition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FcraDonation" (
    "id" SERIAL NOT NULL,
    "referenceNo" TEXT NOT NULL,
    "donorType" "DonorType" NOT NULL,
    "donorName" TEXT NOT NULL,
    "organisationName" TEXT,
    "registrationNumber" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT,
    "city" TEXT NOT NULL,
    "state" TEXT,
    "postalCode" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "nationality" TEXT NOT NULL,
    "pan" TEXT,
    "passportNumber" TEXT,
    "amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "financialYear" INTEGER NOT NULL,
    "consent" BOOLEAN NOT NULL,
    "consentAt" TIMESTAMP(3) NOT NULL,
    "status" "ContributionStatus" NOT NULL DEFAULT 'pending_payment',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FcraDonation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentSequence" (
    "prefix" TEXT NOT NULL,
    "financialYear" INTEGER NOT NULL,
    "lastValue" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ContentSequence_pkey" PRIMARY KEY ("prefix","financialYear")
);

-- CreateTable
CREATE TABLE "LmfApplication" (
    "id" SERIAL NOT NULL,
    "referenceNo" TEXT NOT NULL,
    "applicantName" TEXT NOT NULL,
    "dateOfBirth" DATE,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'IN',
    "pan" TEXT NOT NULL,
    "tableNo" INTEGER,
    "circleNo" INTEGER,
    "memberId" INTEGER,
    "documents" TEXT[],
    "amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'INR',
    "financialYear" INTEGER NOT NULL,
    "consent" BOOLEAN NOT NULL,
    "consentAt" TIMESTAMP(3) NOT NULL,
    "status" "ContributionStatus" NOT NULL DEFAULT 'pending_payment',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LmfApplication_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Slide_isActive_sortOrder_idx" ON "Slide"("isActive", "sortOrder");

-- CreateIndex
CREATE INDEX "NewsItem_kind_isPublished_publishedAt_idx" ON "NewsItem"("kind", "isPublished", "publishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "BlogPost_slug_key" ON "BlogPost"("slug");

-- CreateIndex
CREATE INDEX "BlogPost_isPublished_publishedAt_idx" ON "BlogPost"("isPublished", "publishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "GallerySummary_year_key" ON "GallerySummary"("year");

-- CreateIndex
CREATE INDEX "GallerySummary_yearString_idx" ON "GallerySummary"("yearString");

-- CreateIndex
CREATE INDEX "GalleryProject_year_sortOrder_id_idx" ON "GalleryProject"("year", "sortOrder", "id");

-- CreateIndex
CREATE INDEX "Recognition_year_sortOrder_idx" ON "Recognition"("year", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "FcraDonation_referenceNo_key" ON "FcraDonation"("referenceNo");

-- CreateIndex
CREATE INDEX "FcraDonation_financialYear_createdAt_idx" ON "FcraDonation"("financialYear", "createdAt");

-- CreateIndex
CREATE INDEX "FcraDonation_createdAt_idx" ON "FcraDonation"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LmfApplication_referenceNo_key" ON "LmfApplication"("referenceNo");

-- CreateIndex
CREATE INDEX "LmfApplication_createdAt_idx" ON "LmfApplication"("createdAt");

-- CreateIndex
CREATE INDEX "LmfApplication_financialYear_idx" ON "LmfApplication"("financialYear");

-- AddForeignKey
ALTER TABLE "GalleryProject" ADD CONSTRAINT "GalleryProject_year_fkey" FOREIGN KEY ("year") REFERENCES "GallerySummary"("year") ON DELETE CASCADE ON UPDATE CASCADE;
