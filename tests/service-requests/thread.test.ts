// Replies (createnewserviceaction) and status changes (createservicerequestremark): who may, the
// thread as audit trail, Open-only replies, firstResponseAt / resolvedAt, and refusals that write nothing.
import { api, newRequest, requestOf, type TServiceActionReply, type TServiceRequestReply } from "./api";
import { expectError, filePart, footprint, jpeg, png, type TMember, setupTestWorld } from "./helpers";

const { db, world } = setupTestWorld();

const raise = async (member: TMember = world.members.requester, categoryId = world.categories.facilities) => {
  const reply = await api.create(member.auth, newRequest(categoryId));
  expect(reply.status).toBe(200);
  return requestOf(reply);
};
const actionOf = (reply: { body: unknown }) =>
  (reply.body as { status: number; serviceAction: TServiceActionReply }).serviceAction;
const remarkOf = (reply: { body: unknown }) =>
  (reply.body as { serviceRequestRemark: TServiceRequestReply }).serviceRequestRemark;
const thread = async (id: number) =>
  (await api.one(world.members.admin.auth, id)).body as { serviceRequest: TServiceRequestReply };

describe("POST /api/servicerequest/createnewserviceaction (reply)", () => {
  it("the requester, a category admin and Admin reply; each reply goes on top; an admin's first reply sets firstResponseAt", async () => {
    const { requester, catAdmin, admin } = world.members;
    const request = await raise();
    const own = await api.reply(requester.auth, { serviceRequestId: request.serviceRequestId, serviceRemark: "Also no sound." });
    expect(own.status).toBe(200);
    expect((own.body as { status: number }).status).toBe(1);
    expect((await thread(request.serviceRequestId)).serviceRequest.firstResponseAt).toBeNull();

    const byAdmin = await api.reply(
      catAdmin.auth,
      { serviceRequestId: String(request.serviceRequestId), serviceRemark: "Checking the cable." },
      [filePart("files", png(600), "cable.png")],
    );
    expect(byAdmin.status).toBe(200);
    const action = actionOf(byAdmin);
    expect(action).toEqual({
      serviceActionId: expect.any(Number),
      serviceRequestId: request.serviceRequestId,
      year: request.year,
      serviceRemark: "Checking the cable.",
      serviceActionFileNames: expect.stringMatching(/^[0-9a-f]{32}-cable\.png$/),
      fileCount: 1,
      actionStatus: null,
      updatedOn: expect.any(String),
      updatedByDetails: { memberId: catAdmin.id, title: "Mx.", fullName: "Test catAdmin", rtTableNo: null },
    });
    expect(await api.file(requester.auth, action.serviceActionFileNames!)).toBe(200);
    expect(await api.file(world.members.other.auth, action.serviceActionFileNames!)).toBe(403);

    const byGlobalAdmin = await api.reply(
      admin.auth,
      { serviceRequestId: request.serviceRequestId, serviceRemark: "Replaced the projector." },
      [filePart("serviceActionFileNames", jpeg(700), "new.jpg", "image/jpeg")],
    );
    expect(byGlobalAdmin.status).toBe(200);

    const { serviceRequest } = await thread(request.serviceRequestId);
    expect(serviceRequest.serviceActions.map((entry) => entry.serviceRemark)).toEqual([
      "Replaced the projector.",
      "Checking the cable.",
      "Also no sound.",
      "It shows no picture.",
    ]);
    expect(serviceRequest.firstResponseAt).toBe(action.updatedOn);
    expect(serviceRequest.updatedOn).toBe(serviceRequest.serviceActions[0]!.updatedOn);
    expect(serviceRequest.serviceRequestStatus).toBe(1);
  });

  it("refuses, writing nothing: other members and admins of other categories (404), unknown id (404), no remark (400), bad file (400)", async () => {
    const { other, otherCatAdmin, requester, catAdmin } = world.members;
    const request = await raise();
    const attempt = async (
      member: TMember,
      json: unknown,
      status: number,
      field?: string,
      files = [filePart("files", png(500))],
    ) => {
      const before = await footprint(db().prisma, world);
      const body = expectError(await api.reply(member.auth, json, files), status, field);
      expect(await footprint(db().prisma, world)).toEqual(before);
      return body;
    };
    const foreign = await attempt(other, { serviceRequestId: request.serviceRequestId, serviceRemark: "Let me in" }, 404);
    expect(foreign.message).toBe("Service request not found");
    await attempt(otherCatAdmin, { serviceRequestId: request.serviceRequestId, serviceRemark: "Let me in" }, 404);
    await attempt(requester, { serviceRequestId: 99_999_999, serviceRemark: "Where?" }, 404);
    await attempt(requester, { serviceRequestId: request.serviceRequestId, serviceRemark: " " }, 400, "serviceRemark");
    await attempt(requester, { serviceRemark: "No id" }, 400, "serviceRequestId");
    await attempt(catAdmin, { serviceRequestId: request.serviceRequestId, serviceRemark: "A text file" }, 400, "files", [
      filePart("files", Buffer.from("just some text, not an image"), "notes.png"),
    ]);
    expectError(await api.reply(undefined, { serviceRequestId: request.serviceRequestId, serviceRemark: "x" }), 401);
  });

  it("is refused with 409 while the request is not Open, and accepted again once it is reopened", async () => {
    const { requester, catAdmin } = world.members;
    const request = await raise();
    const id = request.serviceRequestId;
    for (const status of [0, 2]) {
      expect(
        (
          await api.setStatus(catAdmin.auth, {
            serviceRequestId: id,
            serviceRequestStatus: status,
            statusRemark: `Set ${status}`,
          })
        ).status,
      ).toBe(200);
      const before = await footprint(db().prisma, world);
      for (const member of [requester, catAdmin]) {
        const body = expectError(
          await api.reply(member.auth, { serviceRequestId: id, serviceRemark: "Hello?" }, [filePart("files", png(400))]),
          409,
        );
        expect(body.message).toBe("This request is not open: replies are closed.");
      }
      expect(await footprint(db().prisma, world)).toEqual(before);
    }
    expect(
      (await api.setStatus(catAdmin.auth, { serviceRequestId: id, serviceRequestStatus: 1, statusRemark: "Reopened" })).status,
    ).toBe(200);
    expect((await api.reply(requester.auth, { serviceRequestId: id, serviceRemark: "Thanks for reopening" })).status).toBe(200);
  });
});

