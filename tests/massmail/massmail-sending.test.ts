// Mass mail sent over its API against a real SMTP server: sending through the job queue, progress,
// recipients and the list, the unsubscribe link, and retry of failures. The audience and who may
// call: massmail-audience.test.ts; attachments: massmail-attachments.test.ts.
import { POST as uploadFiles } from "@/app/api/storage/postmassmailerfiles/route";
import { POST as countPost } from "@/app/api/massmail/count/route";
import { GET as listGet } from "@/app/api/massmail/list/route";
import { GET as recipientsGet } from "@/app/api/massmail/recipients/[id]/route";
import { POST as retryPost } from "@/app/api/massmail/retryfailed/route";
import { POST as unsubscribePost } from "@/app/api/massmail/unsubscribe/route";
import { signUnsubscribeToken } from "@/lib/massmail/unsubscribe-token";
import { runQueuedJobs } from "../helpers/jobs";
import { pdf, uploadRequest } from "../content/helpers";
import { setupMassMailFixture, type TWho } from "./fixture";
import { AREA1_ADDRESSES, decodeQp, fieldsOf, getRequest, headerOf, jsonRequest, recipientsOf, send, sendWith } from "./helpers";

const { db, world, smtp, refused, who, message, sendMassMail, status, sendAndRun, mailTo, withoutErrorLog } =
  setupMassMailFixture();

const count = (body: unknown, auth?: TWho) => send(countPost, jsonRequest("/api/massmail/count", body, who(auth)));

