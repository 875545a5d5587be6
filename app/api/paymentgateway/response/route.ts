// POST /api/paymentgateway/response - the gateway sends the payer's browser back here with encResp.
// The answer is applied (lib/payments/apply-response.ts) and the payer goes on to /paymentresponse.
// It comes from the gateway's page, cross-site: its encryption, not its origin, is what is checked.
// Refusals that anyone could cause count against the caller's address (429 past the limit).
import { defineRoute } from "@/lib/http/route";
import { siteOrigin } from "@/lib/seo/site";
import { applyGatewayResponse } from "@/lib/payments/apply-response";

export const POST = defineRoute({
  handler: async ({ fields, req, address }) => {
    const origin = siteOrigin(req.url);
    const result = await applyGatewayResponse({ source: "return", body: fields, origin, caller: { address } });
    const target = new URL("/paymentresponse", origin);
    if (result.orderId) target.searchParams.set("order", result.orderId);
    if (result.outcome === "refused") target.searchParams.set("notice", "refused");
    return new Response(null, { status: 303, headers: { Location: target.toString() } });
  },
});
