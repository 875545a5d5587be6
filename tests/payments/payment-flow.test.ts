// Issue 15, the payment flow on the sandbox gateway through the real routes: start, the checkout's
// choice, the browser return and the server-to-server notification in either order; what is
// refused (changed amount, tampered or foreign answers, unknown orders) and that it is logged;
// replays change nothing; 20 payments at once take 20 consecutive receipt numbers.
import { POST as createLmf } from "@/app/api/lmf/createlmf/route";
import { POST as uploadLmfFiles } from "@/app/api/lmf/uploadfiles/route";
import { GET as byReference } from "@/app/api/paymentgateway/getPaymentGatewayByReferenceNo/[referenceNo]/route";
import { GET as byOrder } from "@/app/api/paymentgateway/getPaymentResponseById/[id]/route";
import { POST as notifyRoute } from "@/app/api/paymentgateway/notify/route";
import { POST as returnRoute } from "@/app/api/paymentgateway/response/route";
import { POST as decideRoute } from "@/app/api/paymentgateway/sandboxdecide/route";
import { createCipheriv, createHash } from "node:crypto";
import { MissingSecretError } from "@/lib/auth/secrets";
import { financialYearOf, formatYear } from "@/lib/content/year";
import { buildCcavenueRequest, decryptCcavenue, encryptCcavenue, parseCcavenueResponse } from "@/lib/payments/ccavenue-crypto";
import { assertPaymentConfig, sandboxWorkingKey } from "@/lib/payments/config";
import { loadContribution } from "@/lib/payments/contributions";
import { issueReceipt, LedgerMismatchError } from "@/lib/payments/receipts";
import { SANDBOX_NOTIFY_JOB } from "@/lib/payments/sandbox";
import { formRequest, getRequest, jsonRequest, send, type TAuth } from "../auth/helpers";
import { lmfApplication, pdf, png, seedAccounts, uploadRequest } from "../content/helpers";
import { JOBS } from "@/lib/jobs/definitions";
import { runDueJobs } from "@/lib/jobs/queue";
import { setupTestDb } from "../helpers/test-db";
import { findSuccessSplice, SPLICE_NAME, spliceOrder, type TSpliceOrder } from "./block-splice";
import { deadAddress, paidRecord, startStatusApi } from "./ccavenue-status-api";
import {
  browserReturn,
  decide,
  FOREIGN_DONOR,
  INDIAN_DONOR,
  payDonation,
  pledge,
  receiptOf,
  start,
  startPaying,
  type TStarted,
} from "./helpers";

const db = setupTestDb();
let admin: TAuth;
let member: TAuth;

/** A CCAvenue merchant's keys (PAYMENT_GATEWAY=ccavenue), and its order status API played locally. */
const MERCHANT = { accessCode: "AVTEST00AA00BB", workingKey: "ABCDEF0123456789ABCDEF0123456789" };
let statusApi: Awaited<ReturnType<typeof startStatusApi>>;

beforeAll(async () => {
  ({ admin, member } = await seedAccounts(db().prisma));
  statusApi = await startStatusApi(MERCHANT);
});

afterAll(async () => {
  await statusApi.close();
});

beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
  // The sandbox's notifications are queued; each test decides when they run.
  await db().prisma.job.deleteMany({ where: { name: SANDBOX_NOTIFY_JOB } });
});

const paymentOf = (orderId: string) => db().prisma.payment.findUniqueOrThrow({ where: { orderId } });
const eventsOf = (orderId: string | null) => db().prisma.paymentEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } });
const donationOf = (referenceNo: string) => db().prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo } });
const publicView = async (orderId: string) =>
  send(
    (req) => byOrder(req, { params: Promise.resolve({ id: orderId }) }),
    getRequest(`/api/paymentgateway/getPaymentResponseById/${orderId}`),
  );
const notify = async (fields: Record<string, string>) => send(notifyRoute, formRequest("/api/paymentgateway/notify", fields));

/** An answer to `started`'s order as the gateway would send it, with any field changed, under `key`. */
const forgedAnswer = (started: TStarted, changes: Record<string, string>, key = sandboxWorkingKey()) => {
  const order = parseCcavenueResponse(decryptCcavenue(started.formFields.encRequest!, sandboxWorkingKey()));
  const fields = {
    order_id: order.order_id!,
    tracking_id: "310009876543",
    order_status: "Success",
    payment_mode: "Net Banking",
    currency: order.currency!,
    amount: order.amount!,
    ...changes,
  };
  return { encResp: encryptCcavenue(buildCcavenueRequest(fields), key), orderNo: fields.order_id };
};

const receiptCount = () => db().prisma.receipt.count();

/** The worker's turn for the sandbox's notifications only (receipt PDFs are tests/payments/receipt-pdf.test.ts's). */
const deliverNotifications = async () => {
  const jobs = JOBS.filter((job) => job.name === SANDBOX_NOTIFY_JOB);
  while ((await runDueJobs(jobs)).claimed > 0);
};

