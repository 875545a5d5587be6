// The list endpoints: legacy full replies without paging parameters (exact shapes and scopes),
// paged replies (cursor walk, counts, search, validation), and the single-request endpoint.
import { seedServiceCategory, seedServiceRequest } from "@/lib/db/seed/seed-functions";
import { setupTestDb } from "../helpers/test-db";
import { api, newRequest, pageOf, requestOf, type TServiceRequestItem, type TServiceRequestReply } from "./api";
import { createWorld, expectError, removeWorld, type TWorld, settleNotifications } from "./helpers";

const db = setupTestDb();
let world: TWorld;
let paging: number;
const seeded: { id: number; ticketNumber: string; status: number; title: string }[] = [];
let ownA: TServiceRequestReply;
let ownB: TServiceRequestReply;
let theirs: TServiceRequestReply;

type TLegacyMine = { serviceRequest: TServiceRequestReply[]; serviceRequestAdmin: TServiceRequestReply[] };
type TLegacyList = { serviceRequests: TServiceRequestReply[] };
const ids = (rows: { serviceRequestId: number }[]) => rows.map((row) => row.serviceRequestId);

beforeAll(async () => {
  const { prisma } = db();
  world = await createWorld(prisma);
  const { requester, requester2, catAdmin2 } = world.members;
  ownA = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Own in facilities")));
  ownB = requestOf(await api.create(requester.auth, newRequest(world.categories.finance, "Own in finance")));
  theirs = requestOf(await api.create(requester2.auth, newRequest(world.categories.facilities, "Someone else's")));

  // 30 requests in their own category; many share one timestamp, so only the id orders them.
  paging = (await seedServiceCategory(prisma, "Paging Desk", [catAdmin2.id])).id;
  const base = Date.now() - 60 * 60 * 1000;
  for (let index = 0; index < 30; index += 1) {
    const at = new Date(base + (index < 12 ? 0 : index * 1000));
    const status = [1, 1, 0, 2, 10][index % 5]!;
    const title = index === 7 ? "100% broken_screen" : `Paged request ${String(index).padStart(2, "0")}`;
    const thread = status === 1 ? [] : [{ authorId: catAdmin2.id, at: new Date(at.getTime() + 500), remark: "status", status }];
    const row = await seedServiceRequest(prisma, {
      requesterId: requester2.id,
      categoryId: paging,
      title,
      remark: "r",
      createdAt: at,
      thread,
    });
    seeded.push({ id: row.id, ticketNumber: row.ticketNumber, status, title });
  }
});
// Mail goes out in the background: let it finish while the database is still open.
afterEach(settleNotifications);
afterAll(async () => {
  await removeWorld(world);
});

