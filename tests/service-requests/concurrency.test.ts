// Ticket numbers under load: 50 requests raised at the same moment get 50 distinct, consecutive
// numbers and 50 rows; two categories created at once with the same name: one wins; the
// per-status counters stay exact under concurrent creates and status changes.
import { api, newRequest, pageOf, requestOf } from "./api";
import { setupTestWorld } from "./helpers";

const { db, world } = setupTestWorld();

describe("concurrency", () => {
  it("50 requests created at once get 50 distinct ticket numbers, none lost", async () => {
    const { requester, requester2 } = world.members;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        api.create(index % 2 ? requester.auth : requester2.auth, newRequest(world.categories.facilities, `Burst ${index}`)),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    const tickets = replies.map((reply) => requestOf(reply).serviceTicketNumber);
    expect(new Set(tickets).size).toBe(50);
    const numbers = tickets.map((ticket) => Number(ticket.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => numbers[0]! + index));

    const { prisma } = db();
    const rows = await prisma.serviceRequest.findMany({
      where: { title: { startsWith: "Burst " } },
      select: { ticketNumber: true, _count: { select: { actions: true } } },
    });
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.ticketNumber))).toEqual(new Set(tickets));
    expect(rows.every((row) => row._count.actions === 1)).toBe(true);
    const sequence = await prisma.ticketSequence.findUniqueOrThrow({ where: { year: new Date().getUTCFullYear() } });
    expect(sequence.lastValue).toBe(numbers.at(-1));
  });

  it("categories created at once whose names differ only in case and spaces: one 200, the rest 409", async () => {
    const { admin, nex } = world.members;
    const names = ["Event Tickets", "  event   TICKETS ", "EVENT TICKETS", "event tickets", "Event\tTickets", " Event Tickets"];
    const replies = await Promise.all(
      names.map((name, index) => api.createCategory((index % 2 ? nex : admin).auth, { categoryShortName: name })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const reply of replies.filter((entry) => entry.status === 409))
      expect(reply.body).toEqual(expect.objectContaining({ message: "Category Name Already Exists" }));
    expect(await db().prisma.serviceCategory.count({ where: { nameKey: "event tickets" } })).toBe(1);
  });

  it("the per-status counters stay exact under concurrent creates and status changes (no deadlock, nothing lost)", async () => {
    const { prisma } = db();
    const { requester, requester2, catAdmin, catAdmin2, otherCatAdmin, admin } = world.members;
    const { facilities, finance } = world.categories;
    const existing = await prisma.serviceRequest.findMany({ select: { id: true, categoryId: true }, orderBy: { id: "asc" } });
    const moves = existing.slice(0, 30).flatMap((row, index) => {
      const by = row.categoryId === facilities ? (index % 2 ? catAdmin : catAdmin2) : admin;
      // Two changes race on every third request: one wins, the other is 409 (changed meanwhile or repeated).
      const statuses = index % 3 === 0 ? [2, 0] : [[2, 0, 1][index % 3]!];
      return statuses.map(
        (status) => () =>
          api.setStatus(by.auth, { serviceRequestId: row.id, serviceRequestStatus: status, statusRemark: `to ${status}` }),
      );
    });
    const creates = Array.from(
      { length: 30 },
      (_, index) => () =>
        api.create(
          index % 2 ? requester.auth : requester2.auth,
          newRequest(index % 3 ? facilities : finance, `Counted ${index}`),
        ),
    );
    const calls = moves.flatMap((move, index) => [move, creates[index]].filter(Boolean)) as (() => Promise<{ status: number }>)[];
    const replies = await Promise.all(calls.map((call) => call()));
    expect(replies.filter((reply) => ![200, 409].includes(reply.status))).toEqual([]);
    expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThanOrEqual(30 + 20);

    const rows = await prisma.$queryRawUnsafe<{ kind: string; id: number; status: number; n: number }[]>(`
      SELECT 'requester' AS kind, "requesterId" AS id, "status", count(*)::int AS n FROM "ServiceRequest" GROUP BY 2, 3
      UNION ALL SELECT 'category', "categoryId", "status", count(*)::int FROM "ServiceRequest" GROUP BY 2, 3`);
    const truth = Object.fromEntries(rows.map((row) => [`${row.kind}:${row.id}:${row.status}`, row.n]));
    const counters = (await prisma.serviceRequestCount.findMany()).filter((row) => row.count !== 0);
    expect(Object.fromEntries(counters.map((row) => [`${row.scopeKind}:${row.scopeId}:${row.status}`, row.count]))).toEqual(
      truth,
    );

    const countsOf = (kind: string, id: number) =>
      Object.fromEntries(["1", "0", "2", "10"].map((status) => [status, truth[`${kind}:${id}:${status}`] ?? 0]));
    expect(pageOf(await api.mine(requester.auth, "?view=own")).counts).toEqual(countsOf("requester", requester.id));
    expect(pageOf(await api.byCategory(otherCatAdmin.auth, finance, "?take=1")).counts).toEqual(countsOf("category", finance));
    expect(pageOf(await api.mine(catAdmin.auth, "?view=admin")).counts).toEqual(countsOf("category", facilities));
  });
});
