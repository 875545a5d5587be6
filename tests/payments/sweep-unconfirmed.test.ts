// The sweep of CCAvenue payments left pending (lib/payments/sweep-unconfirmed.ts), run by the real
// job queue against CCAvenue's order status API played by a local HTTP server: a paid order is
// recorded as a confirmed answer is (receipt, its mail queued, the pledge paid), a denied one is
// marked failed or cancelled, an undecided one is left for a later sweep, payments too young, too
// old or of the sandbox are never asked about, and a sweep meeting the gateway's own answer records
// the payment once. How often a payment left pending is asked again: sweep-backoff.test.ts.
import { POST as notifyRoute } from "@/app/api/paymentgateway/notify/route";
import { IST_OFFSET_MS } from "@/lib/india-time";
import { JOBS } from "@/lib/jobs/definitions";
import { runDueJobs, scheduleRecurringJobs } from "@/lib/jobs/queue";
import { buildCcavenueRequest, encryptCcavenue } from "@/lib/payments/ccavenue-crypto";
import { RECEIPT_JOB } from "@/lib/payments/receipts";
import { SWEEP_JOB, sweepUnconfirmedPayments } from "@/lib/payments/sweep-unconfirmed";
import { formRequest, send } from "../auth/helpers";
import { itOnPostgres, untilSettledOrWaiting } from "../helpers/test-db";
import { browserReturn, pledge, receiptOf, start } from "./helpers";
import { MERCHANT, MINUTE, recordSaying, setupSweepFixture, TRACKING_ID } from "./sweep-fixture";

/** yyyy-MM-dd HH:mm:ss in India, as CCAvenue's status API writes its times. */
const istGatewayTime = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");

const { db, statusApi, verdicts, pendingPayment, paymentOf, eventsOf, askedAbout } = setupSweepFixture();

const donationStatus = async (referenceNo: string) =>
  (await db().prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo } })).status;

/** CCAvenue's Success for `orderId`, as its server notifies it. */
const notifySuccess = (orderId: string) => {
  const fields = { order_id: orderId, tracking_id: TRACKING_ID, order_status: "Success", currency: "INR", amount: "5000.00" };
  const body = { encResp: encryptCcavenue(buildCcavenueRequest(fields), MERCHANT.workingKey), orderNo: orderId };
  return send(notifyRoute, formRequest("/api/paymentgateway/notify", body));
};

/** The sweep's turn on the job queue, as every instance's worker takes it. */
const runSweepJob = async () => {
  const sweep = JOBS.filter((job) => job.name === SWEEP_JOB);
  await scheduleRecurringJobs(sweep);
  return runDueJobs(sweep);
};

