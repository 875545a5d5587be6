// POST /api/lmf/createlmf - record a life-member-friend application (pending payment)
import { z } from "zod";
import { createLmfApplication } from "@/lib/content/create-lmf-application";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";
import { runJobsAfterReply } from "@/lib/jobs/worker";
import { siteOrigin } from "@/lib/seo/site";

export const POST = defineRoute({
  json: z.unknown(),
  rateLimit: RATE_LIMITS.lmfApplication,
  handler: async ({ json, session, req }) => {
    const {
      receipt: lmf,
      email,
      mailed,
    } = await createLmfApplication({
      input: json,
      origin: siteOrigin(req.url),
      memberId: session?.memberId ?? null,
    });
    // The acknowledgement mail was queued with the application: send it now rather than at the next poll.
    runJobsAfterReply();
    // Past the daily limit of acknowledgements to one address the pledge is kept without a mail.
    const message = mailed
      ? `Thank you. Your application is recorded under reference ${lmf.referenceNo}, pending payment. We have e-mailed the reference to ${email}.`
      : `Thank you. Your application is recorded under reference ${lmf.referenceNo}, pending payment. Please note the reference: ${email} has had the most acknowledgements we send one address in a day, so it is not e-mailed.`;
    return Response.json({ status: 1, message, lmf }, { status: 201 });
  },
});
