// Ticket numbers under load: 50 requests raised at the same moment get 50 distinct, consecutive
// numbers and 50 rows; two categories created at once with the same name: one wins.
import { api, newRequest, requestOf } from "./api";
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
});
