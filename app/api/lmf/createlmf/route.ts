// POST /api/lmf/createlmf - record a life-member-friend application (pending payment)
import { z } from "zod";
import { createLmfApplication } from "@/lib/content/create-lmf-application";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  json: z.unknown(),
  rateLimit: RATE_LIMITS.lmfApplication,
  handler: async ({ json, session }) => {
    const lmf = await createLmfApplication({ input: json, memberId: session?.memberId ?? null });
    const message = `Thank you. Your application is recorded under reference ${lmf.referenceNo}, pending payment.`;
    return Response.json({ status: 1, message, lmf }, { status: 201 });
  },
});
