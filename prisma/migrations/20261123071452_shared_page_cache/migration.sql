-- CreateTable
CREATE TABLE "PageCacheEntry" (
    "key" TEXT NOT NULL,
    "value" BYTEA NOT NULL,
    "tags" TEXT[],
    "lastModified" BIGINT NOT NULL,
    "cacheControl" JSONB,

    CONSTRAINT "PageCacheEntry_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "PageCacheTag" (
    "tag" TEXT NOT NULL,
    "expiredAt" BIGINT,
    "staleAt" BIGINT,

    CONSTRAINT "PageCacheTag_pkey" PRIMARY KEY ("tag")
);
