// GET /api/paymentgateway/receipt/{orderId} - the payment's receipt as a PDF download (made now if not yet)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { ORDER_ID_PATTERN } from "@/lib/payments/payment-labels";
import { receiptDownload } from "@/lib/payments/receipt-pdf";

export const GET = defineRoute({
  params: z.object({ orderId: z.string().regex(ORDER_ID_PATTERN, "is not an order id") }),
  handler: async ({ params }) => receiptDownload(params.orderId),
});
