// GET /api/projects/gettableprojectapplicationsbytablecircleareano/{unitNo}/{areaNo} - the applications of table or circle {unitNo} in area {areaNo}, as the caller may see them
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZListQuery, ZUnitAreaParams } from "@/lib/projects/application-inputs";
import { listApplications } from "@/lib/projects/applications";

export const GET = defineRoute({
  params: ZUnitAreaParams,
  query: ZListQuery,
  handler: async ({ session, params, query }) =>
    // One list, paged once: the table's and the circle's applications together, newest first.
    listApplications(
      requireSession(session),
      { unitNo: params.a, areaNo: params.b, state: query.state, year: query.year },
      { skip: query.startrecord, take: query.takerecord },
    ),
});
