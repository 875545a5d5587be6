// GET /api/auth/logedinroles - the caller's roles, table, circle and area; 401 {"status":"false","role":[]} without a session
import { defineRoute } from "@/lib/http/route";
import { NOT_LOGGED_IN_ROLES, toLoggedInRoles } from "@/lib/members/member-session";

export const GET = defineRoute({
  handler: async ({ session }) => (session ? toLoggedInRoles(session) : Response.json(NOT_LOGGED_IN_ROLES, { status: 401 })),
});
