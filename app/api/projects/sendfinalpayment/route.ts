// POST /api/projects/sendfinalpayment - record the final payment, completing the project: applicationId, amount, paidOn, reference, paidBy, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZPayment } from "@/lib/projects/completion-inputs";
import { recordPayment } from "@/lib/projects/payments";

export const POST = defineRoute({
  json: ZPayment,
  handler: async ({ session, json }) => recordPayment(requireSession(session), { ...json, kind: "FINAL" }),
});
