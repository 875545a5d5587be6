// GET /api/auth/getloginuserdetails - the logged-in member's id, names, table, circle, area, roles and contact details
import { defineRoute } from "@/lib/http/route";
import { getLoginUserDetails } from "@/lib/members/get-member-details";
import { requireSession } from "@/lib/members/member-session";

export const GET = defineRoute({
  handler: async ({ session }) => getLoginUserDetails({ session: requireSession(session) }),
});
