// POST /api/paymentgateway/notify - the gateway's server-to-server notification (encResp), which may
// come before or after the payer's browser returns, or more than once. Refusals that anyone could
// cause count against the caller's address (429 past the limit; trusted answers always pass). A
// success CCAvenue's order status API could not confirm yet, and an answer that could not be applied
// at all (a server failure, logged), are a 503: the payment stays pending and the same notification,
// sent again, is tried again. Every refusal gets the same reply: a reply that told a padding error
// from a field that does not read would decrypt any encResp for whoever holds one (a CBC padding
// oracle); the reason is in PaymentEvent.
import { AppError } from "@/lib/http/errors";
import { defineRoute } from "@/lib/http/route";
import { siteOrigin } from "@/lib/seo/site";
import { applyGatewayResponse, REFUSED_REPLY } from "@/lib/payments/apply-response";

const SEND_AGAIN = "the payment stays pending; send it again later";

export const POST = defineRoute({
  handler: async ({ fields, req, address }) => {
    const result = await applyGatewayResponse({
      source: "notify",
      body: fields,
      origin: siteOrigin(req.url),
      caller: { address },
    });
    if (result.outcome === "refused") throw new AppError("BAD_REQUEST", REFUSED_REPLY);
    if (result.outcome === "limited") throw result.limit;
    if (result.outcome === "unconfirmed")
      throw new AppError("SERVICE_UNAVAILABLE", `Payment response not confirmed yet: ${SEND_AGAIN}`);
    if (result.outcome === "failed")
      throw new AppError("SERVICE_UNAVAILABLE", `Payment response could not be recorded just now: ${SEND_AGAIN}`);
    return { status: 1, outcome: result.outcome, orderId: result.orderId, paymentStatus: result.status };
  },
});
