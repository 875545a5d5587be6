// GET /api/paymentgateway/getPaymentResponseById/{orderId} - the payer's view of one payment
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { ORDER_ID_PATTERN } from "@/lib/payments/payment-labels";
import { getPublicPayment } from "@/lib/payments/payment-views";

export const GET = defineRoute({
  params: z.object({ id: z.string().regex(ORDER_ID_PATTERN, "is not an order id") }),
  handler: async ({ params }) => ({ status: 1, payment: await getPublicPayment(params.id) }),
});
