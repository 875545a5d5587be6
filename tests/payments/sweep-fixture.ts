// The set-up the tests of the sweep of unconfirmed CCAvenue payments share (sweep-unconfirmed.test.ts,
// sweep-backoff.test.ts): a fresh database, the site on the CCAvenue gateway, and CCAvenue's order
// status API played by a local HTTP server that answers each order as the test says (an order not
// named is still "Awaited" there). Call it once at the top of a test file: it registers the hooks.
import { setupTestDb } from "../helpers/test-db";
import { paidRecord, startStatusApi, type TStatusAnswer, type TStatusRequest } from "./ccavenue-status-api";
import { pledge, start } from "./helpers";

export const MINUTE = 60 * 1000;
export const MERCHANT = { accessCode: "AVTEST00AA00BB", workingKey: "ABCDEF0123456789ABCDEF0123456789" };
export const TRACKING_ID = "310001234567";

type TVerdict = (request: TStatusRequest["request"]) => TStatusAnswer | Promise<TStatusAnswer>;

/** CCAvenue's record of the asked order (paid, ₹5,000, unless `changes` say otherwise). */
export const recordSaying = (changes: Record<string, unknown>) => (request: TStatusRequest["request"]) => ({
  record: paidRecord(request, 5000, { reference_no: Number(TRACKING_ID), ...changes }),
});

export const setupSweepFixture = () => {
  const db = setupTestDb();
  const api = {} as Awaited<ReturnType<typeof startStatusApi>>;
  const saved = { ...process.env };
  /** How CCAvenue's records answer for each order. */
  const verdicts = new Map<string, TVerdict>();

  beforeAll(async () => {
    Object.assign(api, await startStatusApi(MERCHANT));
    api.answerWith((request) => (verdicts.get(request?.order_no ?? "") ?? recordSaying({ order_status: "Awaited" }))(request));
    Object.assign(process.env, {
      PAYMENT_GATEWAY: "ccavenue",
      CCAVENUE_MERCHANT_ID: "4242",
      CCAVENUE_ACCESS_CODE: MERCHANT.accessCode,
      CCAVENUE_WORKING_KEY: MERCHANT.workingKey,
      CCAVENUE_API_URL: api.url,
    });
  });

  afterAll(async () => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    await api.close();
  });

  afterEach(async () => {
    // Each test's pending payments stay its own: the next sweep does not meet them.
    await db().prisma.payment.updateMany({ where: { status: "initiated" }, data: { status: "aborted" } });
    verdicts.clear();
  });

  /** A pledge and its CCAvenue checkout started `ageMs` ago. */
  const pendingPayment = async (ageMs: number) => {
    const p = await pledge();
    const { orderId } = await start(p);
    await db().prisma.payment.update({ where: { orderId }, data: { createdAt: new Date(Date.now() - ageMs) } });
    return { orderId, referenceNo: p.referenceNo };
  };

  const paymentOf = (orderId: string) => db().prisma.payment.findUniqueOrThrow({ where: { orderId } });

  /** What was logged about the order, as "source:outcome". */
  const eventsOf = async (orderId: string) =>
    (await db().prisma.paymentEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } })).map(
      (event) => `${event.source}:${event.outcome}`,
    );

  /** The API's requests since the `from`-th. */
  const askedAbout = (from: number) => api.requests.slice(from).map((asked) => asked.request);

  return { db, statusApi: api, verdicts, pendingPayment, paymentOf, eventsOf, askedAbout };
};
