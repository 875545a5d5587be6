// Status 10 (Duplicate): the original's ticket number is required and must name another request
// of the same category; both requests link to each other and the thread names the original.
import { api, newRequest, requestOf, type TServiceRequestReply } from "./api";
import { describeOnPostgres, untilSettledOrWaiting } from "../helpers/test-db";
import { expectError, footprint, setupTestWorld, type TReply } from "./helpers";

const { db, world } = setupTestWorld();

const raise = async (title: string, categoryId = world.categories.facilities, member = world.members.requester) =>
  requestOf(await api.create(member.auth, newRequest(categoryId, title)));
const remarkOf = (reply: { body: unknown }) =>
  (reply.body as { serviceRequestRemark: TServiceRequestReply }).serviceRequestRemark;
const get = async (id: number) =>
  ((await api.one(world.members.admin.auth, id)).body as { serviceRequest: TServiceRequestReply }).serviceRequest;
/** `by` marks `request` Duplicate of `original`. */
const markDuplicate = (
  by: { auth: Parameters<typeof api.setStatus>[0] },
  request: TServiceRequestReply,
  original: TServiceRequestReply,
  statusRemark = "Same problem.",
) =>
  api.setStatus(by.auth, {
    serviceRequestId: request.serviceRequestId,
    serviceRequestStatus: 10,
    statusRemark,
    duplicateOf: original.serviceTicketNumber,
  });

describe("marking a request Duplicate", () => {
  it("links both ways, names the original in the thread, and unlinks when the status changes again", async () => {
    const { catAdmin, requester, requester2 } = world.members;
    const original = await raise("Projector broken", world.categories.facilities, requester2);
    const copy = await raise("Projector broken again");

    const marked = await api.setStatus(catAdmin.auth, {
      serviceRequestId: copy.serviceRequestId,
      serviceRequestStatus: 10,
      statusRemark: "Same projector; we follow it there.",
      duplicateOf: ` ${original.serviceTicketNumber.toLowerCase()} `,
    });
    expect(marked.status).toBe(200);
    const duplicate = remarkOf(marked);
    expect(duplicate.serviceRequestStatus).toBe(10);
    expect(duplicate.statusRemark).toBe("Same projector; we follow it there.");
    expect(duplicate.duplicateOf).toEqual({
      serviceRequestId: original.serviceRequestId,
      serviceTicketNumber: original.serviceTicketNumber,
    });
    expect(duplicate.resolvedAt).toBeNull();
    expect(duplicate.serviceActions[0]).toEqual(
      expect.objectContaining({
        actionStatus: 10,
        serviceRemark: `Marked as a duplicate of ${original.serviceTicketNumber}. Same projector; we follow it there.`,
      }),
    );
    expect((await get(original.serviceRequestId)).duplicates).toEqual([
      { serviceRequestId: copy.serviceRequestId, serviceTicketNumber: copy.serviceTicketNumber },
    ]);
    // The requester sees the pointer in their own thread, but not the other member's original.
    const own = (await api.one(requester.auth, copy.serviceTicketNumber)).body as { serviceRequest: TServiceRequestReply };
    expect(own.serviceRequest.duplicateOf?.serviceTicketNumber).toBe(original.serviceTicketNumber);
    expect((await api.one(requester.auth, original.serviceTicketNumber)).status).toBe(404);

    const reopened = remarkOf(
      await api.setStatus(catAdmin.auth, {
        serviceRequestId: copy.serviceRequestId,
        serviceRequestStatus: 1,
        statusRemark: "Not the same after all.",
      }),
    );
    expect(reopened.duplicateOf).toBeNull();
    expect((await get(original.serviceRequestId)).duplicates).toEqual([]);
  });

  it("refuses without an original, with an unknown one, itself, another category's or a duplicate (400), writing nothing", async () => {
    const { catAdmin, admin } = world.members;
    const request = await raise("Door lock");
    const other = await raise("Door bell");
    const elsewhere = await raise("Invoice", world.categories.finance);
    const alreadyDuplicate = await raise("Door bell again");
    expect(
      (
        await api.setStatus(catAdmin.auth, {
          serviceRequestId: alreadyDuplicate.serviceRequestId,
          serviceRequestStatus: 10,
          statusRemark: "dup",
          duplicateOf: other.serviceTicketNumber,
        })
      ).status,
    ).toBe(200);

    const attempt = async (duplicateOf: string | undefined, message: string) => {
      const before = await footprint(db().prisma, world);
      const reply = await api.setStatus(admin.auth, {
        serviceRequestId: request.serviceRequestId,
        serviceRequestStatus: 10,
        statusRemark: "dup",
        duplicateOf,
      });
      const body = expectError(reply, 400, "duplicateOf");
      expect(body.message).toBe(`duplicateOf: ${message}`);
      expect(await footprint(db().prisma, world)).toEqual(before);
    };
    await attempt(undefined, "is required for status 10 (Duplicate): the original's ticket number");
    await attempt("", "is required for status 10 (Duplicate): the original's ticket number");
    await attempt("42", "must be a ticket number such as SR-2026-000042");
    await attempt("SR-1999-000001", "SR-1999-000001 is not another request in this category");
    await attempt(request.serviceTicketNumber, `${request.serviceTicketNumber} is not another request in this category`);
    await attempt(elsewhere.serviceTicketNumber, `${elsewhere.serviceTicketNumber} is not another request in this category`);
    await attempt(
      alreadyDuplicate.serviceTicketNumber,
      `${alreadyDuplicate.serviceTicketNumber} is itself marked Duplicate: give ${other.serviceTicketNumber} instead`,
    );
  });

  it("may be re-pointed to another original; the same original twice is refused (409)", async () => {
    const { catAdmin } = world.members;
    const first = await raise("Heating A");
    const second = await raise("Heating B");
    const copy = await raise("Heating C");
    const mark = (duplicateOf: string) =>
      api.setStatus(catAdmin.auth, {
        serviceRequestId: copy.serviceRequestId,
        serviceRequestStatus: 10,
        statusRemark: "dup",
        duplicateOf,
      });
    expect((await mark(first.serviceTicketNumber)).status).toBe(200);
    expectError(await mark(first.serviceTicketNumber), 409);
    const moved = remarkOf(await mark(second.serviceTicketNumber));
    expect(moved.duplicateOf?.serviceTicketNumber).toBe(second.serviceTicketNumber);
    expect((await get(first.serviceRequestId)).duplicates).toEqual([]);
    expect((await get(second.serviceRequestId)).duplicates.map((link) => link.serviceRequestId)).toEqual([copy.serviceRequestId]);
  });
});

