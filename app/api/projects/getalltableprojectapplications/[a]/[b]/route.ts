// GET /api/projects/getalltableprojectapplications/{startrecord}/{takerecord} - every application the caller may see, newest first, one page: {"tableProjectApplications","total"}
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZListQuery } from "@/lib/projects/application-inputs";
import { listApplications } from "@/lib/projects/applications";

export const GET = defineRoute({
  params: z.object({ a: ZListQuery.shape.startrecord, b: ZListQuery.shape.takerecord }),
  query: ZListQuery.pick({ state: true, year: true }),
  handler: async ({ session, params, query }) =>
    listApplications(requireSession(session), { state: query.state, year: query.year }, { skip: params.a, take: params.b }),
});
