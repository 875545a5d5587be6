// The helpdesk lists at scale: the per-status counters (kept exact by every kind of write,
// backfilled by their migration, read by the paged lists' counts) and the bound of the legacy
// unpaged lists (the newest LEGACY_LIST_LIMIT, saying so and how to page on).
import fs from "node:fs";
import path from "node:path";
import type { TPrisma } from "@/lib/db/client";
import { seedServiceCategory, seedServiceRequest } from "@/lib/db/seed/seed-functions";
import { LEGACY_LIST_LIMIT } from "@/lib/service-requests/list-service-requests";
import { api, newRequest, pageOf, requestOf, type TServiceRequestReply } from "./api";
import { expectError, setupTestWorld } from "./helpers";

const { db, world } = setupTestWorld();

type TCounter = { scopeKind: string; scopeId: number; status: number; count: number };
type TTruncation = { shown: number; total: number; nextCursor: string; next: string };
type TLegacy = Record<string, TServiceRequestReply[]> & { truncated?: Record<string, TTruncation> };

const key = (row: { scopeKind: string; scopeId: number; status: number }) => `${row.scopeKind}:${row.scopeId}:${row.status}`;

/** What the counters must hold: the requests counted by requester and by category, now. */
const groundTruth = async (prisma: TPrisma) => {
  const rows = await prisma.$queryRawUnsafe<TCounter[]>(`
    SELECT 'requester' AS "scopeKind", "requesterId" AS "scopeId", "status", count(*)::int AS "count"
    FROM "ServiceRequest" GROUP BY "requesterId", "status"
    UNION ALL
    SELECT 'category', "categoryId", "status", count(*)::int FROM "ServiceRequest" GROUP BY "categoryId", "status"`);
  return Object.fromEntries(rows.map((row) => [key(row), row.count]));
};

const counters = async (prisma: TPrisma) => {
  const rows = await prisma.$queryRawUnsafe<TCounter[]>(`SELECT * FROM "ServiceRequestCount"`);
  return Object.fromEntries(rows.filter((row) => row.count !== 0).map((row) => [key(row), row.count]));
};

const expectCountersExact = async (prisma: TPrisma) => {
  expect(await counters(prisma)).toEqual(await groundTruth(prisma));
};

