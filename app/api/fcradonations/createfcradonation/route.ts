// POST /api/fcradonations/createfcradonation - record a donation pledge (pending payment)
import { z } from "zod";
import { createFcraDonation } from "@/lib/content/create-fcra-donation";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";
import { runJobsAfterReply } from "@/lib/jobs/worker";
import { siteOrigin } from "@/lib/seo/site";

export const POST = defineRoute({
  json: z.unknown(),
  rateLimit: RATE_LIMITS.fcraDonation,
  handler: async ({ json, req }) => {
    const { receipt: fcradonation, email, mailed } = await createFcraDonation({ input: json, origin: siteOrigin(req.url) });
    // The acknowledgement mail was queued with the pledge: send it now rather than at the next poll.
    runJobsAfterReply();
    // Past the daily limit of acknowledgements to one address the pledge is kept without a mail.
    const message = mailed
      ? `Thank you. Your donation is recorded under reference ${fcradonation.referenceNo}, pending payment. We have e-mailed the reference to ${email}.`
      : `Thank you. Your donation is recorded under reference ${fcradonation.referenceNo}, pending payment. Please note the reference: ${email} has had the most acknowledgements we send one address in a day, so it is not e-mailed.`;
    return Response.json({ status: 1, message, fcradonation }, { status: 201 });
  },
});