describe("the sandbox flow", () => {
  it("start, pay, return: the donation is paid, numbered and receipted, and the payer sees it", async () => {
    const p = await pledge();
    const reply = await startPaying(p);
    expect(reply.status).toBe(201);
    const started = reply.body as TStarted & { gateway: string; amount: string; currency: string };
    expect(started).toMatchObject({ gateway: "sandbox", amount: "5000.00", currency: "INR", referenceNo: p.referenceNo });
    const checkout = new URL(started.url);
    expect(checkout.pathname).toBe("/paymentgateway/sandbox");
    expect(checkout.searchParams.get("encRequest")).toBe(started.formFields.encRequest);
    // The order travels encrypted: the URL carries only the ciphertext and the access code, nothing
    // of the order in clear (a search for "5000" could hit the hex ciphertext by chance).
    expect([...checkout.searchParams.keys()]).toEqual(["encRequest", "access_code"]);
    expect(checkout.searchParams.get("encRequest")).toMatch(/^[0-9a-f]+$/);
    for (const clear of ["amount", "5000.00", p.referenceNo, "ravi@example.in", "ravi%40example.in", started.orderId])
      expect(started.url).not.toContain(clear);
    expect((await paymentOf(started.orderId)).status).toBe("initiated");

    const answer = await decide(started, "pay");
    expect(answer.action).toBe("http://localhost/api/paymentgateway/response");
    const back = await browserReturn(answer.fields);
    expect(back.status).toBe(303);
    expect(back.location).toBe(`http://localhost/paymentresponse?order=${started.orderId}`);

    const view = await publicView(started.orderId);
    expect(view.status).toBe(200);
    expect(view.headers.get("cache-control")).toMatch(/no-store/);
    const fy = formatYear(financialYearOf(new Date()));
    const payment = (view.body as { payment: Record<string, unknown> }).payment;
    expect(payment).toMatchObject({
      status: "success",
      amount: "5000.00",
      currency: "INR",
      referenceNo: p.referenceNo,
      receiptNo: expect.stringMatching(new RegExp(`^80G/${fy}/\\d{6}$`)),
      receiptUrl: `/api/paymentgateway/receipt/${started.orderId}`,
      test: true,
    });
    expect((await donationOf(p.referenceNo)).status).toBe("paid");
    const stored = await paymentOf(started.orderId);
    expect(stored).toMatchObject({ status: "success", paymentMode: "Sandbox card", amountPaise: 500000n });
    expect(stored.returnSeenAt).not.toBeNull();
    expect(stored.gatewayReference).toMatch(/^\d{12}$/);
    const receipt = await receiptOf(db().prisma, started.orderId);
    expect(receipt).toMatchObject({ ledger: "domestic", foreignSource: false, amountPaise: 500000n, donorPan: "ABCPK1234D" });
    // The receipt's PDF and mail are queued in the same transaction.
    expect(await db().prisma.job.count({ where: { key: `payments.receipt:${receipt!.receiptNo}` } })).toBe(1);
    // A paid donation cannot be paid again.
    const again = await startPaying(p);
    expect(again.status).toBe(409);
  });

  it("a failed payment is recorded with its reason; the donation stays payable and is paid on the next try", async () => {
    const p = await pledge();
    const first = await start(p);
    const back = await browserReturn((await decide(first, "fail")).fields);
    expect(back.location).toBe(`http://localhost/paymentresponse?order=${first.orderId}`);
    expect(await paymentOf(first.orderId)).toMatchObject({ status: "failure", reason: "Sandbox: the card was declined" });
    expect((await donationOf(p.referenceNo)).status).toBe("pending_payment");
    expect(await receiptOf(db().prisma, first.orderId)).toBeNull();
    const view = (await publicView(first.orderId)).body as { payment: { status: string; reason: string; receiptUrl: null } };
    expect(view.payment).toMatchObject({ status: "failure", reason: "Sandbox: the card was declined", receiptUrl: null });

    const second = await start(p);
    await browserReturn((await decide(second, "pay")).fields);
    expect((await paymentOf(second.orderId)).status).toBe("success");
    expect((await donationOf(p.referenceNo)).status).toBe("paid");
  });

  it("the sandbox checkout of an answered order is closed: the Back button and another choice get a 409", async () => {
    const started = await start(await pledge());
    await browserReturn((await decide(started, "pay")).fields);
    const queued = await db().prisma.job.count({ where: { name: SANDBOX_NOTIFY_JOB } });
    const again = await send(
      decideRoute,
      jsonRequest("/api/paymentgateway/sandboxdecide", { ...started.formFields, outcome: "fail" }),
    );
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toMatch(/already paid/);
    expect(await db().prisma.job.count({ where: { name: SANDBOX_NOTIFY_JOB } })).toBe(queued);
    expect((await paymentOf(started.orderId)).status).toBe("success");
  });

  it("an abandoned checkout comes back through the cancel address as aborted", async () => {
    const p = await pledge();
    const started = await start(p);
    const answer = await decide(started, "abandon");
    expect(answer.action).toBe("http://localhost/api/paymentgateway/response");
    await browserReturn(answer.fields);
    expect(await paymentOf(started.orderId)).toMatchObject({ status: "aborted", reason: "Cancelled by the payer" });
    expect((await donationOf(p.referenceNo)).status).toBe("pending_payment");
  });

  it("the start checks the pledge: amount, e-mail, phone, reference", async () => {
    const p = await pledge();
    const amount = await startPaying(p, { amount: "4999.99" });
    expect(amount.status).toBe(400);
    expect(amount.text).toMatch(/amount: must be the recorded amount, 5000.00 INR/);
    expect((await startPaying(p, { amount: "5000.001" })).status).toBe(400);
    expect((await startPaying(p, { amount: 1e400 })).status).toBe(400);
    expect((await startPaying(p, { email: "someone@example.in" })).text).toMatch(/"field":"email"/);
    expect((await startPaying(p, { mobileno: "9999999999" })).text).toMatch(/"field":"mobileno"/);
    // The same phone written another way is the same phone.
    expect((await startPaying(p, { mobileno: "09840012345", amount: 5000 })).status).toBe(201);
    expect((await startPaying(p, { id: "FCRA-202627-999999" })).status).toBe(404);
    expect((await startPaying(p, { id: "anything" })).status).toBe(404);
    expect(await db().prisma.payment.count({ where: { referenceNo: p.referenceNo } })).toBe(1);
  });
});

