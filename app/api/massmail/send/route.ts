// POST /api/massmail/send - send a mass mail: written with its recipients and queued; replies its id and count
import { defineRoute } from "@/lib/http/route";
import { sendingMessage, startMassMail, ZSendMassMail } from "@/lib/massmail/start-mass-mail";
import { runJobsAfterReply } from "@/lib/jobs/worker";
import { requireSession } from "@/lib/members/member-session";

export const POST = defineRoute({
  json: ZSendMassMail,
  handler: async ({ json, session }) => {
    const result = await startMassMail({ actorId: requireSession(session).memberId, input: json });
    runJobsAfterReply();
    return { status: 1, message: sendingMessage(result.count), ...result };
  },
});
