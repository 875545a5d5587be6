-- CreateTable
CREATE TABLE "ServiceRequestCount" (
    "scopeKind" TEXT NOT NULL,
    "scopeId" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ServiceRequestCount_pkey" PRIMARY KEY ("scopeKind","scopeId","status")
);

-- The counters are kept by triggers, so that every writer (the app, seeds, bulk SQL) keeps them
-- exact in its own transaction. Deltas are applied in (scopeKind, scopeId, status) order: two
-- transactions lock the counter rows they share in the same order and cannot deadlock.
-- Function bodies are E'' strings with \073 for the semicolon: the Postgres driver adapter splits
-- a migration script at every semicolon (so no semicolon may appear elsewhere in this file).

-- Inserts: one upsert per statement, from the statement's new rows (a bulk seed costs one pass).
CREATE FUNCTION "service_request_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "ServiceRequestCount" ("scopeKind", "scopeId", "status", "count")
  SELECT d.kind, d.id, d.status, count(*)::int
  FROM (
    SELECT \'requester\' AS kind, r."requesterId" AS id, r."status" FROM added r
    UNION ALL
    SELECT \'category\', r."categoryId", r."status" FROM added r
  ) AS d
  GROUP BY d.kind, d.id, d.status
  ORDER BY d.kind, d.id, d.status
  ON CONFLICT ("scopeKind", "scopeId", "status")
  DO UPDATE SET "count" = "ServiceRequestCount"."count" + EXCLUDED."count"\073
  RETURN NULL\073
END';

-- Deletes: the same, subtracting the statement's old rows.
CREATE FUNCTION "service_request_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "ServiceRequestCount" ("scopeKind", "scopeId", "status", "count")
  SELECT d.kind, d.id, d.status, -count(*)::int
  FROM (
    SELECT \'requester\' AS kind, r."requesterId" AS id, r."status" FROM removed r
    UNION ALL
    SELECT \'category\', r."categoryId", r."status" FROM removed r
  ) AS d
  GROUP BY d.kind, d.id, d.status
  ORDER BY d.kind, d.id, d.status
  ON CONFLICT ("scopeKind", "scopeId", "status")
  DO UPDATE SET "count" = "ServiceRequestCount"."count" + EXCLUDED."count"\073
  RETURN NULL\073
END';

-- Updates: per changed row (the trigger WHEN skips replies, which only bump updatedAt).
CREATE FUNCTION "service_request_counts_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "ServiceRequestCount" ("scopeKind", "scopeId", "status", "count")
  SELECT d.kind, d.id, d.status, sum(d.delta)::int
  FROM (VALUES
    (\'requester\', OLD."requesterId", OLD."status", -1),
    (\'category\', OLD."categoryId", OLD."status", -1),
    (\'requester\', NEW."requesterId", NEW."status", 1),
    (\'category\', NEW."categoryId", NEW."status", 1)
  ) AS d(kind, id, status, delta)
  GROUP BY d.kind, d.id, d.status
  HAVING sum(d.delta) <> 0
  ORDER BY d.kind, d.id, d.status
  ON CONFLICT ("scopeKind", "scopeId", "status")
  DO UPDATE SET "count" = "ServiceRequestCount"."count" + EXCLUDED."count"\073
  RETURN NULL\073
END';

CREATE FUNCTION "service_request_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM "ServiceRequestCount"\073
  RETURN NULL\073
END';

-- Triggers and backfill in one statement (one transaction): the table lock keeps writers out
-- until the triggers exist and the counters hold every committed row, so nothing is missed or
-- counted twice.
DO E'
BEGIN
  LOCK TABLE "ServiceRequest" IN SHARE ROW EXCLUSIVE MODE\073
  CREATE TRIGGER "ServiceRequest_counts_insert" AFTER INSERT ON "ServiceRequest"
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "service_request_counts_insert"()\073
  CREATE TRIGGER "ServiceRequest_counts_delete" AFTER DELETE ON "ServiceRequest"
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "service_request_counts_delete"()\073
  CREATE TRIGGER "ServiceRequest_counts_update" AFTER UPDATE OF "status", "categoryId", "requesterId" ON "ServiceRequest"
    FOR EACH ROW
    WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."categoryId" IS DISTINCT FROM NEW."categoryId"
      OR OLD."requesterId" IS DISTINCT FROM NEW."requesterId")
    EXECUTE FUNCTION "service_request_counts_update"()\073
  CREATE TRIGGER "ServiceRequest_counts_truncate" AFTER TRUNCATE ON "ServiceRequest"
    FOR EACH STATEMENT EXECUTE FUNCTION "service_request_counts_truncate"()\073
  DELETE FROM "ServiceRequestCount"\073
  INSERT INTO "ServiceRequestCount" ("scopeKind", "scopeId", "status", "count")
  SELECT \'requester\', "requesterId", "status", count(*)::int FROM "ServiceRequest" GROUP BY "requesterId", "status"
  UNION ALL
  SELECT \'category\', "categoryId", "status", count(*)::int FROM "ServiceRequest" GROUP BY "categoryId", "status"\073
END';