describe("answers that are refused, logged, and change nothing", () => {
  it("a changed amount", async () => {
    const started = await start(await pledge());
    const before = await receiptCount();
    const back = await browserReturn(forgedAnswer(started, { amount: "1.00" }));
    expect(back.location).toBe(`http://localhost/paymentresponse?order=${started.orderId}&notice=refused`);
    expect((await paymentOf(started.orderId)).status).toBe("initiated");
    expect(await receiptCount()).toBe(before);
    const [event] = await eventsOf(started.orderId);
    expect(event).toMatchObject({ source: "return", outcome: "refused" });
    expect(event!.detail).toMatch(/the amount 100 paise is not the order's 500000 paise/);
    const viaNotify = await notify(forgedAnswer(started, { currency: "USD" }));
    expect(viaNotify.status).toBe(400);
    expect(viaNotify.text).toMatch(/"Payment response refused"/);
    expect((await eventsOf(started.orderId)).at(-1)!.detail).toMatch(/currency USD is not the order's INR/);
    expect((await paymentOf(started.orderId)).status).toBe("initiated");
  });

  it("a tampered ciphertext, a wrong key, an unknown order", async () => {
    const started = await start(await pledge());
    const good = (await decide(started, "pay")).fields;
    const flipped = good.encResp.slice(0, -1) + (good.encResp.endsWith("0") ? "1" : "0");
    const tampered = await notify({ encResp: flipped, orderNo: started.orderId });
    expect(tampered.status).toBe(400);
    expect(tampered.text).toMatch(/Payment response refused/);
    const wrongKey = await notify(forgedAnswer(started, {}, "0123456789abcdef0123456789abcdef"));
    expect(wrongKey.status).toBe(400);
    expect((await paymentOf(started.orderId)).status).toBe("initiated");
    const events = await eventsOf(started.orderId);
    expect(events.map((event) => [event.source, event.outcome])).toEqual([
      ["notify", "refused"],
      ["notify", "refused"],
    ]);

    const unknownOrder = "PAAAAAAAAAAAAAAAAAAAAAAA";
    const unknown = await browserReturn(forgedAnswer({ ...started }, { order_id: unknownOrder }));
    expect(unknown.location).toBe("http://localhost/paymentresponse?notice=refused");
    expect((await eventsOf(unknownOrder))[0]!.detail).toMatch(/not one of ours/);
    // A body that is no gateway's at all is a plain 400, not logged.
    const eventsBefore = await db().prisma.paymentEvent.count();
    expect((await notify({ hello: "world" })).status).toBe(400);
    expect(await db().prisma.paymentEvent.count()).toBe(eventsBefore);
    // The genuine answer still goes through afterwards.
    await browserReturn(good);
    expect((await paymentOf(started.orderId)).status).toBe("success");
  });

  it("every answer that does not decrypt or parse gets the same reply: no padding oracle", async () => {
    const started = await start(await pledge());
    const orderNo = started.orderId;
    // Raw AES-128-CBC under the sandbox's key (key = MD5(working key), IV 00..0f), padding as we choose.
    const IV = Buffer.from(Array.from({ length: 16 }, (_, i) => i));
    const aes = (plain: Buffer, autoPadding = true) => {
      const cipher = createCipheriv("aes-128-cbc", createHash("md5").update(sandboxWorkingKey()).digest(), IV);
      cipher.setAutoPadding(autoPadding);
      return Buffer.concat([cipher.update(plain), cipher.final()]).toString("hex");
    };
    const bodies = {
      // 64 bytes ending in 00: no valid PKCS#7 padding.
      badPadding: aes(Buffer.from(`order_id=${orderNo}&order_status=Success&x=abcdef\u0000`), false),
      notUtf8: aes(Buffer.alloc(40, 0xff)),
      malformedName: aes(Buffer.from("no such=field")),
      unknownStatus: aes(Buffer.from(`order_id=${orderNo}&order_status=Bogus&amount=5000.00&currency=INR`)),
    };
    expect(Buffer.from(bodies.badPadding, "hex")).toHaveLength(64);
    const notified = [];
    const returned = [];
    for (const encResp of Object.values(bodies)) {
      const reply = await notify({ encResp, orderNo });
      notified.push({ status: reply.status, text: reply.text });
      const back = await browserReturn({ encResp, orderNo });
      returned.push({ status: back.status, location: back.location, text: back.text });
    }
    expect(notified[0]).toEqual({
      status: 400,
      text: JSON.stringify({ message: "Payment response refused", code: "BAD_REQUEST" }),
    });
    expect(new Set(notified.map((reply) => JSON.stringify(reply))).size).toBe(1);
    expect(returned[0]).toMatchObject({
      status: 303,
      location: `http://localhost/paymentresponse?order=${orderNo}&notice=refused`,
    });
    expect(new Set(returned.map((back) => JSON.stringify(back))).size).toBe(1);
    // The reasons are kept for the secretariat, in the payment's log.
    const details = (await eventsOf(orderNo)).map((event) => event.detail);
    expect(details).toHaveLength(8);
    expect(details.filter((_, i) => i % 2 === 0)).toEqual([
      expect.stringMatching(/bad padding/),
      expect.stringMatching(/not decrypt to UTF-8/),
      expect.stringMatching(/a field name is malformed/),
      expect.stringMatching(/order_status "Bogus" is not one we know/),
    ]);
    expect((await paymentOf(orderNo)).status).toBe("initiated");
  });

  it("a Success spliced from blocks of the payer's own encRequests: refused, the order still initiated", async () => {
    const p = await pledge({ ...INDIAN_DONOR, donorName: SPLICE_NAME });
    const key = sandboxWorkingKey();
    const orders: TSpliceOrder[] = [];
    let forged: ReturnType<typeof findSuccessSplice> = null;
    // The payer starts orders of their pledge until two of them splice into a clean Success (about
    // 30 on average); only the limit on starts per address is in the way, and a payer has addresses.
    for (let i = 0; i < 300 && !forged; i += 1) {
      if (i % 25 === 0) await db().prisma.rateLimit.deleteMany();
      const started = await start(p);
      orders.push(spliceOrder(started.orderId, started.formFields.encRequest!, key));
      forged = findSuccessSplice(orders, key, "5000.00", "INR");
    }
    if (!forged) throw new Error(`no splice of ${orders.length} orders decrypts cleanly`);
    // The order, amount and currency are the order's own: only the request's fields give it away.
    expect(forged.fields).toMatchObject({ merchant_id: "SANDBOX", order_id: forged.orderId, order_status: "Success" });
    expect(forged.fields.tracking_id).toBeUndefined();

    const back = await browserReturn({ encResp: forged.encResp, orderNo: forged.orderId });
    expect(back.location).toBe(`http://localhost/paymentresponse?order=${forged.orderId}&notice=refused`);
    expect((await notify({ encResp: forged.encResp, orderNo: forged.orderId })).status).toBe(400);
    expect((await paymentOf(forged.orderId)).status).toBe("initiated");
    expect((await donationOf(p.referenceNo)).status).toBe("pending_payment");
    expect(await db().prisma.receipt.count({ where: { payment: { referenceNo: p.referenceNo } } })).toBe(0);
    const events = await eventsOf(forged.orderId);
    expect(events.map((event) => `${event.source}:${event.outcome}`)).toEqual(["return:refused", "notify:refused"]);
    expect(events[0]!.detail).toMatch(/merchant_id/);
  });

  it("a success the gateway sends after a failure it reported is applied: the money has moved", async () => {
    const lateSuccess = (orderId: string) => ({
      encResp: encryptCcavenue(
        buildCcavenueRequest({
          order_id: orderId,
          order_status: "Success",
          tracking_id: "310009999999",
          currency: "INR",
          amount: "5000.00",
        }),
        sandboxWorkingKey(),
      ),
    });
    const p = await pledge();
    const first = await start(p);
    await browserReturn((await decide(first, "fail")).fields);
    expect((await paymentOf(first.orderId)).status).toBe("failure");

    expect((await notify(lateSuccess(first.orderId))).body).toMatchObject({ outcome: "applied", paymentStatus: "success" });
    expect(await paymentOf(first.orderId)).toMatchObject({ status: "success", reason: null });
    expect((await donationOf(p.referenceNo)).status).toBe("paid");
    expect(await receiptOf(db().prisma, first.orderId)).not.toBeNull();

    // A pledge paid meanwhile by another order: the late one is paid twice, with no second receipt.
    const q = await pledge();
    const failed = await start(q);
    await browserReturn((await decide(failed, "abandon")).fields);
    const paid = await start(q);
    await browserReturn((await decide(paid, "pay")).fields);
    const receipts = await receiptCount();
    expect((await notify(lateSuccess(failed.orderId))).status).toBe(200);
    expect(await paymentOf(failed.orderId)).toMatchObject({ status: "success", reason: expect.stringMatching(/^Paid twice/) });
    expect(await receiptCount()).toBe(receipts);
  });

  it("an answer that contradicts the recorded result", async () => {
    const { orderId } = await payDonation();
    const payment = await paymentOf(orderId);
    const failure = {
      encResp: encryptCcavenue(
        buildCcavenueRequest({ order_id: orderId, order_status: "Failure", currency: "INR", amount: "5000.00" }),
        sandboxWorkingKey(),
      ),
    };
    const reply = await notify(failure);
    expect(reply.status).toBe(400);
    expect((await eventsOf(orderId)).at(-1)!.detail).toMatch(/it says failure but the order is already success/);
    expect(await paymentOf(orderId)).toMatchObject({ status: "success", completedAt: payment.completedAt });
  });
});

describe("replays and the two channels", () => {
  it("a replayed answer changes nothing, from either channel, and is logged once per channel however often it comes", async () => {
    const { pledge: paid, orderId, answer } = await payDonation();
    // The gateway's own notification: the first answer heard from that channel, logged as a duplicate.
    expect((await notify(answer.fields)).body).toMatchObject({ outcome: "duplicate", paymentStatus: "success" });
    const state = async () => ({
      payment: await paymentOf(orderId),
      donation: await donationOf(paid.referenceNo),
      receipts: await db().prisma.receipt.findMany({ where: { payment: { orderId } } }),
      sequence: await db().prisma.contentSequence.findMany({ orderBy: [{ prefix: "asc" }] }),
      events: await db().prisma.paymentEvent.findMany({ orderBy: { id: "asc" } }),
      jobs: await db().prisma.job.count(),
      limits: await db().prisma.rateLimit.count(),
    });
    const before = await state();
    expect(before.receipts).toHaveLength(1);
    expect(before.payment.returnSeenAt).not.toBeNull();
    expect(before.payment.notifySeenAt).not.toBeNull();

    // The payer replays their own answer through both routes, one after another and several at once;
    // each is known as a replay from the payment's row alone, without a transaction or the row lock.
    const transactions = jest.spyOn(db().prisma, "$transaction");
    for (let i = 0; i < 15; i += 1) {
      const back = await browserReturn(answer.fields);
      expect(back.location).toBe(`http://localhost/paymentresponse?order=${orderId}`);
      const reply = await notify(answer.fields);
      expect(reply.body).toMatchObject({ outcome: "duplicate", paymentStatus: "success" });
    }
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? notify(answer.fields) : browserReturn(answer.fields))));
    expect(transactions).not.toHaveBeenCalled();
    transactions.mockRestore();

    expect(await state()).toEqual(before);
    const outcomes = (await eventsOf(orderId)).map((event) => `${event.source}:${event.outcome}`);
    expect(outcomes).toEqual(["return:applied", "notify:duplicate"]);
  });

  it("the notification before the browser return", async () => {
    const started = await start(await pledge());
    const answer = await decide(started, "pay");
    // The sandbox queued its notification: the worker delivers it before the payer's browser is back.
    await deliverNotifications();
    const notified = await paymentOf(started.orderId);
    expect(notified).toMatchObject({ status: "success", returnSeenAt: null });
    expect(notified.notifySeenAt).not.toBeNull();
    const back = await browserReturn(answer.fields);
    expect(back.location).toBe(`http://localhost/paymentresponse?order=${started.orderId}`);
    const both = await paymentOf(started.orderId);
    expect(both.returnSeenAt).not.toBeNull();
    expect(both.completedAt).toEqual(notified.completedAt);
    expect((await eventsOf(started.orderId)).map((event) => `${event.source}:${event.outcome}`)).toEqual([
      "notify:applied",
      "return:duplicate",
    ]);
  });

  it("the notification after the browser return", async () => {
    const started = await start(await pledge());
    const answer = await decide(started, "pay");
    await browserReturn(answer.fields);
    await deliverNotifications();
    const payment = await paymentOf(started.orderId);
    expect(payment.notifySeenAt).not.toBeNull();
    expect((await eventsOf(started.orderId)).map((event) => `${event.source}:${event.outcome}`)).toEqual([
      "return:applied",
      "notify:duplicate",
    ]);
    expect(await db().prisma.receipt.count({ where: { payment: { orderId: started.orderId } } })).toBe(1);
  });

  it("a pledge paid twice through two checkouts keeps one receipt and marks the second for refund", async () => {
    const p = await pledge();
    const first = await start(p);
    const second = await start(p);
    const [a, b] = [await decide(first, "pay"), await decide(second, "pay")];
    await browserReturn(a.fields);
    await browserReturn(b.fields);
    expect(await paymentOf(second.orderId)).toMatchObject({
      status: "success",
      reason: expect.stringMatching(/^Paid twice: .* refund due$/),
    });
    expect(await receiptOf(db().prisma, second.orderId)).toBeNull();
    expect(await receiptOf(db().prisma, first.orderId)).not.toBeNull();
    // The payer of the second order is told, in their terms, that it will be refunded; the
    // secretariat's note ("Paid twice: ... refund due") stays on their own screens.
    const view = await publicView(second.orderId);
    expect(view.status).toBe(200);
    expect((view.body as { payment: unknown }).payment).toMatchObject({
      status: "success",
      receiptNo: null,
      receiptUrl: null,
      reason: `${p.referenceNo} was already paid when this payment came in, so this one will be refunded to you. The secretariat will write to you.`,
    });
    expect(view.text).not.toMatch(/Paid twice|refund due|another order/);
    expect(((await publicView(first.orderId)).body as { payment: { reason: unknown } }).payment.reason).toBeNull();
  });

  it("two checkouts of one pledge answered at the same moment still take one receipt", async () => {
    // On Postgres the two answers run at once; each locks only its own order, so without the
    // pledge's own lock both read "pending payment" and both were numbered (two 80G receipts).
    for (let round = 0; round < 5; round += 1) {
      const p = await pledge();
      const orders = [await start(p), await start(p), await start(p)];
      const answers = await Promise.all(orders.map((order) => decide(order, "pay")));
      await Promise.all(answers.map((answer) => browserReturn(answer.fields)));
      const receipts = await db().prisma.receipt.count({ where: { payment: { referenceNo: p.referenceNo } } });
      expect(receipts).toBe(1);
      const twice = await db().prisma.payment.count({
        where: { referenceNo: p.referenceNo, status: "success", reason: { startsWith: "Paid twice" } },
      });
      expect(twice).toBe(2);
    }
  });
});

