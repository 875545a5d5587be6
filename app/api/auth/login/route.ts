// POST /api/auth/login - log in with {"username","password"} (JSON body or form field `json`); replies 1 and sets the session cookie, or 0
import { defineRoute } from "@/lib/http/route";
import { ZPassword, ZText, zBody } from "@/lib/members/member-fields";
import { logIn, sessionCookieHeader } from "@/lib/members/member-session";

const ZLogin = zBody({ username: ZText(100), password: ZPassword });

export const POST = defineRoute({
  json: ZLogin,
  handler: async ({ json, address }) => {
    const { username, password } = json;
    const token = await logIn({ username, password, address });
    if (!token) return 0;
    return Response.json(1, { headers: { "Set-Cookie": sessionCookieHeader(token), "Cache-Control": "no-store" } });
  },
});