/** Adds `count` requests (one first action each) of `requesterId` in `categoryId` in one statement. */
const bulkInsert = async (prisma: TPrisma, options: { count: number; requesterId: number; categoryId: number; tag: string }) => {
  await prisma.$executeRawUnsafe(`
    INSERT INTO "ServiceRequest" ("ticketNumber", "title", "categoryId", "year", "status", "requesterId", "createdAt", "updatedAt")
    SELECT 'SR-1999-' || lpad(g::text, 4, '0') || '${options.tag}', 'Bulk ${options.tag} ' || g, ${options.categoryId}, 1999,
      (ARRAY[1, 1, 0, 2])[1 + g % 4], ${options.requesterId},
      TIMESTAMP '2026-01-01' + g * interval '1 minute', TIMESTAMP '2026-01-01' + g * interval '1 minute'
    FROM generate_series(1, ${options.count}) AS g`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "ServiceAction" ("serviceRequestId", "year", "remark", "authorId", "createdAt")
    SELECT r."id", r."year", 'First remark', r."requesterId", r."createdAt" FROM "ServiceRequest" r
    WHERE r."title" LIKE 'Bulk ${options.tag} %'`);
};

describe("per-status counters", () => {
  it("stay exact through creates, seeds, status changes, bulk SQL, moves and deletes, and answer the lists' counts", async () => {
    const { prisma } = db();
    const { requester, requester2, catAdmin, admin } = world.members;
    const { facilities, finance } = world.categories;
    const a = requestOf(await api.create(requester.auth, newRequest(facilities, "Counted one")));
    const b = requestOf(await api.create(requester2.auth, newRequest(finance, "Counted two")));
    await seedServiceRequest(prisma, { requesterId: requester.id, categoryId: finance, title: "Seeded", remark: "r" });
    await expectCountersExact(prisma);

    expect(
      (
        await api.setStatus(catAdmin.auth, {
          serviceRequestId: a.serviceRequestId,
          serviceRequestStatus: 2,
          statusRemark: "done",
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.setStatus(admin.auth, { serviceRequestId: b.serviceRequestId, serviceRequestStatus: 0, statusRemark: "x" }))
        .status,
    ).toBe(200);
    // A reply changes no status: the counters stay as they are.
    expect((await api.reply(requester.auth, { serviceRequestId: a.serviceRequestId, serviceRemark: "thanks" })).status).toBe(409);
    await expectCountersExact(prisma);

    await bulkInsert(prisma, { count: 40, requesterId: requester2.id, categoryId: facilities, tag: "C" });
    await prisma.$executeRawUnsafe(`UPDATE "ServiceRequest" SET "categoryId" = ${finance} WHERE "title" LIKE 'Bulk C 1%'`);
    await prisma.$executeRawUnsafe(
      `UPDATE "ServiceRequest" SET "requesterId" = ${requester.id}, "status" = 10 WHERE "title" LIKE 'Bulk C 2%'`,
    );
    await expectCountersExact(prisma);
    await prisma.$executeRawUnsafe(
      `DELETE FROM "ServiceAction" WHERE "serviceRequestId" IN (SELECT "id" FROM "ServiceRequest" WHERE "title" LIKE 'Bulk C 3%')`,
    );
    await prisma.$executeRawUnsafe(`DELETE FROM "ServiceRequest" WHERE "title" LIKE 'Bulk C 3%'`);
    await expectCountersExact(prisma);

    // The lists' counts are the counters' (own, administered, one category, all).
    const truth = async (where: string) =>
      Object.fromEntries(
        [1, 0, 2, 10]
          .map((status) => [String(status), 0] as [string, number])
          .concat(
            (
              await prisma.$queryRawUnsafe<{ status: number; n: number }[]>(
                `SELECT "status", count(*)::int AS n FROM "ServiceRequest" WHERE ${where} GROUP BY "status"`,
              )
            ).map((row) => [String(row.status), row.n]),
          ),
      );
    expect(pageOf(await api.mine(requester.auth, "?view=own")).counts).toEqual(await truth(`"requesterId" = ${requester.id}`));
    expect(pageOf(await api.mine(catAdmin.auth, "?view=admin&status=0")).counts).toEqual(
      await truth(`"categoryId" = ${facilities}`),
    );
    expect(pageOf(await api.byCategory(admin.auth, finance, "?take=1")).counts).toEqual(await truth(`"categoryId" = ${finance}`));
    expect(pageOf(await api.all(admin.auth, "?take=1")).counts).toEqual(await truth("true"));
    expect(pageOf(await api.forAdmin(admin.auth, "?take=1")).counts).toEqual(await truth("true"));
  });

  it("a view without q reads the counters (a few rows); a search counts its matches", async () => {
    const { prisma } = db();
    const { admin } = world.members;
    const { empty } = world.categories;
    const before = pageOf(await api.byCategory(admin.auth, empty, "?take=1")).counts;
    // Only the counters move: the view's counts follow them, the search's do not.
    await prisma.$executeRawUnsafe(
      `INSERT INTO "ServiceRequestCount" ("scopeKind", "scopeId", "status", "count") VALUES ('category', ${empty}, 1, 5)
       ON CONFLICT ("scopeKind", "scopeId", "status") DO UPDATE SET "count" = "ServiceRequestCount"."count" + 5`,
    );
    try {
      expect(pageOf(await api.byCategory(admin.auth, empty, "?take=1")).counts).toEqual({ ...before, "1": before["1"]! + 5 });
      expect(pageOf(await api.byCategory(admin.auth, empty, "?take=1&q=zzz")).counts).toEqual({
        "1": 0,
        "0": 0,
        "2": 0,
        "10": 0,
      });
    } finally {
      await prisma.$executeRawUnsafe(
        `UPDATE "ServiceRequestCount" SET "count" = "count" - 5 WHERE "scopeKind" = 'category' AND "scopeId" = ${empty} AND "status" = 1`,
      );
    }
  });

  it("the migration backfills the counters from the requests already there", async () => {
    const { prisma } = db();
    const dir = fs
      .readdirSync(path.join(process.cwd(), "prisma", "migrations"))
      .find((name) => name.endsWith("_service_request_counts"));
    const sql = fs.readFileSync(path.join(process.cwd(), "prisma", "migrations", dir!, "migration.sql"), "utf8");
    // Back to the state before the migration: requests, no counters, no triggers.
    await prisma.$executeRawUnsafe(`DROP TABLE "ServiceRequestCount"`);
    for (const name of ["insert", "delete", "update", "truncate"])
      await prisma.$executeRawUnsafe(`DROP FUNCTION "service_request_counts_${name}"() CASCADE`);
    await bulkInsert(prisma, {
      count: 25,
      requesterId: world.members.requester2.id,
      categoryId: world.categories.finance,
      tag: "M",
    });
    // As the Postgres driver adapter runs a migration: statement by statement, split at ';'.
    for (const statement of sql
      .split(";")
      .map((text) => text.trim())
      .filter(Boolean))
      await prisma.$executeRawUnsafe(statement);
    expect(Object.values(await counters(prisma)).reduce((sum, n) => sum + n, 0)).toBe(2 * (await prisma.serviceRequest.count()));
    await expectCountersExact(prisma);
    await bulkInsert(prisma, {
      count: 3,
      requesterId: world.members.requester.id,
      categoryId: world.categories.finance,
      tag: "N",
    });
    await expectCountersExact(prisma);
  });
});

describe("legacy unpaged lists are bounded", () => {
  const ids = (rows: { serviceRequestId: number }[]) => rows.map((row) => row.serviceRequestId);

  it(`hold the newest ${LEGACY_LIST_LIMIT} requests, say that the list was cut, and the paged list goes on from there`, async () => {
    const { prisma } = db();
    const { requester2, admin, other } = world.members;
    const desk = (await seedServiceCategory(prisma, "Bounded Desk", [other.id])).id;
    await bulkInsert(prisma, { count: LEGACY_LIST_LIMIT + 30, requesterId: requester2.id, categoryId: desk, tag: "L" });
    const newest = async (where: string) =>
      (
        await prisma.$queryRawUnsafe<{ id: number }[]>(
          `SELECT "id" FROM "ServiceRequest" WHERE ${where} ORDER BY "updatedAt" DESC, "id" DESC`,
        )
      ).map((row) => row.id);

    const all = await api.all(admin.auth);
    const allBody = all.body as TLegacy & { serviceRequests: TServiceRequestReply[] };
    const everything = await newest("true");
    expect(allBody.serviceRequests).toHaveLength(LEGACY_LIST_LIMIT);
    expect(ids(allBody.serviceRequests)).toEqual(everything.slice(0, LEGACY_LIST_LIMIT));
    expect(allBody.serviceRequests.every((row) => row.serviceActions.length >= 1)).toBe(true);
    expect(all.headers.get("x-list-limit")).toBe(String(LEGACY_LIST_LIMIT));
    expect(all.headers.get("x-list-truncated")).toBe("serviceRequests");
    const cut = allBody.truncated!.serviceRequests!;
    expect(cut).toEqual({
      shown: LEGACY_LIST_LIMIT,
      total: everything.length,
      nextCursor: expect.any(String),
      next: expect.any(String),
    });
    expect(cut.next).toMatch(/^\/api\/servicerequest\/getallservicerequests\?cursor=[^&]+&take=100$/);
    const rest = pageOf(await api.all(admin.auth, cut.next.slice(cut.next.indexOf("?"))));
    expect(ids(rest.serviceRequests)).toEqual(everything.slice(LEGACY_LIST_LIMIT, LEGACY_LIST_LIMIT + 100));

    // getservicerequests: each of its two lists is bounded and reported on its own.
    const mine = await api.mine(requester2.auth);
    const mineBody = mine.body as TLegacy;
    const own = await newest(`"requesterId" = ${requester2.id}`);
    expect(ids(mineBody.serviceRequest!)).toEqual(own.slice(0, LEGACY_LIST_LIMIT));
    expect(mineBody.serviceRequestAdmin).toEqual([]);
    expect(mine.headers.get("x-list-truncated")).toBe("serviceRequest");
    expect(Object.keys(mineBody.truncated!)).toEqual(["serviceRequest"]);
    expect(mineBody.truncated!.serviceRequest!.total).toBe(own.length);
    const ownNext = mineBody.truncated!.serviceRequest!.next;
    expect(ownNext).toMatch(/^\/api\/servicerequest\/getservicerequests\?view=own&cursor=/);
    const ownRest = pageOf(await api.mine(requester2.auth, ownNext.slice(ownNext.indexOf("?"))));
    expect(ids(ownRest.serviceRequests)).toEqual(own.slice(LEGACY_LIST_LIMIT, LEGACY_LIST_LIMIT + 100));

    const adminOfDesk = await api.mine(other.auth);
    expect(((adminOfDesk.body as TLegacy).serviceRequestAdmin ?? []).length).toBe(LEGACY_LIST_LIMIT);
    expect(adminOfDesk.headers.get("x-list-truncated")).toBe("serviceRequestAdmin");
    expect((adminOfDesk.body as TLegacy).truncated!.serviceRequestAdmin!.next).toMatch(/\?view=admin&cursor=/);

    for (const reply of [await api.forAdmin(other.auth), await api.byCategory(other.auth, desk)]) {
      const body = reply.body as TLegacy;
      expect(ids(body.serviceRequests!)).toEqual((await newest(`"categoryId" = ${desk}`)).slice(0, LEGACY_LIST_LIMIT));
      expect(body.truncated!.serviceRequests!.total).toBe(LEGACY_LIST_LIMIT + 30);
      expect(reply.headers.get("x-list-truncated")).toBe("serviceRequests");
    }
    expect((await api.byCategory(other.auth, desk)).body).toEqual(
      expect.objectContaining({
        truncated: {
          serviceRequests: expect.objectContaining({
            next: expect.stringMatching(`^/api/servicerequest/getservicerequestbycategoryid/${desk}\\?cursor=`),
          }),
        },
      }),
    );
    expectError(await api.all(other.auth), 403);
  });

  it("a list under the bound is whole and carries no truncation note", async () => {
    const { requester } = world.members;
    const reply = await api.mine(requester.auth);
    const body = reply.body as TLegacy;
    expect(Object.keys(body).sort()).toEqual(["serviceRequest", "serviceRequestAdmin"]);
    expect(body.serviceRequest!.length).toBeLessThan(LEGACY_LIST_LIMIT);
    expect(reply.headers.get("x-list-limit")).toBe(String(LEGACY_LIST_LIMIT));
    expect(reply.headers.get("x-list-truncated")).toBeNull();
  });
});
