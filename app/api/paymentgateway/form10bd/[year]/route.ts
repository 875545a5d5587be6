// GET /api/paymentgateway/form10bd/{year} - the financial year's 80G receipts as the Form 10BD CSV (Admin)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { form10bdCsv, getForm10bdRows } from "@/lib/payments/form-10bd";
import { ZFinancialYear } from "@/lib/payments/payment-list-inputs";

export const GET = defineRoute({
  params: z.object({ year: ZFinancialYear }),
  handler: async ({ params }) => form10bdCsv(params.year, await getForm10bdRows(params.year)),
});