describe("sending", () => {
  it("sends each address of the audience once, sanitised, with a stable Message-ID, an unsubscribe link and the attachments", async () => {
    const upload = await send(
      uploadFiles,
      uploadRequest("/api/storage/postmassmailerfiles", { file0: { bytes: pdf(), filename: "agenda.pdf" } }, world.admin),
    );
    const attachment = (upload.body as { files: { name: string; fileName: string }[] }).files[0]!;
    const reply = await sendMassMail(
      message({
        html: '<p>Dear member<script>alert("x")</script></p><p><a href="https://example.org/agm" onclick="steal()">Agenda</a></p>',
        attachments: [{ name: attachment.name, fileName: attachment.fileName }],
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 1, count: 5, skipped: 0 });
    const id = (reply.body as { id: number }).id;
    const stored = await db().prisma.massMail.findUniqueOrThrow({ where: { id } });
    expect(stored.html).not.toMatch(/script|onclick/);
    expect(stored.status).toBe("SENDING");
    // The attachment is claimed: a second mailing cannot use it.
    expect((await sendMassMail(message({ attachments: [attachment] }))).status).toBe(400);

    await runQueuedJobs();
    expect(recipientsOf(smtp.received)).toEqual(AREA1_ADDRESSES);
    const mail = mailTo("t11-b@example.org");
    expect(headerOf(mail, "Message-ID")).toBe(
      `<massmail.${id}.${(await db().prisma.massMailRecipient.findFirstOrThrow({ where: { massMailId: id, email: "t11-b@example.org" } })).id}@localhost>`,
    );
    expect(headerOf(mail, "Subject")).toBe("Annual meeting");
    expect(headerOf(mail, "List-Unsubscribe")).toMatch(/^<http:\/\/localhost:3000\/api\/massmail\/unsubscribe\?token=[\w.-]+>/);
    expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const body = decodeQp(mail.raw);
    expect(body).toContain("https://example.org/agm");
    expect(body).not.toMatch(/<script|onclick|alert/);
    expect(body).toContain("filename=agenda.pdf");
    expect(body).toMatch(/\/unsubscribe\?token=/);

    const progress = await status(id);
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({
      id,
      status: "DONE",
      counts: { total: 5, sent: 5, failed: 0, left: 0, pending: 0, sending: 0, skipped: 0 },
      attachments: [{ fileName: "agenda.pdf" }],
      // Nothing waits to be tried again, and nothing went wrong.
      nextTryAt: null,
      lastError: null,
    });
    const page = await sendWith(recipientsGet, getRequest(`/api/massmail/recipients/${id}?page=2&pageSize=2`, world.admin), {
      id: String(id),
    });
    expect(page.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect((page.body as { recipients: { status: string }[] }).recipients.map((row) => row.status)).toEqual(["SENT", "SENT"]);
    const list = await send(listGet, getRequest("/api/massmail/list", world.admin));
    expect((list.body as { mailings: { id: number; counts: { sent: number } }[] }).mailings[0]).toMatchObject({
      id,
      counts: { sent: 5 },
    });
    const change = await db().prisma.adminChange.findFirstOrThrow({ where: { targetKind: "massMail", targetId: String(id) } });
    expect(change).toMatchObject({ action: "massMail.send" });
    expect(change.after).toMatchObject({ recipients: 5, attachments: ["agenda.pdf"] });
  });

  it("refuses an empty message, a bad subject and an audience without addresses (400), writing nothing", async () => {
    const before = await db().prisma.massMail.count();
    expect(fieldsOf(await sendMassMail(message({ html: "<p><script>only()</script></p>" })))).toEqual(["html"]);
    expect(fieldsOf(await sendMassMail(message({ subject: "  " })))).toEqual(["subject"]);
    expect((await sendMassMail(message({ audience: { areas: [42] } }))).status).toBe(400);
    await db().prisma.posting.deleteMany();
    expect(fieldsOf(await sendMassMail(message({ audience: { postingYear: 2001 } })))).toEqual(["audience"]);
    expect(await db().prisma.massMail.count()).toBe(before);
  });

  it("sends a plain-text body in paragraphs, its <address> and <Enter> shown in both parts", async () => {
    await sendAndRun(
      message({ html: "Write to Ravi Kumar <ravi@example.com>.\n\nPress <Enter> to confirm.", audience: { tables: [21] } }),
    );
    const body = decodeQp(mailTo("t21-a@example.org").raw);
    expect(body).toContain("<p>Write to Ravi Kumar &lt;ravi@example.com&gt;.</p>");
    expect(body).toContain("<p>Press &lt;Enter&gt; to confirm.</p>");
    expect(body).toMatch(/Write to Ravi Kumar <ravi@example\.com>\.\r?\n\r?\nPress <Enter> to confirm\./);
  });

  it("marks essential mail as such, with no unsubscribe link", async () => {
    const id = await sendAndRun(message({ essential: true, audience: { tables: [21] } }));
    const mail = mailTo("t21-a@example.org");
    expect(headerOf(mail, "List-Unsubscribe")).toBeNull();
    expect(decodeQp(mail.raw)).toContain("essential notice");
    expect((await status(id)).body).toMatchObject({ essential: true, status: "DONE" });
  });
});

describe("unsubscribe", () => {
  it("records the opt-out from the mail's link; later mail that is not essential skips the address", async () => {
    await sendAndRun(message({ audience: { tables: [12] } }));
    const link = /\/unsubscribe\?token=([\w.-]+)/.exec(decodeQp(mailTo("t12-a@example.org").raw))![1]!;
    const reply = await send(unsubscribePost, jsonRequest("/api/massmail/unsubscribe", { token: link }));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 1, email: "t12-a@example.org" });
    expect(await db().prisma.mailOptOut.findUnique({ where: { email: "t12-a@example.org" } })).not.toBeNull();

    expect((await count({ audience: { tables: [12] } })).body).toEqual({ count: 1, addresses: 2, optedOut: 1 });
    expect((await count({ audience: { tables: [12] }, essential: true })).body).toEqual({ count: 2, addresses: 2, optedOut: 0 });
    smtp.received.length = 0;
    const id = await sendAndRun(message({ audience: { tables: [12] } }));
    expect(recipientsOf(smtp.received)).toEqual(["office@example.org"]);
    expect((await status(id)).body).toMatchObject({ counts: { sent: 1, skipped: 1, total: 2 } });
    smtp.received.length = 0;
    await sendAndRun(message({ audience: { tables: [12] }, essential: true }));
    expect(recipientsOf(smtp.received)).toEqual(["office@example.org", "t12-a@example.org"]);
  });

  it("takes the one-click POST of a mail client (token in the query, form body), and refuses forged tokens", async () => {
    const token = signUnsubscribeToken("c15-a@example.org");
    const oneClick = new Request(`http://localhost/api/massmail/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect((await send(unsubscribePost, oneClick)).status).toBe(200);
    expect(await db().prisma.mailOptOut.count({ where: { email: "c15-a@example.org" } })).toBe(1);
    const forged = `${Buffer.from("t21-a@example.org").toString("base64url")}.${token.split(".")[1]}`;
    const bad = await send(unsubscribePost, jsonRequest("/api/massmail/unsubscribe", { token: forged }));
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(["token"]);
    expect((await send(unsubscribePost, jsonRequest("/api/massmail/unsubscribe", {}))).status).toBe(400);
    expect(await db().prisma.mailOptOut.count({ where: { email: "t21-a@example.org" } })).toBe(0);
  });
});

describe("failures and retry", () => {
  it("fails a refused address, and retries the failures on request", async () => {
    refused.add("t11-b@example.org");
    await withoutErrorLog(async () => {
      const id = await sendAndRun(message({ audience: { tables: [11] }, essential: true }));
      expect(recipientsOf(smtp.received)).toEqual(["office@example.org", "t11-a@example.org"]);
      expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 2, failed: 1, left: 0 } });
      const failed = await sendWith(recipientsGet, getRequest(`/api/massmail/recipients/${id}?status=FAILED`, world.admin), {
        id: String(id),
      });
      expect((failed.body as { recipients: { email: string; lastError: string }[] }).recipients).toEqual([
        expect.objectContaining({ email: "t11-b@example.org", lastError: expect.stringContaining("550") }),
      ]);

      refused.clear();
      smtp.received.length = 0;
      const retry = await send(retryPost, jsonRequest("/api/massmail/retryfailed", { id }, world.admin));
      expect(retry.body).toMatchObject({ status: 1, requeued: 1 });
      expect((await status(id)).body).toMatchObject({ status: "SENDING", counts: { left: 1 } });
      await runQueuedJobs();
      expect(recipientsOf(smtp.received)).toEqual(["t11-b@example.org"]);
      expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 3, failed: 0, left: 0 } });
      expect((await send(retryPost, jsonRequest("/api/massmail/retryfailed", { id }, world.admin))).status).toBe(409);
      expect((await send(retryPost, jsonRequest("/api/massmail/retryfailed", { id: 999999 }, world.admin))).status).toBe(404);
    });
  });

  it("a retry leaves out the failed addresses that unsubscribed since (mail that is not essential)", async () => {
    refused.add("t11-a@example.org");
    refused.add("t11-b@example.org");
    await withoutErrorLog(async () => {
      const id = await sendAndRun(message({ audience: { tables: [11] } }));
      expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 1, failed: 2 } });
      const token = signUnsubscribeToken("t11-b@example.org");
      expect((await send(unsubscribePost, jsonRequest("/api/massmail/unsubscribe", { token }))).status).toBe(200);

      refused.clear();
      smtp.received.length = 0;
      const retry = await send(retryPost, jsonRequest("/api/massmail/retryfailed", { id }, world.admin));
      expect(retry.body).toMatchObject({ status: 1, requeued: 1, skipped: 1 });
      expect((retry.body as { message: string }).message).toContain("unsubscribed");
      await runQueuedJobs();
      expect(recipientsOf(smtp.received)).toEqual(["t11-a@example.org"]);
      expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 2, failed: 0, skipped: 1, left: 0 } });
    });
  });

  it("a copy back in line when its address unsubscribed (it was being sent then) is not sent", async () => {
    const reply = await sendMassMail(message({ audience: { tables: [21] } }));
    const id = (reply.body as { id: number }).id;
    const where = { massMailId: id, email: "t21-a@example.org" };
    // Claimed by a worker when the member unsubscribes, then given back (a 4xx, say).
    await db().prisma.massMailRecipient.updateMany({ where, data: { status: "SENDING", lockedAt: new Date() } });
    const token = signUnsubscribeToken("t21-a@example.org");
    expect((await send(unsubscribePost, jsonRequest("/api/massmail/unsubscribe", { token }))).status).toBe(200);
    await db().prisma.massMailRecipient.updateMany({ where, data: { status: "PENDING", lockedAt: null } });
    await runQueuedJobs();
    expect(recipientsOf(smtp.received)).toEqual([]);
    expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 0, skipped: 1, left: 0 } });
  });

  it("a copy a dead worker had claimed when its address unsubscribed is not sent by the worker that takes over", async () => {
    const reply = await sendMassMail(message({ audience: { tables: [11] } }));
    const id = (reply.body as { id: number }).id;
    const where = { massMailId: id, email: "t11-a@example.org" };
    // Claimed by a worker that died ten minutes ago (its lock is stale); the member unsubscribes since.
    await db().prisma.massMailRecipient.updateMany({
      where,
      data: { status: "SENDING", lockedAt: new Date(Date.now() - 10 * 60_000), attempts: 1 },
    });
    const token = signUnsubscribeToken("t11-a@example.org");
    expect((await send(unsubscribePost, jsonRequest("/api/massmail/unsubscribe", { token }))).status).toBe(200);
    await runQueuedJobs();
    // The table's other address is sent; the unsubscribed one is skipped, not sent by the new worker.
    expect(recipientsOf(smtp.received)).toEqual(["office@example.org"]);
    expect(await db().prisma.massMailRecipient.findFirst({ where })).toMatchObject({
      status: "SKIPPED",
      lastError: "unsubscribed",
    });
    expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 1, left: 0 } });
  });
});
