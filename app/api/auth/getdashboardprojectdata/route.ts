// GET /api/auth/getdashboardprojectdata - project figures of the caller's table or circle and of the federation
import { getDashboardProjectData } from "@/lib/dashboard/dashboard";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";

export const GET = defineRoute({
  handler: async ({ session }) => getDashboardProjectData(requireSession(session)),
});
