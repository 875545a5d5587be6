// GET /api/paymentgateway/getallpayments - every payment attempt (Admin), newest first, filtered and paged (?format=csv: all)
import { defineRoute } from "@/lib/http/route";
import { allPaymentsFor, listPayments, paymentsCsv } from "@/lib/payments/list-payments";
import { ZPaymentListQuery } from "@/lib/payments/payment-list-inputs";

export const GET = defineRoute({
  query: ZPaymentListQuery,
  handler: async ({ query }) => {
    const { format, page, pageSize, ...filter } = query;
    if (format === "csv") return paymentsCsv(await allPaymentsFor(filter));
    return { status: 1, ...(await listPayments({ filter, page, pageSize })) };
  },
});
