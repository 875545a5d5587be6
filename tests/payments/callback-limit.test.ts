// The gateway's callbacks are public, so the refusals anyone can cause (garbage that does not
// decrypt, an order that is not ours) are limited per address: past RATE_LIMITS.gatewayRefused an
// address gets 429 with Retry-After from notify (the browser return sends the payer on to the page
// with notice=limited) and nothing more is logged, while a trusted answer from that same address is
// still applied and other addresses are not affected.
import { POST as notifyRoute } from "@/app/api/paymentgateway/notify/route";
import { POST as returnRoute } from "@/app/api/paymentgateway/response/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { buildCcavenueRequest, encryptCcavenue } from "@/lib/payments/ccavenue-crypto";
import { sandboxWorkingKey } from "@/lib/payments/config";
import { send, type TReply } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { decide, pledge, start } from "./helpers";

const db = setupTestDb();
const rule = RATE_LIMITS.gatewayRefused;

const A = "203.0.113.7";
const B = "198.51.100.23";

const callback = (route: "notify" | "response", address: string, fields: Record<string, string>) =>
  new Request(`http://localhost/api/paymentgateway/${route}`, {
    method: "POST",
    headers: { [CLIENT_ADDRESS_HEADER]: address },
    body: new URLSearchParams(fields),
  });

const notify = (address: string, fields: Record<string, string>) => send(notifyRoute, callback("notify", address, fields));

/** The browser return answers a redirect, not JSON: status, Location and text. */
const browserReturn = async (address: string, fields: Record<string, string>) => {
  const res = await returnRoute(callback("response", address, fields));
  return { status: res.status, headers: res.headers, location: res.headers.get("location"), text: await res.text() };
};

/** Three blocks of hex: the shape of an answer, but not one encrypted under our key. */
const GARBAGE = { encResp: "ab".repeat(48), orderNo: "PAAAAAAAAAAAAAAAAAAAAAAA" };

/** Encrypted under our key, so it decrypts, but for an order we never made. */
const foreignOrder = () => ({
  encResp: encryptCcavenue(
    buildCcavenueRequest({ order_id: "PZZZZZZZZZZZZZZZZZZZZZZZ", order_status: "Success", currency: "INR", amount: "5000.00" }),
    sandboxWorkingKey(),
  ),
});

const events = () => db().prisma.paymentEvent.count();
const statusOf = async (orderId: string) => (await db().prisma.payment.findUniqueOrThrow({ where: { orderId } })).status;

const expectLimited = (reply: Pick<TReply, "status" | "headers" | "text">) => {
  expect(reply.status).toBe(429);
  expect(JSON.parse(reply.text)).toEqual(expect.objectContaining({ code: "TOO_MANY_REQUESTS" }));
  const retryAfter = Number(reply.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
};

/** A pending order and the sandbox's genuine answer to it (paid). */
const paidAnswer = async () => {
  const started = await start(await pledge());
  return { orderId: started.orderId, fields: (await decide(started, "pay")).fields };
};

beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

describe("refused gateway callbacks are limited per address", () => {
  it("notify: garbage from one address gets 429 past the limit; its genuine answer and other addresses still pass", async () => {
    const { orderId, fields } = await paidAnswer();
    for (let i = 0; i < rule.limit; i += 1) expect((await notify(A, GARBAGE)).status).toBe(400);

    const logged = await events();
    expectLimited(await notify(A, GARBAGE));
    expectLimited(await notify(A, foreignOrder()));
    // Past the limit a refusal costs one counter update and writes no event.
    expect(await events()).toBe(logged);

    const other = await notify(B, GARBAGE);
    expect(other.status).toBe(400);
    expect(other.text).toMatch(/Payment response refused/);
    expect(await events()).toBe(logged + 1);

    const genuine = await notify(A, fields);
    expect(genuine.status).toBe(200);
    expect(genuine.body).toMatchObject({ outcome: "applied", orderId, paymentStatus: "success" });
    expect(await statusOf(orderId)).toBe("success");
    // A trusted answer neither counts nor lifts the limit for the garbage that follows it.
    expect((await notify(A, fields)).body).toMatchObject({ outcome: "duplicate" });
    expectLimited(await notify(A, GARBAGE));
  });

  it("the browser return: answers for orders that are not ours count too, the two routes share one allowance, and a limited payer is sent on to the page", async () => {
    const { orderId, fields } = await paidAnswer();
    for (let i = 0; i < rule.limit - 1; i += 1) {
      const back = await browserReturn(A, foreignOrder());
      expect(back.status).toBe(303);
      expect(back.location).toBe("http://localhost/paymentresponse?notice=refused");
    }
    expect((await notify(A, GARBAGE)).status).toBe(400);

    // Past the limit the payer's browser is still sent on to the page, which explains the notice
    // (with the order the body claims, as for any answer that was not read); nothing is logged.
    const logged = await events();
    const limited = await browserReturn(A, GARBAGE);
    expect(limited.status).toBe(303);
    expect(limited.location).toBe(`http://localhost/paymentresponse?order=${GARBAGE.orderNo}&notice=limited`);
    expect((await browserReturn(A, foreignOrder())).location).toBe("http://localhost/paymentresponse?notice=limited");
    expect(await events()).toBe(logged);
    // The notify route is the gateway's server's, not a browser's: it keeps the JSON 429.
    expectLimited(await notify(A, foreignOrder()));
    expect((await browserReturn(B, foreignOrder())).location).toBe("http://localhost/paymentresponse?notice=refused");

    const back = await browserReturn(A, fields);
    expect(back.status).toBe(303);
    expect(back.location).toBe(`http://localhost/paymentresponse?order=${orderId}`);
    expect(await statusOf(orderId)).toBe("success");
  });

  it("refusals about an order of ours (a changed amount) are not counted: they need our key", async () => {
    const { orderId } = await paidAnswer();
    const changedAmount = {
      encResp: encryptCcavenue(
        buildCcavenueRequest({
          order_id: orderId,
          order_status: "Success",
          tracking_id: "310009876543",
          currency: "INR",
          amount: "1.00",
        }),
        sandboxWorkingKey(),
      ),
    };
    for (let i = 0; i <= rule.limit; i += 1) {
      const reply = await notify(A, changedAmount);
      expect(reply.status).toBe(400);
    }
    const refusals = await db().prisma.paymentEvent.findMany({ where: { orderId } });
    expect(refusals).toHaveLength(rule.limit + 1);
    for (const event of refusals) expect(event.detail).toMatch(/the amount 100 paise is not the order's/);
    expect(await statusOf(orderId)).toBe("initiated");
    expect(await db().prisma.rateLimit.count({ where: { key: { startsWith: `${rule.name}:` } } })).toBe(0);
  });
});
