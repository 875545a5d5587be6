// POST /api/paymentgateway/refundpayment - record a successful payment as refunded (Admin): receipt cancelled, contribution cancelled
import { AppError } from "@/lib/http/errors";
import { defineRoute } from "@/lib/http/route";
import { ZRefundPayment } from "@/lib/payments/payment-list-inputs";
import { refundPayment } from "@/lib/payments/refund-payment";

export const POST = defineRoute({
  json: ZRefundPayment,
  handler: async ({ json, session }) => {
    if (!session) throw new AppError("UNAUTHORIZED", "Log in to refund a payment");
    return { status: 1, payment: await refundPayment({ actor: session, orderId: json.orderId, reason: json.reason }) };
  },
});
