// POST /api/paymentgateway/response - the gateway sends the payer's browser back here with encResp.
// The answer is applied (lib/payments/apply-response.ts) and the payer goes on to /paymentresponse.
// It comes from the gateway's page, cross-site: its encryption, not its origin, is what is checked.
// Refusals that anyone could cause count against the caller's address; past the limit the payer
// is still sent on to the page (notice=limited), since a JSON 429 is no page for a browser. A success
// the gateway's records could not confirm yet leaves the payment pending (notice=unconfirmed), and so
// does an answer that could not be applied at all (outcome failed, logged), never a JSON 500. A body
// without encResp is no gateway's answer and stays a 400.
import { defineRoute } from "@/lib/http/route";
import { siteOrigin } from "@/lib/seo/site";
import { applyGatewayResponse, type TApplyOutcome } from "@/lib/payments/apply-response";

const NOTICE: Partial<Record<TApplyOutcome, string>> = {
  refused: "refused",
  unconfirmed: "unconfirmed",
  failed: "unconfirmed",
  limited: "limited",
};

export const POST = defineRoute({
  handler: async ({ fields, req, address }) => {
    const origin = siteOrigin(req.url);
    const result = await applyGatewayResponse({ source: "return", body: fields, origin, caller: { address } });
    const target = new URL("/paymentresponse", origin);
    if (result.orderId) target.searchParams.set("order", result.orderId);
    const notice = NOTICE[result.outcome];
    if (notice) target.searchParams.set("notice", notice);
    return new Response(null, { status: 303, headers: { Location: target.toString() } });
  },
});
