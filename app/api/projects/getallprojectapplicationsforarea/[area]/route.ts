// GET /api/projects/getallprojectapplicationsforarea/{areaNo}?startrecord=&takerecord=&state=&year= - an area's applications, as the caller may see them (an AC: the areas they chair)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZListQuery } from "@/lib/projects/application-inputs";
import { listApplications } from "@/lib/projects/applications";
import { ZId } from "@/lib/service-requests/inputs";

export const GET = defineRoute({
  params: z.object({ area: ZId }),
  query: ZListQuery,
  handler: async ({ session, params, query }) =>
    listApplications(
      requireSession(session),
      { areaNo: params.area, state: query.state, year: query.year },
      { skip: query.startrecord, take: query.takerecord },
    ),
});
