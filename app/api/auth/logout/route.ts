// GET /api/auth/logout - ends the caller's session (cookie and bearer tokens alike), clears the cookie, replies 1
import { defineRoute } from "@/lib/http/route";
import { clearedSessionCookieHeader, logOut } from "@/lib/members/member-session";

export const GET = defineRoute({
  handler: async ({ req }) => {
    await logOut({ headers: req.headers });
    return Response.json(1, { headers: { "Set-Cookie": clearedSessionCookieHeader(), "Cache-Control": "no-store" } });
  },
});
