// GET /api/circle/getcirclepostings/{circleNo}?year= - a circle's office bearers (CEX, ACEX) of a federation year and who may be posted (Admin, NEX)
import { defineRoute } from "@/lib/http/route";
import { ZCircleNoParams, ZPostingsYearQuery } from "@/lib/tables/table-inputs";
import { getCirclePostings } from "@/lib/tables/unit-postings";

export const GET = defineRoute({
  params: ZCircleNoParams,
  query: ZPostingsYearQuery,
  handler: ({ params, query }) => getCirclePostings(params.circleNo, query.year),
});