describe("an answer that cannot be recorded", () => {
  /** Runs `run` while a real failure sits inside the transaction that records a payment: no receipt can be written. */
  const whileReceiptsFail = async (run: (logged: jest.SpyInstance) => Promise<void>) => {
    const prisma = db().prisma;
    await prisma.$executeRawUnsafe(
      `CREATE FUNCTION refuse_receipts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'receipts are unavailable'; END $$`,
    );
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_receipts BEFORE INSERT ON "Receipt" FOR EACH ROW EXECUTE FUNCTION refuse_receipts()`,
    );
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await run(logged);
    } finally {
      logged.mockRestore();
      await prisma.$executeRawUnsafe(`DROP TRIGGER refuse_receipts ON "Receipt"`);
      await prisma.$executeRawUnsafe(`DROP FUNCTION refuse_receipts()`);
    }
  };

  it("a database failure while applying it sends the payer on to the page as pending, never to a JSON 500", async () => {
    const prisma = db().prisma;
    const started = await start(await pledge());
    const answer = await decide(started, "pay");
    await whileReceiptsFail(async (logged) => {
      const back = await browserReturn(answer.fields);
      expect(back).toMatchObject({ status: 303, text: "" });
      expect(back.location).toBe(`http://localhost/paymentresponse?order=${started.orderId}&notice=unconfirmed`);
      // The order named is only the one the body claims, and only when it has our orders' shape.
      const unclaimed = await browserReturn({ encResp: answer.fields.encResp });
      expect(unclaimed.location).toBe("http://localhost/paymentresponse?notice=unconfirmed");
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/could not be applied/), expect.anything());
    });
    expect((await paymentOf(started.orderId)).status).toBe("initiated");
    expect(await receiptOf(prisma, started.orderId)).toBeNull();
    // Nothing was half-written: the same answer, once the database is back, is recorded.
    expect((await browserReturn(answer.fields)).location).toBe(`http://localhost/paymentresponse?order=${started.orderId}`);
    expect((await paymentOf(started.orderId)).status).toBe("success");
  });

  it("notify: a failure while applying is logged and answered 503 (send it again), never a 500; a body that is no gateway's answer is still a 400", async () => {
    const prisma = db().prisma;
    const started = await start(await pledge());
    const answer = await decide(started, "pay");
    await whileReceiptsFail(async (logged) => {
      const reply = await notify(answer.fields);
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/send it again later/) });
      expect(reply.text).not.toMatch(/receipts are unavailable/);
      expect(logged).toHaveBeenCalledWith(
        `[payments] the gateway's answer (notify, order ${started.orderId}) could not be applied`,
        expect.objectContaining({ message: expect.stringMatching(/receipts are unavailable/) }),
      );
      // The sandbox's own queued notification fails its job, which the queue retries.
      await deliverNotifications();
      const job = await prisma.job.findFirstOrThrow({ where: { name: SANDBOX_NOTIFY_JOB } });
      expect(job).toMatchObject({ doneAt: null, failedAt: null, attempts: 1 });
      expect(job.lastError).toMatch(/could not be applied/);
      // A request that is no gateway's answer is refused as before, on both routes.
      for (const route of ["notify", "response"]) {
        const path = `/api/paymentgateway/${route}`;
        const handler = route === "notify" ? notifyRoute : returnRoute;
        expect((await send(handler, jsonRequest(path, [1, 2, 3]))).status).toBe(400);
        expect((await send(handler, formRequest(path, { orderNo: started.orderId }))).status).toBe(400);
      }
    });
    expect((await paymentOf(started.orderId)).status).toBe("initiated");
    expect(await receiptOf(prisma, started.orderId)).toBeNull();
    const events = await eventsOf(started.orderId);
    expect(events.map((event) => `${event.source}:${event.outcome}`)).toEqual(["notify:failed", "notify:failed"]);
    expect(events[0]!.detail).toMatch(/^The answer could not be applied: .*receipts are unavailable/s);
    expect((await notify(answer.fields)).body).toMatchObject({ outcome: "applied", paymentStatus: "success" });
  });
});