describe("a request that has duplicates", () => {
  it("cannot be marked Duplicate itself (400 on duplicateOf, writing nothing) until they point elsewhere: no chains", async () => {
    const { catAdmin } = world.members;
    const [first, second, third, target] = [
      await raise("Wi-Fi A"),
      await raise("Wi-Fi B"),
      await raise("Wi-Fi C"),
      await raise("Wi-Fi D"),
    ];
    const mark = (request: TServiceRequestReply, original: TServiceRequestReply) =>
      markDuplicate(catAdmin, request, original, "Same network.");
    expect((await mark(second, first)).status).toBe(200);
    expect((await mark(third, first)).status).toBe(200);

    const before = await footprint(db().prisma, world);
    const body = expectError(await mark(first, target), 400, "duplicateOf");
    expect(body.message).toBe(
      `duplicateOf: ${first.serviceTicketNumber} has duplicates of its own (${second.serviceTicketNumber}, ${third.serviceTicketNumber}): mark them Duplicate of ${target.serviceTicketNumber} first`,
    );
    expect(await footprint(db().prisma, world)).toEqual(before);
    expect((await get(first.serviceRequestId)).serviceRequestStatus).toBe(1);

    // Once its duplicates follow the target, it may follow it too.
    expect((await mark(second, target)).status).toBe(200);
    expect((await mark(third, target)).status).toBe(200);
    expect((await mark(first, target)).status).toBe(200);
    expect((await get(target.serviceRequestId)).duplicates.map((link) => link.serviceRequestId).sort()).toEqual(
      [first, second, third].map((request) => request.serviceRequestId).sort(),
    );
  });
});

