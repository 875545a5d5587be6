// GET /api/circle/getcircledetailsbycircleno/{circleNo} - one circle, its office bearers of the year and chairperson in office
import { defineRoute } from "@/lib/http/route";
import { getCircleDetails } from "@/lib/tables/circles";
import { ZCircleNoParams } from "@/lib/tables/table-inputs";

export const GET = defineRoute({
  params: ZCircleNoParams,
  handler: ({ params }) => getCircleDetails(params.circleNo),
});