describe("legacy full lists (no paging parameters)", () => {
  it("getservicerequests: own requests and those of the caller's categories, with threads, newest update first", async () => {
    const { requester, catAdmin, other } = world.members;
    const mine = (await api.mine(requester.auth)).body as TLegacyMine;
    expect(Object.keys(mine).sort()).toEqual(["serviceRequest", "serviceRequestAdmin"]);
    expect(ids(mine.serviceRequest)).toEqual([ownB.serviceRequestId, ownA.serviceRequestId]);
    expect(mine.serviceRequest[0]).toEqual(ownB);
    expect(mine.serviceRequestAdmin).toEqual([]);

    const admin = (await api.mine(catAdmin.auth)).body as TLegacyMine;
    expect(admin.serviceRequest).toEqual([]);
    expect(ids(admin.serviceRequestAdmin)).toEqual([theirs.serviceRequestId, ownA.serviceRequestId]);
    expect(admin.serviceRequestAdmin[0]!.serviceActions).toHaveLength(1);

    expect((await api.mine(other.auth)).body).toEqual({ serviceRequest: [], serviceRequestAdmin: [] });
    expectError(await api.mine(undefined), 401);
  });

  it("getallservicerequests: Admin only, every request", async () => {
    const all = (await api.all(world.members.admin.auth)).body as TLegacyList;
    expect(Object.keys(all)).toEqual(["serviceRequests"]);
    expect(all.serviceRequests).toHaveLength(33);
    expect(all.serviceRequests.find((row) => row.serviceRequestId === ownA.serviceRequestId)).toEqual(ownA);
    for (const member of [world.members.requester, world.members.catAdmin, world.members.nex, world.members.other])
      expectError(await api.all(member.auth), 403);
  });

  it("getservicerequestsforadmin: the caller's categories, all for Admin, none for others", async () => {
    const { catAdmin, otherCatAdmin, admin, other } = world.members;
    expect(ids(((await api.forAdmin(catAdmin.auth)).body as TLegacyList).serviceRequests)).toEqual([
      theirs.serviceRequestId,
      ownA.serviceRequestId,
    ]);
    expect(ids(((await api.forAdmin(otherCatAdmin.auth)).body as TLegacyList).serviceRequests)).toEqual([ownB.serviceRequestId]);
    expect(((await api.forAdmin(admin.auth)).body as TLegacyList).serviceRequests).toHaveLength(33);
    expect((await api.forAdmin(other.auth)).body).toEqual({ serviceRequests: [] });
  });

  it("getservicerequestbycategoryid: its admins and Admin; 403 for others, 404 for an unknown category", async () => {
    const { catAdmin, otherCatAdmin, admin, other, requester } = world.members;
    const facilities = world.categories.facilities;
    expect(ids(((await api.byCategory(catAdmin.auth, facilities)).body as TLegacyList).serviceRequests)).toEqual([
      theirs.serviceRequestId,
      ownA.serviceRequestId,
    ]);
    expect(((await api.byCategory(admin.auth, world.categories.finance)).body as TLegacyList).serviceRequests).toHaveLength(1);
    for (const member of [otherCatAdmin, other, requester]) expectError(await api.byCategory(member.auth, facilities), 403);
    expectError(await api.byCategory(admin.auth, 999_999), 404);
    expectError(await api.byCategory(admin.auth, "abc"), 400, "params.categoryId");
  });
});

describe("GET getservicerequest/{idOrTicket}", () => {
  it("answers by id or ticket number to the requester, the category's admins and Admin; 404 to everyone else", async () => {
    const { requester, catAdmin, catAdmin2, admin, other, otherCatAdmin, nex } = world.members;
    for (const key of [ownA.serviceRequestId, ownA.serviceTicketNumber, ownA.serviceTicketNumber.toLowerCase()]) {
      const reply = await api.one(requester.auth, key);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ serviceRequest: ownA, permissions: { canReply: true, canChangeStatus: false } });
    }
    expect(((await api.one(catAdmin.auth, ownA.serviceTicketNumber)).body as { permissions: unknown }).permissions).toEqual({
      canReply: true,
      canChangeStatus: true,
    });
    expect((await api.one(catAdmin2.auth, ownA.serviceRequestId)).status).toBe(200);
    expect((await api.one(admin.auth, ownA.serviceRequestId)).status).toBe(200);
    for (const member of [other, otherCatAdmin, nex]) {
      expect((await api.one(member.auth, ownA.serviceRequestId)).status).toBe(404);
      expect((await api.one(member.auth, ownA.serviceTicketNumber)).status).toBe(404);
    }
    const missing = await api.one(admin.auth, "SR-1999-000001");
    expect(missing.body).toEqual({ message: "Service request not found", code: "NOT_FOUND" });
    for (const key of ["99999999", "abc", "SR-20-1", "0", "99999999999"])
      expect((await api.one(admin.auth, key)).status).toBe(404);
  });
});

