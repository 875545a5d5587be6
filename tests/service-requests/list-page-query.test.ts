// The paged list's SQL (lib/service-requests/list-page-query.ts) against Prisma's findMany with
// the SERVICE_REQUEST_ITEM_SELECT it replaces: the same rows, in the same order, field for field,
// on every scope, status, search and cursor; and a search's counts against Prisma's groupBy. The
// data has what a hand-written query gets wrong: ties on updatedAt, requests with no, one and
// several actions (ties on their times too), several duplicates of one request, a requester
// without title or table, and titles holding LIKE's wildcards.
import type { Prisma } from "@/lib/db/generated/client";
import { countSearchByStatus, readPageRows, type TPageFilter } from "@/lib/service-requests/list-page-query";
import { decodeCursor, encodeCursor, parseSearch } from "@/lib/service-requests/paging";
import { REQUEST_ORDER, SERVICE_REQUEST_ITEM_SELECT } from "@/lib/service-requests/shapes";
import type { TCountScope } from "@/lib/service-requests/status-counts";
import { setupTestWorld } from "./helpers";

const { db, world } = setupTestWorld();

/** The oracle: the filter as the Prisma `where` the list used before its SQL. */
const oracleWhere = (filter: TPageFilter): Prisma.ServiceRequestWhereInput => {
  const scope: Prisma.ServiceRequestWhereInput =
    filter.scope.kind === "requester"
      ? { requesterId: filter.scope.memberId }
      : filter.scope.kind === "categories"
        ? { categoryId: { in: [...filter.scope.categoryIds] } }
        : {};
  const search: Prisma.ServiceRequestWhereInput = !filter.search
    ? {}
    : "ticketNumber" in filter.search
      ? { ticketNumber: filter.search.ticketNumber }
      : {
          OR: [
            { title: { contains: filter.search.contains, mode: "insensitive" } },
            { ticketNumber: { contains: filter.search.contains, mode: "insensitive" } },
          ],
        };
  const cursor = filter.cursor;
  return {
    AND: [
      scope,
      search,
      filter.status === undefined ? {} : { status: filter.status },
      cursor
        ? { updatedAt: { lte: cursor.updatedAt }, OR: [{ updatedAt: { lt: cursor.updatedAt } }, { id: { lt: cursor.id } }] }
        : {},
    ],
  };
};

const oracleRows = (filter: TPageFilter, take: number) =>
  db().prisma.serviceRequest.findMany({
    where: oracleWhere(filter),
    select: SERVICE_REQUEST_ITEM_SELECT,
    orderBy: REQUEST_ORDER,
    take,
  });

let ids: { plain: number; tieA: number; original: number; wildcard: number; bare: number };

