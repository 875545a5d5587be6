// A status change sent from a stale screen: `fromStatus` is the status the screen showed. Two
// admins see a request Open; the first resolves it, the second (still seeing Open) closes it. The
// second is refused (409) even though Resolved -> Closed is allowed, so the first's remark stays
// and the requester is mailed once. For a Duplicate, `fromDuplicateOf` is the original it showed.
import { api, newRequest, requestOf, type TServiceRequestReply } from "./api";
import { expectError, footprint, settleNotifications, setupTestWorld, type TAuth } from "./helpers";

const { db, world } = setupTestWorld();

const read = async (auth: TAuth, id: number) =>
  ((await api.one(auth, id)).body as { serviceRequest: TServiceRequestReply }).serviceRequest;

const raise = async (title: string) =>
  requestOf(await api.create(world.members.requester.auth, newRequest(world.categories.facilities, title)));

/** A Duplicate of the first of two originals, as both admins' screens show it; the second to re-point it to. */
const duplicateOfFirst = async (title: string) => {
  const [first, second, copy] = [await raise(`${title} 1`), await raise(`${title} 2`), await raise(`${title} again`)];
  const marked = await api.setStatus(world.members.catAdmin.auth, {
    serviceRequestId: copy.serviceRequestId,
    serviceRequestStatus: 10,
    fromStatus: 1,
    statusRemark: "Same fault.",
    duplicateOf: first.serviceTicketNumber,
  });
  expect(marked.status).toBe(200);
  return { first: first.serviceTicketNumber, second: second.serviceTicketNumber, id: copy.serviceRequestId };
};

/** Status mails about the ticket (its subject starts "[SR-...] <status label>:"), to each address. */
const statusMails = async (ticket: string) => {
  await settleNotifications();
  const rows = await db().prisma.mailOutbox.findMany({
    where: { subject: { startsWith: `[${ticket}] ` } },
    select: { to: true, subject: true },
  });
  return rows.filter((row) => /^\[[^\]]+\] (Open|Closed|Resolved|Duplicate):/.test(row.subject));
};

