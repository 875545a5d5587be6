// Issue 15, receipts as PDFs in the real Chromium: donations paid through the sandbox's real routes,
// the receipt page (the app's own page component, served by a stand-in site that Chromium opens),
// the download route, the job that stores the PDF and mails it once through a real SMTP server,
// the FCRA ledger's receipt, a cancelled receipt, and the page's caching.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GET as receiptGet } from "@/app/api/paymentgateway/receipt/[orderId]/route";
import PaymentReceiptPage, { dynamic, metadata } from "@/app/paymentreceipt/[orderId]/page";
import { getEnv } from "@/lib/env";
import { closePdfBrowser } from "@/lib/pdf/browser";
import { amountInWords } from "@/lib/payments/amount-in-words";
import { istDate } from "@/lib/india-time";
import { FCRA_NOTE } from "@/lib/payments/receipt-document";
import { runReceiptJob } from "@/lib/payments/receipt-job";
import { RECEIPT_JOB } from "@/lib/payments/receipts";
import { proxy } from "@/proxy";
import { getRequest } from "../auth/helpers";
import { runQueuedJobs } from "../helpers/jobs";
import { pdfText } from "../helpers/pdf-text";
import { startSmtpServer } from "../helpers/smtp-server";
import { setupTestDb } from "../helpers/test-db";
import { htmlPage, listen, type TSite } from "../reports/pdf-site";
import { FOREIGN_DONOR, INDIAN_DONOR, payDonation, pledge, receiptOf, start } from "./helpers";

const db = setupTestDb();
const saved = { ...process.env };
let site: TSite;
let uploads: string;

/** Next's notFound() throws an error whose digest says 404. */
const isNotFound = (error: unknown) => String((error as { digest?: unknown } | null)?.digest ?? "").includes(";404");

/** The stand-in site: /paymentreceipt/{orderId} rendered by the app's page component itself. */
const startReceiptSite = () =>
  listen((req, res) => {
    void (async () => {
      const match = /^\/paymentreceipt\/([^/?]+)$/.exec(req.url ?? "");
      if (!match) return res.writeHead(404, { "content-type": "text/html" }).end(htmlPage("<h1>Not found</h1>"));
      try {
        const page = await PaymentReceiptPage({ params: Promise.resolve({ orderId: decodeURIComponent(match[1]!) }) });
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(htmlPage(renderToStaticMarkup(page)));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        res.writeHead(404, { "content-type": "text/html" }).end(htmlPage("<h1>Not found</h1>"));
      }
    })().catch((error: unknown) => {
      console.error("receipt stand-in site", error);
      res.writeHead(500).end();
    });
  });

const download = async (orderId: string) => {
  const res = await receiptGet(getRequest(`/api/paymentgateway/receipt/${encodeURIComponent(orderId)}`), {
    params: Promise.resolve({ orderId }),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
};

const textOf = (bytes: Uint8Array) => pdfText(bytes).text.join(" ");

const pageHits = (orderId: string) => site.hits.filter((hit) => hit === `/paymentreceipt/${orderId}`).length;

/** The base64 body of the one PDF attachment of a raw message, decoded. */
const pdfAttachmentOf = (raw: string) => {
  const part =
    /Content-Type: application\/pdf;[^\r\n]*(?:\r\n[ \t][^\r\n]*)*\r\n((?:[\w-]+:[^\r\n]*(?:\r\n[ \t][^\r\n]*)*\r\n)*)\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      raw,
    );
  if (!part) throw new Error("the message has no PDF attachment");
  return { headers: part[0].slice(0, part[0].indexOf("\r\n\r\n")), bytes: new Uint8Array(Buffer.from(part[2]!, "base64")) };
};

const ORDER_ID_UNKNOWN = "P00000000000000000000000";

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  delete process.env.SMTP_URL;
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), "receipt-pdf-"));
  process.env.UPLOAD_DIR = uploads;
  process.env.STORAGE_DRIVER = "local";
  site = await startReceiptSite();
  process.env.PDF_RENDER_ORIGIN = site.origin;
});

afterAll(async () => {
  await closePdfBrowser();
  await site.close();
  await fs.rm(uploads, { recursive: true, force: true });
  process.env = saved;
});

beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

