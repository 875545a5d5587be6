// GET /api/auth/getdashboardprintpreviews?startrecord=&takerecord= - the dashboard's print previews of the caller's own unit's applications (new; no legacy call)
import { listDashboardPrintPreviews } from "@/lib/dashboard/print-previews";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZPageQuery } from "@/lib/projects/application-inputs";

export const GET = defineRoute({
  query: ZPageQuery,
  handler: async ({ session, query }) =>
    listDashboardPrintPreviews(requireSession(session), { skip: query.startrecord, take: query.takerecord }),
});
