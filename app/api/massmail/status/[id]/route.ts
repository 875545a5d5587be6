// GET /api/massmail/status/{id} - a mailing's progress: counts of sent, failed, left (polled while sending)
import { defineRoute } from "@/lib/http/route";
import { getMassMailStatus } from "@/lib/massmail/mass-mail-status";
import { ZMassMailIdParams } from "@/lib/massmail/route-schemas";

export const GET = defineRoute({
  params: ZMassMailIdParams,
  handler: async ({ params }) => getMassMailStatus(params.id),
});