beforeAll(async () => {
  const { prisma } = db();
  const { requester, requester2, catAdmin } = world.members;
  const { facilities, finance, empty } = world.categories;
  // A requester with neither title nor table.
  await prisma.member.update({ where: { id: requester2.id }, data: { title: null, tableNo: null } });
  // 60 requests over three requesters and two categories, statuses 1/0/2; every third shares its
  // updatedAt with the one before (ties broken by id).
  await prisma.$executeRawUnsafe(`
    INSERT INTO "ServiceRequest" ("ticketNumber", "title", "categoryId", "year", "status", "requesterId", "createdAt", "updatedAt")
    SELECT 'SR-1998-' || lpad(g::text, 6, '0'), 'Page Query ' || g, (ARRAY[${facilities}, ${finance}])[1 + g % 2], 1998,
      (ARRAY[1, 1, 0, 2])[1 + g % 4], (ARRAY[${requester.id}, ${requester2.id}, ${catAdmin.id}])[1 + g % 3],
      TIMESTAMP '2026-03-01 10:00:00.123' + g * interval '1 minute',
      TIMESTAMP '2026-03-01 10:00:00.123' + (g - CASE WHEN g % 3 = 0 THEN 1 ELSE 0 END) * interval '1 minute'
    FROM generate_series(1, 60) AS g`);
  // Actions: none for g % 5 = 0, one for most, three for g % 7 = 0 (two at the same time).
  await prisma.$executeRawUnsafe(`
    INSERT INTO "ServiceAction" ("serviceRequestId", "year", "remark", "authorId", "createdAt")
    SELECT r."id", 1998, 'First', r."requesterId", r."createdAt" FROM "ServiceRequest" r
    WHERE r."title" LIKE 'Page Query %' AND substring(r."title" from 12)::int % 5 <> 0`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "ServiceAction" ("serviceRequestId", "year", "remark", "authorId", "createdAt")
    SELECT r."id", 1998, 'Later ' || k, r."requesterId", r."createdAt" + interval '1 hour'
    FROM "ServiceRequest" r, generate_series(1, 2) AS k
    WHERE r."title" LIKE 'Page Query %' AND substring(r."title" from 12)::int % 7 = 0`);
  const find = (title: string) => prisma.serviceRequest.findFirstOrThrow({ where: { title }, select: { id: true } });
  ids = {
    plain: (await find("Page Query 1")).id,
    tieA: (await find("Page Query 6")).id,
    original: (await find("Page Query 10")).id,
    wildcard: 0,
    bare: 0,
  };
  // Three duplicates of one request, marked out of id order.
  for (const n of [40, 12, 25])
    await prisma.serviceRequest.update({
      where: { id: (await find(`Page Query ${n}`)).id },
      data: { status: 10, duplicateOfId: ids.original },
    });
  // Titles with LIKE's wildcards and mixed case, in the empty category.
  const inEmpty = async (ticketNumber: string, title: string) =>
    (
      await prisma.serviceRequest.create({
        data: { ticketNumber, title, categoryId: empty, year: 1998, requesterId: requester.id },
      })
    ).id;
  ids.wildcard = await inEmpty("SR-1998-100001", "100% Sure_Thing");
  ids.bare = await inEmpty("SR-1998-100002", "100 Sure things");
});

const scopes = (): TCountScope[] => [
  { kind: "requester", memberId: world.members.requester.id },
  { kind: "requester", memberId: world.members.requester2.id },
  { kind: "requester", memberId: world.members.admin.id },
  { kind: "categories", categoryIds: [world.categories.facilities] },
  { kind: "categories", categoryIds: [world.categories.facilities, world.categories.finance, world.categories.empty] },
  { kind: "categories", categoryIds: [] },
  { kind: "allCategories" },
];
const SEARCHES = [undefined, "page query 1", "PAGE", "SR-1998-000012", "sr-1998-0000", "100%", "e_t", "_", "no such thing"];
const STATUSES = [undefined, 1, 0, 2, 10];

describe("the paged list's SQL", () => {
  it("has data that exercises it", async () => {
    const rows = await oracleRows({ scope: { kind: "allCategories" }, search: null }, 1000);
    expect(rows.length).toBeGreaterThanOrEqual(62);
    expect(rows.some((row) => row.duplicates.length === 3)).toBe(true);
    expect(rows.some((row) => row._count.actions === 0)).toBe(true);
    expect(rows.some((row) => row._count.actions === 3)).toBe(true);
    expect(rows.some((row) => row.requester.title === null && row.requester.tableNo === null)).toBe(true);
    const times = rows.map((row) => row.updatedAt.getTime());
    expect(new Set(times).size).toBeLessThan(times.length);
  });

  it("answers Prisma's rows for every scope, status and search", async () => {
    let compared = 0;
    for (const scope of scopes())
      for (const q of SEARCHES)
        for (const status of STATUSES) {
          const filter: TPageFilter = { scope, search: parseSearch(q), status };
          // REQUEST_ORDER is a total order (id breaks ties), so Prisma's first `take` rows are
          // the start of its first 200: one oracle query serves every page size.
          const all = await oracleRows(filter, 200);
          for (const take of [1, 7, 200]) {
            const expected = all.slice(0, take);
            expect({ filter, take, rows: await readPageRows(filter, take) }).toEqual({ filter, take, rows: expected });
            compared += expected.length;
          }
        }
    expect(compared).toBeGreaterThan(1000);
  });

  it("walks every page with the cursor as Prisma does, ties included", async () => {
    for (const scope of scopes())
      for (const status of [undefined, 1]) {
        const all = await oracleRows({ scope, search: null, status }, 1000);
        const walked: number[] = [];
        let cursor: string | null = null;
        for (let guard = 0; guard < 100; guard++) {
          const filter: TPageFilter = { scope, search: null, status, cursor: cursor ? decodeCursor(cursor) : null };
          const rows = await readPageRows(filter, 4);
          expect(rows).toEqual(await oracleRows(filter, 4));
          walked.push(...rows.map((row) => row.id));
          if (rows.length < 4) break;
          cursor = encodeCursor(rows.at(-1)!);
        }
        expect(walked).toEqual(all.map((row) => row.id));
      }
  });

  it("counts a search's matches by status as Prisma's groupBy does", async () => {
    for (const scope of scopes())
      for (const q of SEARCHES.filter(Boolean)) {
        const search = parseSearch(q)!;
        const groups = await db().prisma.serviceRequest.groupBy({
          by: ["status"],
          where: oracleWhere({ scope, search }),
          _count: { _all: true },
        });
        const counts = await countSearchByStatus({ scope, search });
        for (const status of ["0", "1", "2", "10"])
          expect({ q, status, count: counts[status] }).toEqual({
            q,
            status,
            count: groups.find((group) => String(group.status) === status)?._count._all ?? 0,
          });
      }
  });

  it("matches LIKE's wildcards only as themselves", async () => {
    const all: TCountScope = { kind: "allCategories" };
    const found = async (q: string) => (await readPageRows({ scope: all, search: parseSearch(q) }, 100)).map((row) => row.id);
    expect(await found("100%")).toEqual([ids.wildcard]);
    expect(await found("sure_")).toEqual([ids.wildcard]);
    expect((await found("100")).sort()).toEqual([ids.wildcard, ids.bare].sort());
  });

  it("refuses a cursor beyond the year 9999 as invalid, not as a database error", () => {
    const far = Buffer.from(`999999999999999.${ids.plain}`).toString("base64url");
    expect(() => decodeCursor(far)).toThrow("is not a valid cursor");
  });
});