describe("fromStatus: the status the screen showed", () => {
  it("a change made from a stale screen is 409, leaving the first change, its remark and its mail alone", async () => {
    const { requester, catAdmin, catAdmin2 } = world.members;
    const request = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Lift stuck")));
    const id = request.serviceRequestId;
    // Both admins have the request on screen, Open.
    expect((await read(catAdmin.auth, id)).serviceRequestStatus).toBe(1);
    expect((await read(catAdmin2.auth, id)).serviceRequestStatus).toBe(1);

    const first = await api.setStatus(catAdmin.auth, {
      serviceRequestId: id,
      serviceRequestStatus: 2,
      fromStatus: 1,
      statusRemark: "Lift engineer fixed the door sensor.",
    });
    expect(first.status).toBe(200);
    const before = await footprint(db().prisma, world);

    const stale = await api.setStatusForm(catAdmin2.auth, {
      serviceRequestId: id,
      serviceRequestStatus: 0,
      fromStatus: "1",
      statusRemark: "Closing: nobody answered.",
    });
    expect(expectError(stale, 409).message).toBe("This request was changed by someone else meanwhile. Reload it and try again.");
    expect(await footprint(db().prisma, world)).toEqual(before);

    const now = await read(catAdmin.auth, id);
    expect(now.serviceRequestStatus).toBe(2);
    expect(now.statusRemark).toBe("Lift engineer fixed the door sensor.");
    expect(now.serviceActions.filter((action) => action.actionStatus !== null && action.actionStatus !== undefined)).toHaveLength(
      1,
    );
    const mails = await statusMails(request.serviceTicketNumber);
    expect(mails.filter((mail) => mail.to === requester.email).map((mail) => mail.subject)).toEqual([
      `[${request.serviceTicketNumber}] Resolved: Lift stuck`,
    ]);
    expect(mails.every((mail) => mail.subject.includes("Resolved:"))).toBe(true);

    // The screen that shows Resolved now may close it.
    const fresh = await api.setStatus(catAdmin2.auth, {
      serviceRequestId: id,
      serviceRequestStatus: 0,
      fromStatus: 2,
      statusRemark: "Closing after the fix.",
    });
    expect(fresh.status).toBe(200);
  });

  it("a Duplicate re-pointed meanwhile: a change from the screen that showed the old original is 409", async () => {
    const { catAdmin, catAdmin2 } = world.members;
    const { first, second, id } = await duplicateOfFirst("Water cooler leaks");
    // catAdmin re-points it; catAdmin2's screen still shows "Duplicate of" the first.
    const repointed = await api.setStatus(catAdmin.auth, {
      serviceRequestId: id,
      serviceRequestStatus: 10,
      fromStatus: 10,
      fromDuplicateOf: first,
      statusRemark: "The second one is the same cooler.",
      duplicateOf: second,
    });
    expect(repointed.status).toBe(200);
    const before = await footprint(db().prisma, world);

    for (const status of [1, 0]) {
      const stale = await api.setStatusForm(catAdmin2.auth, {
        serviceRequestId: id,
        serviceRequestStatus: status,
        fromStatus: "10",
        fromDuplicateOf: first.toLowerCase(),
        statusRemark: "Not the same cooler after all.",
      });
      expect(expectError(stale, 409).message).toBe(
        "This request was changed by someone else meanwhile. Reload it and try again.",
      );
    }
    expect(await footprint(db().prisma, world)).toEqual(before);
    expect((await read(catAdmin.auth, id)).duplicateOf?.serviceTicketNumber).toBe(second);

    // The reloaded screen (showing the second) may, and so may a legacy client that sends neither.
    const fresh = await api.setStatus(catAdmin2.auth, {
      serviceRequestId: id,
      serviceRequestStatus: 1,
      fromStatus: 10,
      fromDuplicateOf: ` ${second} `,
      statusRemark: "Not the same cooler after all.",
    });
    expect(fresh.status).toBe(200);
    const legacy = await api.setStatus(catAdmin2.auth, {
      serviceRequestId: id,
      serviceRequestStatus: 10,
      statusRemark: "Same after all.",
      duplicateOf: first,
    });
    expect(legacy.status).toBe(200);
  });

  it("two changes from the same Duplicate screen at once: one wins, the other is 409", async () => {
    const { catAdmin, catAdmin2 } = world.members;
    const { first, second, id } = await duplicateOfFirst("Door handle loose");
    const shown = { serviceRequestId: id, fromStatus: 10, fromDuplicateOf: first };
    const replies = await Promise.all([
      api.setStatus(catAdmin.auth, { ...shown, serviceRequestStatus: 10, statusRemark: "Re-pointed.", duplicateOf: second }),
      api.setStatus(catAdmin2.auth, { ...shown, serviceRequestStatus: 0, statusRemark: "Closed." }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const now = await read(catAdmin.auth, id);
    expect(now.serviceActions.filter((action) => action.actionStatus !== null && action.actionStatus !== undefined)).toHaveLength(
      2,
    );
  });

  it("is optional (legacy clients), and checked like the status: 0, 1, 2 or 10", async () => {
    const { requester, catAdmin } = world.members;
    const request = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Fan noisy")));
    const id = request.serviceRequestId;
    for (const fromStatus of [3, "open", 1.5]) {
      const before = await footprint(db().prisma, world);
      const body = expectError(
        await api.setStatus(catAdmin.auth, { serviceRequestId: id, serviceRequestStatus: 2, fromStatus, statusRemark: "x" }),
        400,
        "fromStatus",
      );
      expect(body.message).toBe("fromStatus: must be 0, 1, 2 or 10");
      expect(await footprint(db().prisma, world)).toEqual(before);
    }
    for (const fromStatus of [undefined, null, ""]) {
      const reply = await api.setStatus(catAdmin.auth, {
        serviceRequestId: id,
        serviceRequestStatus: fromStatus === undefined ? 2 : fromStatus === null ? 0 : 1,
        fromStatus,
        statusRemark: "legacy",
      });
      expect(reply.status).toBe(200);
    }
  });

  it("fromDuplicateOf must be a ticket number and goes only with fromStatus 10", async () => {
    const { catAdmin } = world.members;
    const { first, id } = await duplicateOfFirst("Window jammed");
    const cases: [unknown, unknown, string][] = [
      [10, "SR-12", "fromDuplicateOf: must be a ticket number such as SR-2026-000042"],
      [10, 42, "fromDuplicateOf: must be a ticket number"],
      [1, first, "fromDuplicateOf: goes only with fromStatus 10 (Duplicate)"],
      [undefined, first, "fromDuplicateOf: goes only with fromStatus 10 (Duplicate)"],
    ];
    for (const [fromStatus, fromDuplicateOf, message] of cases) {
      const before = await footprint(db().prisma, world);
      const reply = await api.setStatus(catAdmin.auth, {
        serviceRequestId: id,
        serviceRequestStatus: 1,
        fromStatus,
        fromDuplicateOf,
        statusRemark: "x",
      });
      expect(expectError(reply, 400, "fromDuplicateOf").message).toBe(message);
      expect(await footprint(db().prisma, world)).toEqual(before);
    }
  });
});
