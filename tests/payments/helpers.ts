// Shared set-up of the payment tests (issue 15): pledges made through the real public calls, paid
// through the sandbox checkout's real calls (start, the tester's choice, the browser return).
import { POST as createDonation } from "@/app/api/fcradonations/createfcradonation/route";
import { POST as startPaymentRoute } from "@/app/api/paymentgateway/getpaymentEncryptedUrl/route";
import { POST as returnRoute } from "@/app/api/paymentgateway/response/route";
import { POST as decideRoute } from "@/app/api/paymentgateway/sandboxdecide/route";
import type { TPrisma } from "@/lib/db/client";
import { formRequest, jsonRequest, send, type TReply } from "../auth/helpers";
import { FOREIGN_DONOR, INDIAN_DONOR } from "../content/helpers";

export { FOREIGN_DONOR, INDIAN_DONOR };

/** The origin the route handlers see in tests (tests/auth/helpers BASE). */
export const ORIGIN = "http://localhost";

export type TPledge = { referenceNo: string; amount: string; email: string; mobileno: string };

/** A donation through createfcradonation; answers what the payer then sends to start paying. */
export const pledge = async (donor: Record<string, unknown> = INDIAN_DONOR): Promise<TPledge> => {
  const reply = await send(createDonation, jsonRequest("/api/fcradonations/createfcradonation", donor));
  if (reply.status !== 201) throw new Error(`pledge refused: ${reply.text}`);
  const body = reply.body as { fcradonation: { referenceNo: string } };
  return {
    referenceNo: body.fcradonation.referenceNo,
    amount: String(donor.amount),
    email: String(donor.email),
    mobileno: String(donor.phone),
  };
};

export type TStarted = { orderId: string; url: string; formFields: Record<string, string> };

export const startPaying = async (p: TPledge, overrides: Record<string, unknown> = {}): Promise<TReply> =>
  send(
    startPaymentRoute,
    jsonRequest("/api/paymentgateway/getpaymentEncryptedUrl", {
      id: p.referenceNo,
      amount: p.amount,
      email: p.email,
      mobileno: p.mobileno,
      ...overrides,
    }),
  );

export const start = async (p: TPledge): Promise<TStarted> => {
  const reply = await startPaying(p);
  if (reply.status !== 201) throw new Error(`start refused: ${reply.text}`);
  return reply.body as TStarted;
};

/** The sandbox checkout's button: what the browser must post back, and where. */
export const decide = async (started: TStarted, outcome: "pay" | "fail" | "abandon") => {
  const reply = await send(decideRoute, jsonRequest("/api/paymentgateway/sandboxdecide", { ...started.formFields, outcome }));
  if (reply.status !== 200) throw new Error(`sandbox refused: ${reply.text}`);
  return reply.body as { action: string; fields: { encResp: string; orderNo: string } };
};

/** The browser's post back to the return address; answers the redirect's target. */
export const browserReturn = async (fields: Record<string, string>) => {
  const res = await returnRoute(formRequest("/api/paymentgateway/response", fields));
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
};

/** Pledge, start, pay in the sandbox and come back: a paid donation with its receipt. */
export const payDonation = async (donor: Record<string, unknown> = INDIAN_DONOR) => {
  const p = await pledge(donor);
  const started = await start(p);
  const answer = await decide(started, "pay");
  const back = await browserReturn(answer.fields);
  return { pledge: p, orderId: started.orderId, answer, back };
};

/** The receipt of a paid order, as stored. */
export const receiptOf = async (prisma: TPrisma, orderId: string) =>
  prisma.receipt.findFirst({ where: { payment: { orderId } } });
