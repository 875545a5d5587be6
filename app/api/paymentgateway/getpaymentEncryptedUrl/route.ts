// POST /api/paymentgateway/getpaymentEncryptedUrl - start paying a pending donation or LMF fee
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";
import { siteOrigin } from "@/lib/seo/site";
import { startPayment, ZStartPayment } from "@/lib/payments/start-payment";

export const POST = defineRoute({
  json: ZStartPayment,
  rateLimit: RATE_LIMITS.paymentStart,
  handler: async ({ json, req }) => {
    const payment = await startPayment({ input: json, origin: siteOrigin(req.url) });
    return Response.json({ status: 1, ...payment }, { status: 201 });
  },
});
