// How often the sweep of unconfirmed CCAvenue payments (lib/payments/sweep-unconfirmed.ts) asks
// about a payment its asks leave pending, over the 3 days it looks after it, with the sweep run
// every 15 minutes on a clock the test sets: an order CCAvenue has no record of, or whose request
// the API refuses, is asked less and less often (21 asks rather than 287); one whose record
// contradicts ours is logged once and not asked about again (it was logged at every sweep).
import { sweepUnconfirmedPayments, type TSweepSummary } from "@/lib/payments/sweep-unconfirmed";
import { MINUTE, recordSaying, setupSweepFixture } from "./sweep-fixture";

const { db, statusApi, verdicts, pendingPayment, paymentOf, eventsOf } = setupSweepFixture();

const HOUR = 60 * MINUTE;

describe("a payment the sweep's asks leave pending", () => {
  it("is asked less and less often over its 3 days; a record that contradicts ours is logged once and not asked about again", async () => {
    const noRecord = await pendingPayment(0);
    const contradicting = await pendingPayment(0);
    const refused = await pendingPayment(0);
    verdicts.set(noRecord.orderId, () => ({ record: { status: 1, error_desc: "No records found", error_code: "51313" } }));
    // Paid, by CCAvenue's records, ₹9,999 rather than the ₹5,000 of our order.
    verdicts.set(contradicting.orderId, recordSaying({ order_amt: 9999, order_gross_amt: 9999 }));
    verdicts.set(refused.orderId, () => ({ refuse: "Order_No: Invalid Parameter" }));
    // Started a second apart, newest first as the sweep takes them: the refused request comes last in each run.
    const startedAt = Date.now();
    const orders = [noRecord, contradicting, refused];
    for (const [index, { orderId }] of orders.entries())
      await db().prisma.payment.update({ where: { orderId }, data: { createdAt: new Date(startedAt - index * 1000) } });

    // Every 15 minutes from the checkout until the sweep leaves the payments to the secretariat.
    const asks = new Map<string, number[]>(orders.map(({ orderId }) => [orderId, []]));
    const summaries: TSweepSummary[] = [];
    const logged: string[] = [];
    const log = jest.spyOn(console, "info").mockImplementation((line: unknown) => void logged.push(String(line)));
    try {
      for (let minutes = 15; minutes <= 72 * 60; minutes += 15) {
        const from = statusApi.requests.length;
        summaries.push(await sweepUnconfirmedPayments({ now: new Date(startedAt + minutes * MINUTE) }));
        for (const { request } of statusApi.requests.slice(from)) asks.get(request?.order_no ?? "")?.push(minutes);
      }
    } finally {
      log.mockRestore();
    }

    // 15 and 30 minutes, then 1, 2 and 4 hours after the checkout, then every 4 hours.
    const expected = [15, 30, 60, 120, ...Array.from({ length: 17 }, (_, index) => 240 * (index + 1))];
    expect(expected).toHaveLength(21);
    expect(asks.get(noRecord.orderId)).toEqual(expected);
    expect(asks.get(refused.orderId)).toEqual(expected);
    expect(asks.get(contradicting.orderId)).toEqual([15]);
    expect(await eventsOf(contradicting.orderId)).toEqual(["sweep:refused"]);
    // The refusal stopped each run it met, once a run, and held up no other payment.
    const stopped = summaries.filter((summary) => summary.stopped);
    expect(stopped).toHaveLength(21);
    for (const summary of stopped) expect(summary.stopped).toMatch(/^CCAvenue's order status API refused the request/);
    expect(logged.filter((line) => line.includes("refused the request"))).toHaveLength(21);
    for (const { orderId } of orders) {
      expect((await paymentOf(orderId)).status).toBe("initiated");
      if (orderId !== contradicting.orderId) expect(await eventsOf(orderId)).toEqual([]);
    }
  });

  it("an order decided at last is recorded at its next ask, and the API not answering costs no payment a wait", async () => {
    const awaited = await pendingPayment(0);
    const startedAt = (await paymentOf(awaited.orderId)).createdAt.getTime();
    const sweepAt = (ms: number) => sweepUnconfirmedPayments({ now: new Date(startedAt + ms) });
    expect(await sweepAt(15 * MINUTE)).toMatchObject({ asked: 1, undecided: 1 });
    expect(await sweepAt(30 * MINUTE)).toMatchObject({ asked: 1, undecided: 1 });
    // Next asked an hour after the checkout: not at 45 minutes.
    expect(await sweepAt(45 * MINUTE)).toMatchObject({ asked: 0 });
    verdicts.set(awaited.orderId, () => ({ httpStatus: 503 }));
    expect(await sweepAt(HOUR)).toMatchObject({ asked: 1, stopped: expect.stringMatching(/HTTP 503/) });
    // The API was down, not the order undecided: asked again at the next sweep.
    verdicts.set(awaited.orderId, recordSaying({}));
    expect(await sweepAt(HOUR + 15 * MINUTE)).toMatchObject({ asked: 1, applied: 1 });
    expect(await paymentOf(awaited.orderId)).toMatchObject({ status: "success", sweepChecks: 2 });
    expect(await eventsOf(awaited.orderId)).toEqual(["sweep:applied"]);
  });
});
