// POST /api/projects/sendbalancefinalpayment - pay the balance of the sanction, completing the project: applicationId, amount?, paidOn, reference, paidBy, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZBalancePayment } from "@/lib/projects/completion-inputs";
import { recordPayment } from "@/lib/projects/payments";

export const POST = defineRoute({
  json: ZBalancePayment,
  handler: async ({ session, json }) => recordPayment(requireSession(session), { ...json, kind: "BALANCE" }),
});
