// GET /api/projects/gettableprojectapplicationsbytableno/{tableNo}?startrecord=&takerecord=&state=&year= - a table's applications, as the caller may see them: {"tableProjectApplications","total"}
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZListQuery, ZNumberParams } from "@/lib/projects/application-inputs";
import { listApplications } from "@/lib/projects/applications";

export const GET = defineRoute({
  params: ZNumberParams,
  query: ZListQuery,
  handler: async ({ session, params, query }) =>
    listApplications(
      requireSession(session),
      { tableNo: params.no, state: query.state, year: query.year },
      { skip: query.startrecord, take: query.takerecord },
    ),
});
