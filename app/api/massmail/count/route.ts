// POST /api/massmail/count - how many addresses an audience reaches (before sending)
import { defineRoute } from "@/lib/http/route";
import { countAudience } from "@/lib/massmail/audience";
import { ZCountMassMail } from "@/lib/massmail/route-schemas";

export const POST = defineRoute({
  json: ZCountMassMail,
  handler: async ({ json }) => countAudience(json.audience, json.essential),
});
