// Notifications through a real SMTP server (smtp-server): a new request reaches its category's
// admins; a reply or status change the requester and the category's admins, never the author;
// a failing mail server never fails the request.
import { startSmtpServer } from "../helpers/smtp-server";
import { setupTestDb } from "../helpers/test-db";
import { api, newRequest, requestOf } from "./api";
import { createWorld, removeWorld, settleNotifications, type TWorld } from "./helpers";

const db = setupTestDb();
let world: TWorld;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

/** A mail server for the notifications, named in SMTP_URL. */
const startSmtp = async (options?: Parameters<typeof startSmtpServer>[0]) => {
  smtp = await startSmtpServer(options);
  process.env.SMTP_URL = smtp.url;
};

beforeAll(async () => {
  world = await createWorld(db().prisma);
  await startSmtp();
});
// Mail goes out in the background: let it finish while the database is still open.
afterEach(settleNotifications);
afterAll(async () => {
  await removeWorld(world);
  await smtp.close();
  delete process.env.SMTP_URL;
});

/** Addresses that got mail since the last call, and the messages. */
const delivered = async () => {
  await settleNotifications();
  const batch = smtp.received.splice(0);
  return { to: batch.flatMap((mail) => mail.to).sort(), mails: batch };
};

describe("notifications", () => {
  it("new request -> the category's admins; replies and status changes -> requester and admins, except the author", async () => {
    const { requester, catAdmin, catAdmin2, admin } = world.members;
    await delivered();
    const request = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Leaking tap")));
    const created = await delivered();
    expect(created.to).toEqual([catAdmin.email, catAdmin2.email].sort());
    expect(created.mails[0]!.raw).toContain(`Subject: [${request.serviceTicketNumber}] New service request: Leaking tap`);
    expect(created.mails[0]!.raw).toContain("It shows no picture.");

    const id = request.serviceRequestId;
    expect((await api.reply(catAdmin.auth, { serviceRequestId: id, serviceRemark: "Plumber comes Monday." })).status).toBe(200);
    const reply = await delivered();
    expect(reply.to).toEqual([requester.email, catAdmin2.email].sort());
    expect(reply.mails[0]!.raw).toContain(`Subject: [${request.serviceTicketNumber}] New reply: Leaking tap`);
    expect(reply.mails[0]!.raw).toContain("Plumber comes Monday.");

    expect((await api.reply(requester.auth, { serviceRequestId: id, serviceRemark: "Thank you" })).status).toBe(200);
    expect((await delivered()).to).toEqual([catAdmin.email, catAdmin2.email].sort());

    expect(
      (await api.setStatus(admin.auth, { serviceRequestId: id, serviceRequestStatus: 2, statusRemark: "Tap replaced." })).status,
    ).toBe(200);
    const status = await delivered();
    expect(status.to).toEqual([requester.email, catAdmin.email, catAdmin2.email].sort());
    expect(status.mails[0]!.raw).toContain(`Subject: [${request.serviceTicketNumber}] Resolved: Leaking tap`);
    expect(status.mails[0]!.raw).toContain("Tap replaced.");
    expect(await db().prisma.mailOutbox.count({ where: { status: "sent" } })).toBe(9);
  });

  it("a Duplicate notice points the requester to the original ticket", async () => {
    const { requester, requester2, catAdmin } = world.members;
    const original = requestOf(await api.create(requester2.auth, newRequest(world.categories.facilities, "Broken window")));
    const copy = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Window broken")));
    await delivered();
    const reply = await api.setStatus(catAdmin.auth, {
      serviceRequestId: copy.serviceRequestId,
      serviceRequestStatus: 10,
      statusRemark: "Already reported.",
      duplicateOf: original.serviceTicketNumber,
    });
    expect(reply.status).toBe(200);
    const { mails } = await delivered();
    const toRequester = mails.find((mail) => mail.to.includes(requester.email))!;
    expect(toRequester.raw).toContain(`Subject: [${copy.serviceTicketNumber}] Duplicate: Window broken`);
    expect(toRequester.raw).toContain(`It duplicates ${original.serviceTicketNumber}`);
    expect(mails.some((mail) => mail.to.includes(requester2.email))).toBe(false);
  });

  it("mails no category admin whose access was taken away (un-approved), nor an un-approved requester", async () => {
    const { requester, catAdmin, catAdmin2 } = world.members;
    const { prisma } = db();
    await delivered();
    await prisma.member.update({ where: { id: catAdmin2.id }, data: { isApproved: false } });
    try {
      const request = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Door lock stuck")));
      expect((await delivered()).to).toEqual([catAdmin.email]);
      await prisma.member.update({ where: { id: requester.id }, data: { isApproved: false } });
      const reply = await api.reply(catAdmin.auth, { serviceRequestId: request.serviceRequestId, serviceRemark: "Oiled it." });
      expect(reply.status).toBe(200);
      expect((await delivered()).to).toEqual([]);
    } finally {
      await prisma.member.updateMany({ where: { id: { in: [catAdmin2.id, requester.id] } }, data: { isApproved: true } });
    }
  });

  it("skips members without an address; a refusing mail server does not fail the request", async () => {
    const { requester, catAdmin, catAdmin2 } = world.members;
    const { prisma } = db();
    await prisma.member.update({ where: { id: catAdmin2.id }, data: { officeEmail: null } });
    await delivered();
    const request = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Lights flicker")));
    expect((await delivered()).to).toEqual([catAdmin.email]);

    await smtp.close();
    await startSmtp({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 })),
    });
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const reply = await api.reply(catAdmin.auth, {
        serviceRequestId: request.serviceRequestId,
        serviceRemark: "Electrician booked.",
      });
      expect(reply.status).toBe(200);
      await settleNotifications();
      const row = await prisma.mailOutbox.findFirstOrThrow({ where: { to: requester.email }, orderBy: { id: "desc" } });
      expect(row).toEqual(
        expect.objectContaining({ status: "failed", subject: `[${request.serviceTicketNumber}] New reply: Lights flicker` }),
      );
    } finally {
      consoleError.mockRestore();
    }
  });
});
