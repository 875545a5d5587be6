// POST /api/fcradonations/createfcradonation - record a donation pledge (pending payment)
import { z } from "zod";
import { createFcraDonation } from "@/lib/content/create-fcra-donation";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  json: z.unknown(),
  rateLimit: RATE_LIMITS.fcraDonation,
  handler: async ({ json }) => {
    const fcradonation = await createFcraDonation({ input: json });
    const message = `Thank you. Your donation is recorded under reference ${fcradonation.referenceNo}, pending payment.`;
    return Response.json({ status: 1, message, fcradonation }, { status: 201 });
  },
});
