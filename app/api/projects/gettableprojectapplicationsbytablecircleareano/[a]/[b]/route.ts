// GET /api/projects/gettableprojectapplicationsbytablecircleareano/{unitNo}/{areaNo} - the applications of table or circle {unitNo} in area {areaNo}, as the caller may see them
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZListQuery, ZUnitAreaParams } from "@/lib/projects/application-inputs";
import { listApplications } from "@/lib/projects/applications";

export const GET = defineRoute({
  params: ZUnitAreaParams,
  query: ZListQuery,
  handler: async ({ session, params, query }) => {
    const member = requireSession(session);
    const page = { skip: query.startrecord, take: query.takerecord };
    const [tables, circles] = await Promise.all([
      listApplications(member, { tableNo: params.a, areaNo: params.b, state: query.state, year: query.year }, page),
      listApplications(member, { circleNo: params.a, areaNo: params.b, state: query.state, year: query.year }, page),
    ]);
    return {
      tableProjectApplications: [...tables.tableProjectApplications, ...circles.tableProjectApplications],
      total: tables.total + circles.total,
    };
  },
});