test("a domestic donation's receipt downloads as a PDF with the 80G receipt's contents, made once and stored", async () => {
  const paid = await payDonation({ ...INDIAN_DONOR, amount: "125050.50", email: "first@example.in" });
  const receipt = (await receiptOf(db().prisma, paid.orderId))!;
  expect(receipt.receiptNo).toMatch(/^80G\/\d{4}-\d{2}\/\d{6}$/);

  const reply = await download(paid.orderId);
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-type")).toBe("application/pdf");
  expect(reply.headers.get("content-disposition")).toBe(
    `attachment; filename="receipt-${receipt.receiptNo.replaceAll("/", "-")}.pdf"`,
  );
  expect(reply.headers.get("content-disposition")).toMatch(/^attachment; filename="receipt-80G-\d{4}-\d{2}-\d{6}\.pdf"$/);
  expect(reply.headers.get("cache-control")).toBe("private, no-store");

  const pdf = pdfText(reply.bytes);
  expect(pdf.pages).toBe(1);
  expect([Math.floor(pdf.width), Math.floor(pdf.height)]).toEqual([595, 841]);
  const text = pdf.text.join(" ");
  const env = getEnv();
  for (const expected of [
    receipt.receiptNo,
    istDate(receipt.receivedAt),
    env.TRUST_NAME,
    env.TRUST_PAN,
    env.TRUST_80G_NUMBER,
    "Ravi Kumar",
    receipt.donorPan!,
    // pdf.js reads the rupee sign (another font) as a word of its own.
    "1,25,050.50",
    "₹",
    "One Lakh Twenty Five Thousand Fifty Rupees And Fifty Paise Only",
    "Sandbox card",
    paid.pledge.referenceNo,
    "TEST RECEIPT — sandbox payment, no money was received",
  ])
    expect(text).toContain(expected);
  expect(receipt.donorPan).toBe("ABCPK1234D");
  expect(text).not.toContain(env.TRUST_FCRA_NUMBER);
  expect(text).not.toContain("CANCELLED");

  // Stored in the receipts folder and reused: a second download prints nothing.
  const stored = (await receiptOf(db().prisma, paid.orderId))!;
  expect(stored.pdfName).toBe(`receipt-${receipt.receiptNo.replaceAll("/", "-")}.pdf`);
  await expect(fs.stat(path.join(uploads, "receipts", stored.pdfName!))).resolves.toBeTruthy();
  expect(pageHits(paid.orderId)).toBe(1);
  const again = await download(paid.orderId);
  expect(again.status).toBe(200);
  expect(Buffer.from(again.bytes).equals(Buffer.from(reply.bytes))).toBe(true);
  expect(pageHits(paid.orderId)).toBe(1);
});

test("the job stores the PDF and mails it to the payer once, through SMTP; without SMTP the mail waits in the outbox", async () => {
  const smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  try {
    const paid = await payDonation({ ...INDIAN_DONOR, email: "second@example.in" });
    const receipt = (await receiptOf(db().prisma, paid.orderId))!;
    expect(receipt.pdfName).toBeNull();
    expect(
      await db().prisma.job.count({ where: { name: RECEIPT_JOB, payload: { equals: { receiptNo: receipt.receiptNo } } } }),
    ).toBe(1);

    await runQueuedJobs();
    await runQueuedJobs();
    // A job run again by hand (a retry after the mail went) sends nothing more.
    await runReceiptJob({ receiptNo: receipt.receiptNo });

    const mine = smtp.received.filter((mail) => mail.to.includes("second@example.in"));
    expect(mine).toHaveLength(1);
    const raw = mine[0]!.raw;
    expect(raw).toContain(`Subject: [TEST] Receipt ${receipt.receiptNo}`);
    expect(raw).toContain("Dear Ravi Kumar,");
    const attachment = pdfAttachmentOf(raw);
    const fileName = `receipt-${receipt.receiptNo.replaceAll("/", "-")}.pdf`;
    expect(attachment.headers).toContain(fileName);
    expect(attachment.headers).toMatch(/Content-Disposition: attachment/);
    const text = textOf(attachment.bytes);
    expect(text).toContain(receipt.receiptNo);
    expect(text).toContain(amountInWords(500_000, "INR"));
    expect(text).toContain("Five Thousand Rupees Only");
    expect(text).toContain(getEnv().TRUST_80G_NUMBER);
    expect(text).toContain("TEST RECEIPT");

    const after = (await receiptOf(db().prisma, paid.orderId))!;
    expect(after.mailedAt).toBeInstanceOf(Date);
    expect(after.pdfName).toBe(fileName);
    expect(pageHits(paid.orderId)).toBe(1);
    const rows = await db().prisma.mailOutbox.findMany({ where: { to: "second@example.in" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        status: "sent",
        attachments: [{ filename: fileName, folder: "receipts", name: fileName, contentType: "application/pdf" }],
      }),
    );
    // The download serves the PDF the job made.
    const reply = await download(paid.orderId);
    expect(reply.status).toBe(200);
    expect(pageHits(paid.orderId)).toBe(1);
  } finally {
    delete process.env.SMTP_URL;
    await smtp.close();
  }

  const waiting = await payDonation({ ...INDIAN_DONOR, email: "third@example.in" });
  await runQueuedJobs();
  const outbox = await db().prisma.mailOutbox.findMany({ where: { to: "third@example.in" } });
  expect(outbox).toHaveLength(1);
  expect(outbox[0]!.status).toBe("pending");
  expect(outbox[0]!.attachments).toEqual([expect.objectContaining({ folder: "receipts", contentType: "application/pdf" })]);
  expect((await receiptOf(db().prisma, waiting.orderId))!.mailedAt).toBeInstanceOf(Date);
});