describe("POST /api/servicerequest/createservicerequestremark (status)", () => {
  it("a category admin sets Resolved, then Closed, then Open: every change an action; resolvedAt set, kept, cleared", async () => {
    const { requester, catAdmin, catAdmin2, admin } = world.members;
    const request = await raise();
    const id = request.serviceRequestId;

    const resolved = await api.setStatus(catAdmin.auth, {
      serviceRequestId: id,
      serviceRequestStatus: 2,
      statusRemark: "Cable replaced.",
    });
    expect(resolved.status).toBe(200);
    const afterResolve = remarkOf(resolved);
    expect(afterResolve).toEqual(
      expect.objectContaining({
        serviceRequestId: id,
        serviceRequestStatus: 2,
        statusRemark: "Cable replaced.",
        duplicateOf: null,
      }),
    );
    expect(afterResolve.serviceActions[0]).toEqual(
      expect.objectContaining({
        serviceRemark: "Cable replaced.",
        actionStatus: 2,
        updatedByDetails: expect.objectContaining({ memberId: catAdmin.id }),
      }),
    );
    expect(afterResolve.resolvedAt).toBe(afterResolve.serviceActions[0]!.updatedOn);
    expect(afterResolve.firstResponseAt).toBe(afterResolve.resolvedAt);

    const closed = remarkOf(
      await api.setStatusForm(catAdmin2.auth, { serviceRequestId: id, serviceRequestStatus: "0", statusRemark: "Closing." }),
    );
    expect(closed.serviceRequestStatus).toBe(0);
    expect(closed.resolvedAt).toBe(afterResolve.resolvedAt);
    expect(closed.firstResponseAt).toBe(afterResolve.firstResponseAt);

    const reopened = remarkOf(
      await api.setStatus(admin.auth, { serviceRequestId: id, serviceRequestStatus: 1, statusRemark: "Back again." }),
    );
    expect(reopened.serviceRequestStatus).toBe(1);
    expect(reopened.resolvedAt).toBeNull();
    expect(reopened.serviceActions.map((entry) => [entry.actionStatus, entry.serviceRemark])).toEqual([
      [1, "Back again."],
      [0, "Closing."],
      [2, "Cable replaced."],
      [null, "It shows no picture."],
    ]);

    const again = remarkOf(
      await api.setStatus(catAdmin.auth, { serviceRequestId: id, serviceRequestStatus: 2, statusRemark: "Fixed for good." }),
    );
    expect(again.resolvedAt).toBe(again.serviceActions[0]!.updatedOn);
    const mine = (await api.one(requester.auth, id)).body as { serviceRequest: TServiceRequestReply };
    expect(mine.serviceRequest.serviceActions).toHaveLength(5);
  });

  it("refuses, writing nothing: requester (403), others (404), missing remark or status (400), bad status (400), same status (409)", async () => {
    const { requester, other, otherCatAdmin, catAdmin } = world.members;
    const request = await raise();
    const id = request.serviceRequestId;
    const attempt = async (member: TMember, json: unknown, status: number, field?: string) => {
      const before = await footprint(db().prisma, world);
      const body = expectError(await api.setStatus(member.auth, json), status, field);
      expect(await footprint(db().prisma, world)).toEqual(before);
      return body;
    };
    const valid = { serviceRequestId: id, serviceRequestStatus: 2, statusRemark: "Done" };
    expect((await attempt(requester, valid, 403)).message).toBe("Only an admin of this category (or Admin) may do this");
    await attempt(other, valid, 404);
    await attempt(otherCatAdmin, valid, 404);
    await attempt(catAdmin, { ...valid, serviceRequestId: 99_999_999 }, 404);
    expect((await attempt(catAdmin, { ...valid, statusRemark: "" }, 400, "statusRemark")).message).toBe(
      "statusRemark: is required",
    );
    await attempt(catAdmin, { serviceRequestId: id, statusRemark: "x" }, 400, "serviceRequestStatus");
    await attempt(catAdmin, { ...valid, serviceRequestStatus: 3 }, 400, "serviceRequestStatus");
    await attempt(catAdmin, { ...valid, serviceRequestStatus: "open" }, 400, "serviceRequestStatus");
    expect((await attempt(catAdmin, { ...valid, serviceRequestStatus: 1 }, 409)).message).toBe("This request is already Open.");
    expectError(await api.setStatus(undefined, valid), 401);
  });
});

describe("a requester who administers the request's own category", () => {
  it("may change its status, and their own actions never count as a first response", async () => {
    const { catAdmin, catAdmin2 } = world.members;
    const request = await raise(catAdmin);
    expect(
      (await api.reply(catAdmin.auth, { serviceRequestId: request.serviceRequestId, serviceRemark: "Self note" })).status,
    ).toBe(200);
    const changed = remarkOf(
      await api.setStatus(catAdmin.auth, {
        serviceRequestId: request.serviceRequestId,
        serviceRequestStatus: 0,
        statusRemark: "Never mind",
      }),
    );
    expect(changed.firstResponseAt).toBeNull();
    expect(changed.resolvedAt).not.toBeNull();
    const reopened = remarkOf(
      await api.setStatus(catAdmin2.auth, {
        serviceRequestId: request.serviceRequestId,
        serviceRequestStatus: 1,
        statusRemark: "Let us look",
      }),
    );
    expect(reopened.firstResponseAt).toBe(reopened.serviceActions[0]!.updatedOn);
  });
});
