// POST /api/auth/generatetoken - given the shared `key`, a one-hour bearer token (JSON string) for the caller's session
import { defineRoute } from "@/lib/http/route";
import { issueApiToken } from "@/lib/members/issue-api-token";
import { ZPassword, zBody } from "@/lib/members/member-fields";
import { requireSession } from "@/lib/members/member-session";

const ZGenerateToken = zBody({ key: ZPassword });

export const POST = defineRoute({
  json: ZGenerateToken,
  handler: async ({ session, json }) => {
    const { key } = json;
    const token = await issueApiToken({ session: requireSession(session), key });
    return Response.json(token, { headers: { "Cache-Control": "no-store" } });
  },
});
