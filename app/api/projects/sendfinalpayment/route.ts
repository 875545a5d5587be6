// POST /api/projects/sendfinalpayment - record the final payment, completing the project: applicationId, amount (₹0 when the payments made already cover what is payable), paidOn, reference, paidBy, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZFinalPayment } from "@/lib/projects/completion-inputs";
import { recordPayment } from "@/lib/projects/payments";

export const POST = defineRoute({
  json: ZFinalPayment,
  handler: async ({ session, json }) => recordPayment(requireSession(session), { ...json, kind: "FINAL" }),
});
