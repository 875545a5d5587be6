// POST /api/massmail/retryfailed - send again to a mailing's FAILED recipients ({ id })
import { defineRoute } from "@/lib/http/route";
import { runJobsAfterReply } from "@/lib/jobs/worker";
import { ZMassMailIdBody } from "@/lib/massmail/route-schemas";
import { retryFailedRecipients } from "@/lib/massmail/retry-failed";
import { requireSession } from "@/lib/members/member-session";

export const POST = defineRoute({
  json: ZMassMailIdBody,
  handler: async ({ json, session }) => {
    const result = await retryFailedRecipients({ actorId: requireSession(session).memberId, massMailId: json.id });
    runJobsAfterReply();
    const skipped = result.skipped
      ? ` ${result.skipped} left out: ${result.skipped === 1 ? "the address has" : "their addresses have"} unsubscribed since.`
      : "";
    const lapsed = result.lapsed
      ? ` ${result.lapsed} left out: no longer ${result.lapsed === 1 ? "a member who receives" : "members who receive"} mail (deactivated, access removed or address changed).`
      : "";
    return { status: 1, message: `${result.requeued} recipients will be tried again.${skipped}${lapsed}`, ...result };
  },
});