describe("the sweep of unconfirmed CCAvenue payments", () => {
  it("is a recurring job every 15 minutes; a paid order is recorded as a confirmed answer is, and the gateway's late answer is a duplicate", async () => {
    expect(JOBS.find((job) => job.name === SWEEP_JOB)).toMatchObject({ everyMs: 15 * MINUTE });
    const { orderId, referenceNo } = await pendingPayment(20 * MINUTE);
    verdicts.set(orderId, recordSaying({ order_card_name: "UPI" }));
    const asked = statusApi.requests.length;

    expect(await runSweepJob()).toMatchObject({ claimed: 1, succeeded: 1 });
    expect(askedAbout(asked)).toEqual([{ order_no: orderId }]);
    expect(await paymentOf(orderId)).toMatchObject({ status: "success", gatewayReference: TRACKING_ID, paymentMode: "UPI" });
    expect(await donationStatus(referenceNo)).toBe("paid");
    const receipt = await receiptOf(db().prisma, orderId);
    expect(receipt?.receiptNo).toMatch(/^80G\//);
    expect(await db().prisma.job.count({ where: { name: RECEIPT_JOB, key: `${RECEIPT_JOB}:${receipt!.receiptNo}` } })).toBe(1);
    expect(await eventsOf(orderId)).toEqual(["sweep:applied"]);
    const job = await db().prisma.job.findFirstOrThrow({ where: { name: SWEEP_JOB } });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 14 * MINUTE);

    // CCAvenue's notification, arriving after all, changes nothing and asks nothing.
    expect((await notifySuccess(orderId)).body).toMatchObject({ outcome: "duplicate", paymentStatus: "success" });
    expect(askedAbout(asked)).toHaveLength(1);
    expect(await db().prisma.receipt.count({ where: { payment: { orderId } } })).toBe(1);
    // Paid, it is never asked about again.
    await sweepUnconfirmedPayments();
    expect(askedAbout(asked)).toHaveLength(1);
  });

  it("dates the receipt when CCAvenue took the money (its order_status_date_time), not when the sweep found it", async () => {
    const { orderId } = await pendingPayment(50 * MINUTE);
    const started = (await paymentOf(orderId)).createdAt;
    const paidAt = new Date(Math.floor((started.getTime() + 2 * MINUTE) / 1000) * 1000);
    verdicts.set(orderId, recordSaying({ order_status_date_time: `${istGatewayTime(paidAt)}.250` }));
    expect(await sweepUnconfirmedPayments()).toMatchObject({ applied: 1 });
    const receipt = await db().prisma.receipt.findFirstOrThrow({ where: { payment: { orderId } } });
    expect(receipt.receivedAt).toEqual(paidAt);
    // The payment itself says when it was recorded.
    expect((await paymentOf(orderId)).completedAt!.getTime()).toBeGreaterThan(paidAt.getTime() + 40 * MINUTE);
  });

  it("an order CCAvenue's records deny is marked failed or cancelled; the pledge stays payable", async () => {
    const failed = await pendingPayment(30 * MINUTE);
    const cancelled = await pendingPayment(2 * 24 * 60 * MINUTE);
    verdicts.set(failed.orderId, recordSaying({ order_status: "Unsuccessful" }));
    verdicts.set(cancelled.orderId, recordSaying({ order_status: "Auto-Cancelled" }));

    expect(await sweepUnconfirmedPayments()).toMatchObject({ asked: 2, applied: 2, undecided: 0 });
    expect(await paymentOf(failed.orderId)).toMatchObject({
      status: "failure",
      reason: `CCAvenue's records show this payment as "Unsuccessful"`,
    });
    expect(await paymentOf(cancelled.orderId)).toMatchObject({ status: "aborted" });
    for (const { orderId, referenceNo } of [failed, cancelled]) {
      expect(await donationStatus(referenceNo)).toBe("pending_payment");
      expect(await receiptOf(db().prisma, orderId)).toBeNull();
      expect(await eventsOf(orderId)).toEqual(["sweep:applied"]);
    }
  });

  it("an undecided order is left for the next sweep; payments too young, too old or of the sandbox are not asked about", async () => {
    const awaited = await pendingPayment(20 * MINUTE);
    const unknown = await pendingPayment(25 * MINUTE);
    const young = await pendingPayment(5 * MINUTE);
    const old = await pendingPayment(4 * 24 * 60 * MINUTE);
    process.env.PAYMENT_GATEWAY = "sandbox";
    const sandbox = await start(await pledge());
    await db().prisma.payment.update({
      where: { orderId: sandbox.orderId },
      data: { createdAt: new Date(Date.now() - 20 * MINUTE) },
    });
    // While the site takes payments through the sandbox, CCAvenue's keys are not used at all.
    const asked = statusApi.requests.length;
    expect(await sweepUnconfirmedPayments()).toMatchObject({ asked: 0 });
    process.env.PAYMENT_GATEWAY = "ccavenue";

    verdicts.set(unknown.orderId, () => ({ record: { status: 1, error_desc: "No records found", error_code: "51313" } }));
    expect(await sweepUnconfirmedPayments()).toMatchObject({ asked: 2, applied: 0, undecided: 2, stopped: null });
    expect(askedAbout(asked)).toEqual([{ order_no: awaited.orderId }, { order_no: unknown.orderId }]);
    for (const { orderId } of [awaited, unknown, young, old, sandbox]) {
      expect((await paymentOf(orderId)).status).toBe("initiated");
      expect(await eventsOf(orderId)).toEqual([]);
    }

    // Asked about again at the next sweep, 15 minutes on (not before: sweep-backoff.test.ts), when
    // the young payment is old enough, and asked first.
    const next = new Date(Date.now() + 15 * MINUTE);
    // The API not answering stops the run: the other orders would only wait for it too.
    verdicts.set(awaited.orderId, () => ({ httpStatus: 503 }));
    expect(await sweepUnconfirmedPayments({ now: next })).toMatchObject({
      asked: 2,
      undecided: 1,
      stopped: expect.stringMatching(/HTTP 503/),
    });
    // Decided at last, at a later sweep.
    verdicts.set(awaited.orderId, recordSaying({}));
    expect(await sweepUnconfirmedPayments({ now: next })).toMatchObject({ applied: 1, undecided: 1 });
    expect((await paymentOf(awaited.orderId)).status).toBe("success");
  });

  it("the payer's return arriving while the sweep asks CCAvenue: the payment is recorded once", async () => {
    const { orderId } = await pendingPayment(20 * MINUTE);
    const encResp = encryptCcavenue(
      buildCcavenueRequest({
        order_id: orderId,
        tracking_id: TRACKING_ID,
        order_status: "Success",
        currency: "INR",
        amount: "5000.00",
      }),
      MERCHANT.workingKey,
    );
    let back: Awaited<ReturnType<typeof browserReturn>> | undefined;
    verdicts.set(orderId, async (request) => {
      // The sweep's question (by order id alone) is answered only once the return has been recorded.
      if (request?.reference_no === undefined) back = await browserReturn({ encResp, orderNo: orderId });
      return recordSaying({})(request);
    });
    expect(await sweepUnconfirmedPayments()).toMatchObject({ asked: 1, applied: 0, duplicate: 1 });
    expect(back?.location).toBe(`http://localhost/paymentresponse?order=${orderId}`);
    expect(await db().prisma.receipt.count({ where: { payment: { orderId } } })).toBe(1);
    expect(await eventsOf(orderId)).toEqual(["return:applied"]);
  });

  itOnPostgres("a sweep and a notification waiting on the order's row lock at once record the payment once", async () => {
    const prisma = db().prisma;
    const { orderId, referenceNo } = await pendingPayment(20 * MINUTE);
    verdicts.set(orderId, recordSaying({}));
    let both: Promise<[Awaited<ReturnType<typeof sweepUnconfirmedPayments>>, Awaited<ReturnType<typeof notifySuccess>>]>;
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "orderId" = ${orderId} FOR UPDATE`;
        both = Promise.all([sweepUnconfirmedPayments(), notifySuccess(orderId)]);
        // Both have had CCAvenue's answer and wait for the lock this transaction holds.
        await untilSettledOrWaiting(prisma, both, 2);
      },
      { timeout: 20_000 },
    );
    const [sweep, notified] = await both!;
    expect(notified.status).toBe(200);
    // One of them recorded it, the other found it recorded.
    const outcomes = [
      sweep.applied ? "applied" : sweep.duplicate ? "duplicate" : "?",
      (notified.body as { outcome: string }).outcome,
    ];
    expect(outcomes.sort()).toEqual(["applied", "duplicate"]);
    expect(await paymentOf(orderId)).toMatchObject({ status: "success" });
    expect(await donationStatus(referenceNo)).toBe("paid");
    expect(await prisma.receipt.count({ where: { payment: { orderId } } })).toBe(1);
    const events = await eventsOf(orderId);
    expect(events.filter((event) => event.endsWith(":applied"))).toHaveLength(1);
  });
});
