// POST /api/projects/sendgrantsanction - make, store and mail the sanction letter (PDF) and sanction the grant: applicationId
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZApplicationOnly } from "@/lib/projects/trust-inputs";
import { sendGrantSanction } from "@/lib/projects/sanction-letter";

export const POST = defineRoute({
  json: ZApplicationOnly,
  handler: async ({ req, session, json }) => sendGrantSanction(requireSession(session), json, req.url),
});