describe("paged lists", () => {
  const walk = async (fetchPage: (query: string) => Promise<{ status: number; body: unknown }>, query: string) => {
    const items: TServiceRequestItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await fetchPage(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(reply.status).toBe(200);
      const page = pageOf(reply);
      items.push(...page.serviceRequests);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    return { items, pages };
  };

  it("a cursor walk returns every item exactly once, ordered by updatedOn desc then id desc", async () => {
    const { catAdmin2, admin, requester2 } = world.members;
    const expected = (status?: number) =>
      seeded.filter((row) => status === undefined || row.status === status).map((row) => row.id);
    const order = (items: TServiceRequestItem[]) => {
      for (let index = 1; index < items.length; index += 1) {
        const [a, b] = [items[index - 1]!, items[index]!];
        expect(a.updatedOn > b.updatedOn || (a.updatedOn === b.updatedOn && a.serviceRequestId > b.serviceRequestId)).toBe(true);
      }
    };
    for (const status of [1, 0, 2, 10, undefined]) {
      const query = `?take=4${status === undefined ? "" : `&status=${status}`}`;
      const { items, pages } = await walk((q) => api.byCategory(catAdmin2.auth, paging, q), query);
      expect(ids(items).sort((a, b) => a - b)).toEqual(expected(status).sort((a, b) => a - b));
      expect(pages).toBe(Math.max(1, Math.ceil(expected(status).length / 4)));
      order(items);
    }
    const own = await walk((q) => api.mine(requester2.auth, q), "?view=own&status=1&take=3");
    expect(ids(own.items).sort((a, b) => a - b)).toEqual([...expected(1), theirs.serviceRequestId].sort((a, b) => a - b));
    const everything = await walk((q) => api.all(admin.auth, q), "?take=7");
    expect(new Set(ids(everything.items)).size).toBe(33);
    expect(everything.items).toHaveLength(33);
  });

  it("items carry actionCount and lastActionOn instead of the thread; counts per status for the view and q", async () => {
    const { catAdmin2, requester, catAdmin } = world.members;
    const page = pageOf(await api.byCategory(catAdmin2.auth, paging, "?status=2&take=2"));
    expect(page.counts).toEqual({ "0": 6, "1": 12, "2": 6, "10": 6 });
    expect(page.serviceRequests).toHaveLength(2);
    const item = page.serviceRequests[0]!;
    expect(item).not.toHaveProperty("serviceActions");
    expect(item.actionCount).toBe(2);
    expect(item.lastActionOn).toBe(item.updatedOn);
    expect(item.serviceRequestStatus).toBe(2);
    expect(typeof page.nextCursor).toBe("string");

    const mine = pageOf(await api.mine(requester.auth, "?view=own"));
    expect(ids(mine.serviceRequests)).toEqual([ownB.serviceRequestId, ownA.serviceRequestId]);
    expect(mine).toEqual(expect.objectContaining({ nextCursor: null, counts: { "0": 0, "1": 2, "2": 0, "10": 0 } }));
    const administered = pageOf(await api.mine(catAdmin.auth, "?view=admin&status=1"));
    expect(ids(administered.serviceRequests)).toEqual([theirs.serviceRequestId, ownA.serviceRequestId]);
    expect(pageOf(await api.forAdmin(catAdmin.auth, "?take=1")).serviceRequests).toHaveLength(1);
  });

  it("q matches the title or the ticket number, ignoring case; % and _ match only themselves", async () => {
    const { catAdmin2 } = world.members;
    const search = async (q: string) =>
      pageOf(await api.byCategory(catAdmin2.auth, paging, `?q=${encodeURIComponent(q)}&take=100`));
    expect((await search("PAGED REQUEST 2")).serviceRequests.map((row) => row.serviceRequestTitle).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `Paged request ${20 + index}`),
    );
    const target = seeded[15]!;
    expect(ids((await search(target.ticketNumber.toLowerCase())).serviceRequests)).toEqual([target.id]);
    expect(ids((await search(target.ticketNumber.slice(-6))).serviceRequests)).toEqual([target.id]);
    expect((await search("%")).serviceRequests.map((row) => row.serviceRequestTitle)).toEqual(["100% broken_screen"]);
    expect((await search("_")).serviceRequests.map((row) => row.serviceRequestTitle)).toEqual(["100% broken_screen"]);
    const none = await search("no such thing");
    expect(none).toEqual({ serviceRequests: [], nextCursor: null, counts: { "0": 0, "1": 0, "2": 0, "10": 0 } });
    expect((await search("broken")).counts).toEqual({ "0": 1, "1": 0, "2": 0, "10": 0 });
  });

  it("refuses bad paging parameters with 400 naming the parameter", async () => {
    const { admin } = world.members;
    for (const [query, field] of [
      ["?take=0", "take"],
      ["?take=101", "take"],
      ["?take=abc", "take"],
      ["?status=3", "status"],
      ["?status=open", "status"],
      ["?cursor=not-a-cursor", "cursor"],
      [`?cursor=${Buffer.from("1.0").toString("base64url")}`, "cursor"],
      [`?q=${"x".repeat(101)}`, "q"],
    ] as const)
      expectError(await api.all(admin.auth, query), 400, `query.${field}`);
    expectError(await api.mine(admin.auth, "?view=everything"), 400, "query.view");
  });
});
