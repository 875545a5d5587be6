// POST /api/projects/createprojectpaymentdetails - record a payment of any kind: kind (INTERIM|FINAL|BALANCE), applicationId, amount, paidOn, reference, paidBy, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZPaymentDetails } from "@/lib/projects/completion-inputs";
import { recordPayment } from "@/lib/projects/payments";

export const POST = defineRoute({
  json: ZPaymentDetails,
  handler: async ({ session, json }) => recordPayment(requireSession(session), json),
});