describe("receipt numbers and ledgers", () => {
  it("20 payments completing at once take 20 distinct, consecutive numbers", async () => {
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push((await decide(await start(await pledge()), "pay")).fields);
    const before = await db().prisma.receipt.aggregate({ _max: { serial: true }, where: { ledger: "domestic" } });
    const backs = await Promise.all(answers.map((fields) => browserReturn(fields)));
    expect(backs.every((back) => back.status === 303 && !back.location!.includes("refused"))).toBe(true);
    const receipts = await db().prisma.receipt.findMany({
      where: { payment: { orderId: { in: answers.map((fields) => fields.orderNo) } } },
      orderBy: { serial: "asc" },
    });
    const first = (before._max.serial ?? 0) + 1;
    expect(receipts.map((receipt) => receipt.serial)).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(receipts.map((receipt) => receipt.receiptNo)).size).toBe(20);
  });

  it("a foreign contribution is receipted in the FCRA series, never the domestic one", async () => {
    const { orderId } = await payDonation(FOREIGN_DONOR);
    const receipt = await receiptOf(db().prisma, orderId);
    expect(receipt).toMatchObject({ ledger: "fcra", foreignSource: true, currency: "EUR", amountPaise: 25050n });
    expect(receipt!.receiptNo).toMatch(/^FC\/\d{4}-\d{2}\/000001$/);

    const p = await pledge(FOREIGN_DONOR);
    const contribution = await loadContribution(db().prisma, p.referenceNo);
    const payment = await db().prisma.payment.create({
      data: {
        orderId: "PBBBBBBBBBBBBBBBBBBBBBBB",
        purpose: "fcra_donation",
        fcraDonationId: contribution.id,
        referenceNo: p.referenceNo,
        amountPaise: 25050n,
        currency: "EUR",
        gateway: "sandbox",
        payerName: "Anna Schmidt",
        payerEmail: "anna@example.de",
        payerMobile: "+49 30 1234567",
      },
    });
    const sequence = await db().prisma.contentSequence.findMany();
    await expect(
      db().prisma.$transaction((tx) =>
        issueReceipt(tx, {
          paymentId: payment.id,
          contribution,
          amountPaise: 25050,
          currency: "EUR",
          paymentMode: "Card",
          receivedAt: new Date(),
          ledger: "domestic",
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerMismatchError);
    // The database refuses it too, whoever writes the row.
    await expect(
      db().prisma.receipt.create({
        data: {
          receiptNo: "80G/test/1",
          ledger: "domestic",
          financialYear: 202627,
          serial: 999,
          foreignSource: true,
          paymentId: payment.id,
          donorName: "x",
          donorAddress: "x",
          amountPaise: 1n,
          currency: "EUR",
          paymentMode: "x",
          receivedAt: new Date(),
        },
      }),
    ).rejects.toThrow(/Receipt_ledger_matches_source|check constraint/i);
    expect(await db().prisma.contentSequence.findMany()).toEqual(sequence);
  });

  it("an LMF fee paid online marks the application paid, with a domestic receipt", async () => {
    const uploaded = await send(
      uploadLmfFiles,
      uploadRequest("/api/lmf/uploadfiles", {
        fileInputFor: "panCard",
        file0: { bytes: pdf(), filename: "pan.pdf" },
        file1: { bytes: png(), filename: "id.png" },
      }),
    );
    const documents = (uploaded.body as { files: { name: string }[] }).files.map((file) => file.name);
    const created = await send(
      createLmf,
      jsonRequest("/api/lmf/createlmf", { ...lmfApplication(documents), dateOfBirth: "1975-06-15" }),
    );
    expect(created.status).toBe(201);
    const lmf = (created.body as { lmf: { referenceNo: string; amount: string } }).lmf;
    const started = await start({
      referenceNo: lmf.referenceNo,
      amount: "25000",
      email: "meena@example.in",
      mobileno: "9840012345",
    });
    await browserReturn((await decide(started, "pay")).fields);
    expect((await db().prisma.lmfApplication.findUniqueOrThrow({ where: { referenceNo: lmf.referenceNo } })).status).toBe("paid");
    expect(await receiptOf(db().prisma, started.orderId)).toMatchObject({
      ledger: "domestic",
      donorName: "Meena Iyer",
      donorPan: "ABCPI1234F",
    });
    expect((await paymentOf(started.orderId)).purpose).toBe("lmf_fee");
  });
});

describe("the read calls and the gateway's settings", () => {
  it("getPaymentGatewayByReferenceNo: every attempt with the gateway's answers, Admin only", async () => {
    const p = await pledge();
    const failed = await start(p);
    await browserReturn((await decide(failed, "fail")).fields);
    const paid = await start(p);
    await browserReturn((await decide(paid, "pay")).fields);
    const call = (who?: TAuth) =>
      send(
        (req) => byReference(req, { params: Promise.resolve({ referenceNo: p.referenceNo.toLowerCase() }) }),
        getRequest(`/api/paymentgateway/getPaymentGatewayByReferenceNo/${p.referenceNo}`, who),
      );
    expect((await call()).status).toBe(401);
    expect((await call(member)).status).toBe(403);
    const reply = await call(admin);
    expect(reply.status).toBe(200);
    const payments = (reply.body as { payments: { orderId: string; status: string; events: { outcome: string }[] }[] }).payments;
    expect(payments.map((payment) => [payment.orderId, payment.status])).toEqual([
      [paid.orderId, "success"],
      [failed.orderId, "failure"],
    ]);
    expect(payments[0]!.events.map((event) => event.outcome)).toEqual(["applied"]);
    const none = await send(
      (req) => byReference(req, { params: Promise.resolve({ referenceNo: "FCRA-202627-999999" }) }),
      getRequest("/api/paymentgateway/getPaymentGatewayByReferenceNo/FCRA-202627-999999", admin),
    );
    expect(none.status).toBe(404);
    expect((await publicView("PZZZZZZZZZZZZZZZZZZZZZZZ")).status).toBe(404);
    expect((await publicView("1")).status).toBe(400);
  });

  it("PAYMENT_GATEWAY=ccavenue: keys required; the checkout URL carries the order encrypted under the merchant's key", async () => {
    const saved = { ...process.env };
    try {
      // A real deployment must choose; the embedded default may stay on the sandbox.
      delete process.env.PAYMENT_GATEWAY;
      expect(() => assertPaymentConfig()).not.toThrow();
      process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:1/none";
      expect(() => assertPaymentConfig()).toThrow(/With DATABASE_URL set, choose the payment gateway/);
      process.env.PAYMENT_GATEWAY = "sandbox";
      expect(() => assertPaymentConfig()).not.toThrow();
      delete process.env.DATABASE_URL;
      process.env.PAYMENT_GATEWAY = "ccavenue";
      expect(() => assertPaymentConfig()).toThrow(MissingSecretError);
      expect(() => assertPaymentConfig()).toThrow(/CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE, CCAVENUE_WORKING_KEY/);
      Object.assign(process.env, {
        CCAVENUE_MERCHANT_ID: "4242",
        CCAVENUE_ACCESS_CODE: "AVTEST00AA00BB",
        CCAVENUE_WORKING_KEY: "ABCDEF0123456789ABCDEF0123456789",
        CCAVENUE_CHECKOUT_URL: "https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction",
        CCAVENUE_API_URL: statusApi.url,
      });
      // The payer's return address is built on the site's public address, which the request cannot give.
      expect(() => assertPaymentConfig()).toThrow(/PAYMENT_GATEWAY=ccavenue needs NEXTAUTH_URL/);
      process.env.NEXTAUTH_URL = "https://portal.example.org";
      expect(() => assertPaymentConfig()).not.toThrow();
      delete process.env.NEXTAUTH_URL;
      const p = await pledge();
      const started = await start(p);
      const url = new URL(started.url);
      expect(url.origin + url.pathname).toBe("https://test.ccavenue.com/transaction/transaction.do");
      expect(url.searchParams.get("command")).toBe("initiateTransaction");
      expect(url.searchParams.get("access_code")).toBe("AVTEST00AA00BB");
      const order = parseCcavenueResponse(
        decryptCcavenue(url.searchParams.get("encRequest")!, "ABCDEF0123456789ABCDEF0123456789"),
      );
      expect(order).toMatchObject({
        merchant_id: "4242",
        order_id: started.orderId,
        currency: "INR",
        amount: "5000.00",
        redirect_url: "http://localhost/api/paymentgateway/response",
        billing_email: "ravi@example.in",
        merchant_param1: p.referenceNo,
      });
      expect((await paymentOf(started.orderId)).gateway).toBe("ccavenue");
      // The sandbox's checkout is closed then.
      const closed = await send(
        decideRoute,
        jsonRequest("/api/paymentgateway/sandboxdecide", { ...started.formFields, outcome: "pay" }),
      );
      expect(closed.status).toBe(404);
      // CCAvenue's own answer, under the merchant's key, goes through the same path once its order
      // status API confirms it.
      statusApi.answerWith((request) => ({ record: paidRecord(request, 5000) }));
      const answer = encryptCcavenue(
        buildCcavenueRequest({
          order_id: started.orderId,
          order_status: "Success",
          currency: "INR",
          amount: "5000.00",
          tracking_id: "1",
          payment_mode: "UPI",
        }),
        "ABCDEF0123456789ABCDEF0123456789",
      );
      expect((await notify({ encResp: answer, orderNo: started.orderId })).body).toMatchObject({ outcome: "applied" });
      expect(await paymentOf(started.orderId)).toMatchObject({ status: "success", paymentMode: "UPI", gateway: "ccavenue" });
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });
});

describe("CCAvenue: a Success is recorded only when its order status API confirms it", () => {
  /** Runs `run` with PAYMENT_GATEWAY=ccavenue and the local status API, then puts the environment back. */
  const asCcavenue = async (run: () => Promise<void>) => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        PAYMENT_GATEWAY: "ccavenue",
        CCAVENUE_MERCHANT_ID: "4242",
        CCAVENUE_ACCESS_CODE: MERCHANT.accessCode,
        CCAVENUE_WORKING_KEY: MERCHANT.workingKey,
        CCAVENUE_API_URL: statusApi.url,
      });
      await run();
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  };

  /** A Success for `orderId` as CCAvenue's page posts it, under the merchant's key. */
  const successAnswer = (orderId: string) => ({
    encResp: encryptCcavenue(
      buildCcavenueRequest({
        order_id: orderId,
        tracking_id: "310001234567",
        bank_ref_no: "104375822658",
        order_status: "Success",
        payment_mode: "Unified Payments",
        currency: "INR",
        amount: "5000.00",
      }),
      MERCHANT.workingKey,
    ),
    orderNo: orderId,
  });

  const unpaid = async (orderId: string, referenceNo: string) => {
    expect((await paymentOf(orderId)).status).toBe("initiated");
    expect((await donationOf(referenceNo)).status).toBe("pending_payment");
    expect(await receiptOf(db().prisma, orderId)).toBeNull();
  };

  it("a confirmed Success is recorded; CCAvenue is asked about that order and tracking id, once", async () => {
    await asCcavenue(async () => {
      const p = await pledge();
      const { orderId } = await start(p);
      statusApi.answerWith((request) => ({ record: paidRecord(request, 5000) }));
      const asked = statusApi.requests.length;
      const back = await browserReturn(successAnswer(orderId));
      expect(back.location).toBe(`http://localhost/paymentresponse?order=${orderId}`);
      expect(await paymentOf(orderId)).toMatchObject({ status: "success", gatewayReference: "310001234567" });
      expect((await donationOf(p.referenceNo)).status).toBe("paid");
      expect(await receiptOf(db().prisma, orderId)).not.toBeNull();
      expect(statusApi.requests.slice(asked)).toEqual([
        {
          form: expect.objectContaining({
            access_code: MERCHANT.accessCode,
            command: "orderStatusTracker",
            request_type: "JSON",
            response_type: "JSON",
            version: "1.2",
          }),
          request: { order_no: orderId, reference_no: "310001234567" },
        },
      ]);
      // The notification of a paid order changes nothing, so CCAvenue is not asked again.
      expect((await notify(successAnswer(orderId))).body).toMatchObject({ outcome: "duplicate" });
      expect(statusApi.requests).toHaveLength(asked + 1);
    });
  });

  it("a Success the status API denies is refused and not recorded as paid", async () => {
    await asCcavenue(async () => {
      const p = await pledge();
      const { orderId } = await start(p);
      const denials = [
        { order_status: "Unsuccessful" },
        { order_status: "Aborted" },
        { order_amt: 1 },
        { order_currncy: "USD" },
        { order_no: "PZZZZZZZZZZZZZZZZZZZZZZZ" },
        { reference_no: 310009999999 },
      ];
      for (const changes of denials) {
        statusApi.answerWith((request) => ({ record: paidRecord(request, 5000, changes) }));
        expect((await notify(successAnswer(orderId))).status).toBe(400);
        await unpaid(orderId, p.referenceNo);
      }
      const back = await browserReturn(successAnswer(orderId));
      expect(back.location).toBe(`http://localhost/paymentresponse?order=${orderId}&notice=refused`);
      await unpaid(orderId, p.referenceNo);
      const events = await eventsOf(orderId);
      expect(events.map((event) => event.outcome)).toEqual(Array(denials.length + 1).fill("refused"));
      expect(events.map((event) => event.detail)).toEqual([
        expect.stringMatching(/CCAvenue's order status is "Unsuccessful", not paid/),
        expect.stringMatching(/is "Aborted", not paid/),
        expect.stringMatching(/says 100 paise were paid, not the answer's 500000/),
        expect.stringMatching(/currency "USD"/),
        expect.stringMatching(/names another order/),
        expect.stringMatching(/tracking id 310009999999, not 310001234567/),
        expect.stringMatching(/tracking id 310009999999/),
      ]);
    });
  });

  it("a Success the status API cannot confirm leaves the payment pending, until a later notification is confirmed", async () => {
    await asCcavenue(async () => {
      const p = await pledge();
      const { orderId } = await start(p);
      statusApi.answerWith(() => ({ httpStatus: 503 }));
      const back = await browserReturn(successAnswer(orderId));
      expect(back.status).toBe(303);
      expect(back.location).toBe(`http://localhost/paymentresponse?order=${orderId}&notice=unconfirmed`);
      await unpaid(orderId, p.referenceNo);
      // Refused at CCAvenue (this server's address not registered), not decided yet, or no answer at all.
      statusApi.answerWith(() => ({ refuse: "Access_code: Invalid Parameter" }));
      expect((await notify(successAnswer(orderId))).status).toBe(503);
      statusApi.answerWith((request) => ({ record: paidRecord(request, 5000, { order_status: "Awaited" }) }));
      expect((await notify(successAnswer(orderId))).status).toBe(503);
      process.env.CCAVENUE_API_URL = await deadAddress();
      expect((await notify(successAnswer(orderId))).status).toBe(503);
      await unpaid(orderId, p.referenceNo);
      // The view the payer's page polls shows it still waiting for the bank.
      expect(((await publicView(orderId)).body as { payment: { status: string } }).payment.status).toBe("initiated");

      process.env.CCAVENUE_API_URL = statusApi.url;
      statusApi.answerWith((request) => ({ record: paidRecord(request, 5000) }));
      expect((await notify(successAnswer(orderId))).body).toMatchObject({ outcome: "applied", paymentStatus: "success" });
      expect((await donationOf(p.referenceNo)).status).toBe("paid");
      const events = await eventsOf(orderId);
      expect(events.map((event) => `${event.source}:${event.outcome}`)).toEqual([
        "return:unconfirmed",
        "notify:unconfirmed",
        "notify:unconfirmed",
        "notify:unconfirmed",
        "notify:applied",
      ]);
      expect(events.map((event) => event.detail).slice(0, 4)).toEqual([
        expect.stringMatching(/^Payment response not confirmed yet: CCAvenue's order status API answered HTTP 503/),
        expect.stringMatching(/API refused the request \(status 1: Access_code: Invalid Parameter 51407\)/),
        expect.stringMatching(/is still "Awaited"/),
        expect.stringMatching(/API did not answer/),
      ]);
    });
  });
});
