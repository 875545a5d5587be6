// Notifications through a real SMTP server (smtp-server): a new request reaches its category's
// admins; a reply or status change the requester and the category's admins, never the author;
// a failing mail server never fails the request.
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { setupTestDb } from "../helpers/test-db";
import { api, newRequest, requestOf } from "./api";
import { createWorld, removeWorld, settleNotifications, type TWorld } from "./helpers";

const db = setupTestDb();
let world: TWorld;

type TReceived = { to: string[]; raw: string };
let received: TReceived[] = [];
let server: SMTPServer;

const startSmtp = async (options: Partial<SMTPServerOptions> = {}) => {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((entry) => entry.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return smtp;
};
const stop = (smtp: SMTPServer) => new Promise<void>((resolve) => smtp.close(() => resolve()));

beforeAll(async () => {
  world = await createWorld(db().prisma);
  server = await startSmtp();
});
// Mail goes out in the background: let it finish while the database is still open.
afterEach(settleNotifications);
afterAll(async () => {
  await removeWorld(world);
  await stop(server);
  delete process.env.SMTP_URL;
});

/** Addresses that got mail since the last call, and the messages. */
const delivered = async () => {
  await settleNotifications();
  const batch = received;
  received = [];
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

  it("skips members without an address; a refusing mail server does not fail the request", async () => {
    const { requester, catAdmin, catAdmin2 } = world.members;
    const { prisma } = db();
    await prisma.member.update({ where: { id: catAdmin2.id }, data: { officeEmail: null } });
    await delivered();
    const request = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Lights flicker")));
    expect((await delivered()).to).toEqual([catAdmin.email]);

    await stop(server);
    server = await startSmtp({
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
