// POST /api/paymentgateway/sandboxdecide - the sandbox checkout's buttons: pay, fail or abandon.
// Answers where the payer's browser posts back and what (as CCAvenue's page would); 404 unless the
// sandbox is the gateway.
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { siteOrigin } from "@/lib/seo/site";
import { decideSandboxPayment, SANDBOX_OUTCOMES } from "@/lib/payments/sandbox";

export const POST = defineRoute({
  json: z.object({
    encRequest: z.string().min(1, "is required").max(20_000, "is too long"),
    access_code: z.string().min(1, "is required").max(100, "is too long"),
    outcome: z.enum(SANDBOX_OUTCOMES, { error: "must be pay, fail or abandon" }),
  }),
  handler: async ({ json, req }) =>
    decideSandboxPayment({
      encRequest: json.encRequest,
      accessCode: json.access_code,
      outcome: json.outcome,
      origin: siteOrigin(req.url),
    }),
});
