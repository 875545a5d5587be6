// GET /api/table/getareapostings/{areaNo}?year= - an area's chairman (AC) postings of a federation year and who may be posted (Admin, NEX)
import { defineRoute } from "@/lib/http/route";
import { ZAreaNoParams, ZPostingsYearQuery } from "@/lib/tables/table-inputs";
import { getAreaPostings } from "@/lib/tables/unit-postings";

export const GET = defineRoute({
  params: ZAreaNoParams,
  query: ZPostingsYearQuery,
  handler: ({ params, query }) => getAreaPostings(params.areaNo, query.year),
});
