// GET /api/circle/getcirclebyareano/{areaNo} - the area's circles
import { defineRoute } from "@/lib/http/route";
import { listCirclesOfArea } from "@/lib/tables/circles";
import { ZAreaNoParams } from "@/lib/tables/table-inputs";

export const GET = defineRoute({
  params: ZAreaNoParams,
  handler: ({ params }) => listCirclesOfArea(params.areaNo),
});
