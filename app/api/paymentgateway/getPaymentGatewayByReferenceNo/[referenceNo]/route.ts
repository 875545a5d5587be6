// GET /api/paymentgateway/getPaymentGatewayByReferenceNo/{referenceNo} - every attempt at paying one contribution (Admin)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { getPaymentsByReference } from "@/lib/payments/payment-views";

export const GET = defineRoute({
  params: z.object({
    referenceNo: z
      .string()
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.string().regex(/^(FCRA|LMF)-\d{6}-\d{6}$/, "is not a donation or LMF reference number")),
  }),
  handler: async ({ params }) => ({ status: 1, payments: await getPaymentsByReference(params.referenceNo) }),
});