// On PGlite transactions run one at a time: the two markings below cannot overlap there.
describeOnPostgres("B marked Duplicate of A while A is marked Duplicate of C", () => {
  it("one marking wins, the other is refused (400 has duplicates, or 409 changed meanwhile): never a chain", async () => {
    const { prisma } = db();
    const { catAdmin, catAdmin2 } = world.members;
    for (let round = 0; round < 6; round += 1) {
      const [a, b, c] = [await raise(`Chain ${round} A`), await raise(`Chain ${round} B`), await raise(`Chain ${round} C`)];
      const ids = [a, b, c].map((request) => request.serviceRequestId);
      // All three rows held until both markings wait for them: both are past their checks outside
      // the transaction, whatever the machine's load.
      let markings: Promise<TReply[]> | undefined;
      await prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT "id" FROM "ServiceRequest" WHERE "id" IN (${ids[0]}, ${ids[1]}, ${ids[2]}) FOR UPDATE`;
          markings = Promise.all([markDuplicate(catAdmin, b, a), markDuplicate(catAdmin2, a, c)]);
          await untilSettledOrWaiting(prisma, markings, 2);
        },
        { timeout: 20_000 },
      );
      const replies = await markings!;
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
      const refused = replies.find((reply) => reply.status !== 200)!;
      expect([400, 409]).toContain(refused.status);
      const rows = await prisma.serviceRequest.findMany({
        where: { id: { in: ids } },
        select: { id: true, status: true, duplicateOfId: true },
      });
      // Every Duplicate points to a request that is not one.
      for (const row of rows.filter((entry) => entry.status === 10))
        expect(rows.find((entry) => entry.id === row.duplicateOfId)?.status).not.toBe(10);
    }
  });
});

// On PGlite transactions run one at a time: the two markings below cannot overlap there.
describeOnPostgres("two requests marked Duplicate of each other at once", () => {
  it("one marking wins, the other is 409 (changed meanwhile): never a cycle", async () => {
    const { prisma } = db();
    const { catAdmin, catAdmin2 } = world.members;
    const transaction = { timeout: 20_000 };
    const countsTrigger = (action: "ENABLE" | "DISABLE") =>
      prisma.$executeRawUnsafe(`ALTER TABLE "ServiceRequest" ${action} TRIGGER "ServiceRequest_counts_update"`);
    const race = async (name: string) => {
      for (let round = 0; round < 6; round += 1) {
        const first = await raise(`${name} ${round} A`);
        const second = await raise(`${name} ${round} B`);
        // Both rows held (as by a reply being written to each) until both markings wait for them:
        // both are then past their checks outside the transaction, whatever the machine's load.
        let markings: Promise<TReply[]> | undefined;
        await prisma.$transaction(async (tx) => {
          await tx.$queryRaw`SELECT "id" FROM "ServiceRequest" WHERE "id" IN (${first.serviceRequestId}, ${second.serviceRequestId}) FOR UPDATE`;
          markings = Promise.all([markDuplicate(catAdmin, first, second), markDuplicate(catAdmin2, second, first)]);
          await untilSettledOrWaiting(prisma, markings, 2);
        }, transaction);
        const replies = await markings!;
        expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
        const lost = replies.find((reply) => reply.status === 409);
        expect(lost?.body).toEqual(
          expect.objectContaining({ message: "This request was changed by someone else meanwhile. Reload it and try again." }),
        );
        const rows = await prisma.serviceRequest.findMany({
          where: { id: { in: [first.serviceRequestId, second.serviceRequestId] } },
          select: { id: true, status: true, duplicateOfId: true },
        });
        const duplicates = rows.filter((row) => row.status === 10);
        expect(duplicates).toHaveLength(1);
        expect(rows.find((row) => row.id === duplicates[0]!.duplicateOfId)).toEqual(
          expect.objectContaining({ status: 1, duplicateOfId: null }),
        );
      }
    };
    await race("Race");
    // The status counters' trigger makes the two markings queue on one counter row (Duplicate in
    // this category); the marking must not depend on that, so the race runs again without it.
    await countsTrigger("DISABLE");
    try {
      await race("Race without counters");
    } finally {
      await countsTrigger("ENABLE");
    }
  });
});