test("a foreign contribution's receipt is in the FCRA series, with the FCRA words and no 80G number", async () => {
  const paid = await payDonation(FOREIGN_DONOR);
  const receipt = (await receiptOf(db().prisma, paid.orderId))!;
  expect(receipt.receiptNo).toMatch(/^FC\/\d{4}-\d{2}\/\d{6}$/);
  const reply = await download(paid.orderId);
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-disposition")).toMatch(/filename="receipt-FC-\d{4}-\d{2}-\d{6}\.pdf"/);
  const text = textOf(reply.bytes);
  const env = getEnv();
  expect(text).toContain(receipt.receiptNo);
  expect(text).toContain(FCRA_NOTE);
  expect(text).toContain(env.TRUST_FCRA_NUMBER);
  expect(text).toContain("Anna Schmidt");
  expect(text).toContain("EUR 250.50");
  expect(text).toContain("Two Hundred Fifty Euros And Fifty Cents Only");
  expect(text).toContain("Not given");
  expect(text).not.toContain(env.TRUST_80G_NUMBER);
  expect(text).not.toContain("80G registration");
});

test("a cancelled (refunded) receipt still downloads, marked CANCELLED, and is not mailed", async () => {
  const paid = await payDonation({ ...INDIAN_DONOR, email: "fourth@example.in" });
  const before = await download(paid.orderId);
  expect(textOf(before.bytes)).not.toContain("CANCELLED");
  const receipt = (await receiptOf(db().prisma, paid.orderId))!;
  await db().prisma.receipt.update({ where: { id: receipt.id }, data: { cancelledAt: new Date() } });

  const after = await download(paid.orderId);
  expect(after.status).toBe(200);
  const text = textOf(after.bytes);
  expect(text).toContain("CANCELLED");
  expect(text).toContain(receipt.receiptNo);
  expect((await receiptOf(db().prisma, paid.orderId))!.pdfName).toMatch(/-cancelled\.pdf$/);

  await runReceiptJob({ receiptNo: receipt.receiptNo });
  expect(await db().prisma.mailOutbox.count({ where: { to: "fourth@example.in" } })).toBe(0);
  expect((await receiptOf(db().prisma, paid.orderId))!.mailedAt).toBeNull();
});

test("no receipt: an unknown order, one not paid, or no order id at all", async () => {
  expect((await download(ORDER_ID_UNKNOWN)).status).toBe(404);
  const unpaid = await start(await pledge({ ...INDIAN_DONOR, email: "fifth@example.in" }));
  expect((await download(unpaid.orderId)).status).toBe(404);
  for (const bad of ["1", "p00000000000000000000000", `${ORDER_ID_UNKNOWN}0`, "../../etc/passwd"])
    expect((await download(bad)).status).toBe(400);
  // The page says the same: no page.
  for (const orderId of [ORDER_ID_UNKNOWN, unpaid.orderId, "../x"]) {
    const error = await PaymentReceiptPage({ params: Promise.resolve({ orderId }) }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(isNotFound(error)).toBe(true);
  }
  const page = await PaymentReceiptPage({
    params: Promise.resolve({ orderId: (await payDonation({ ...INDIAN_DONOR, email: "sixth@example.in" })).orderId }),
  });
  expect(renderToStaticMarkup(createElement("div", null, page))).toContain('data-pdf-ready="load"');
});

test("the receipt page is never cached nor indexed; other public pages keep their caching", async () => {
  expect(dynamic).toBe("force-dynamic");
  expect(metadata.robots).toEqual(expect.objectContaining({ index: false }));
  const receiptPage = await proxy(new NextRequest(`http://localhost/paymentreceipt/${ORDER_ID_UNKNOWN}`));
  expect(receiptPage.headers.get("x-middleware-next")).toBe("1");
  expect(receiptPage.headers.get("cache-control")).toBe("private, no-store");
  const post = await proxy(new NextRequest("http://localhost/blog/flood-relief-assam"));
  expect(post.headers.get("x-middleware-next")).toBe("1");
  expect(post.headers.get("cache-control")).toBeNull();
  // A public page the proxy does not run for (tests/http/proxy-matcher.test.ts) keeps its caching too.
  const copyPage = await proxy(new NextRequest("http://localhost/csr"));
  expect(copyPage.headers.get("x-middleware-next")).toBe("1");
  expect(copyPage.headers.get("cache-control")).toBeNull();
});
