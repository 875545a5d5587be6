// GET /api/auth/dashboard - what waits for the caller beyond the grant steps, and their own unit
import { getDashboard } from "@/lib/dashboard/dashboard";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";

export const GET = defineRoute({
  handler: async ({ session }) => getDashboard(requireSession(session)),
});
