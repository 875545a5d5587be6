// POST /api/paymentgateway/response - the gateway sends the payer's browser back here with encResp.
// The answer is applied (lib/payments/apply-response.ts) and the payer goes on to /paymentresponse.
// It comes from the gateway's page, cross-site: its encryption, not its origin, is what is checked.
// Refusals that anyone could cause count against the caller's address; past the limit the payer
// is still sent on to the page (notice=limited), since a JSON 429 is no page for a browser. A success
// the gateway's records could not confirm yet leaves the payment pending (notice=unconfirmed), and so
// does an answer that could not be applied at all (the error is logged).
import { AppError } from "@/lib/http/errors";
import { defineRoute } from "@/lib/http/route";
import { siteOrigin } from "@/lib/seo/site";
import { applyGatewayResponse } from "@/lib/payments/apply-response";
import { ORDER_ID_PATTERN } from "@/lib/payments/payment-labels";

const seeOther = (target: URL) => new Response(null, { status: 303, headers: { Location: target.toString() } });

export const POST = defineRoute({
  handler: async ({ fields, req, address }) => {
    const origin = siteOrigin(req.url);
    const target = new URL("/paymentresponse", origin);
    try {
      const result = await applyGatewayResponse({ source: "return", body: fields, origin, caller: { address } });
      if (result.orderId) target.searchParams.set("order", result.orderId);
      if (result.outcome === "refused" || result.outcome === "unconfirmed") target.searchParams.set("notice", result.outcome);
      return seeOther(target);
    } catch (error) {
      const limited = error instanceof AppError && error.code === "TOO_MANY_REQUESTS";
      // A refusal of the request itself (a body that is no gateway's answer: 400) stays what it is.
      if (error instanceof AppError && !limited) throw error;
      // Any other failure (the database unavailable, a transaction that timed out) recorded nothing:
      // the payer is sent on as for a success not confirmed yet, never to a JSON 500.
      if (!limited) console.error("[paymentgateway/response] the gateway's answer could not be applied", error);
      // The answer was not read, so the order is only the one the body claims, as for an answer that
      // does not decrypt: the page shows that order's state as the server knows it.
      const claimed = fields.orderNo ?? "";
      if (ORDER_ID_PATTERN.test(claimed)) target.searchParams.set("order", claimed);
      target.searchParams.set("notice", limited ? "limited" : "unconfirmed");
      return seeOther(target);
    }
  },
});
