// GET /api/auth/getcirclebyareanousingappuser/{areaNo} - the area's circles that have members in the portal
import { defineRoute } from "@/lib/http/route";
import { listCirclesOfAreaWithMembers } from "@/lib/tables/circles";
import { ZAreaNoParams } from "@/lib/tables/table-inputs";

export const GET = defineRoute({
  params: ZAreaNoParams,
  handler: ({ params }) => listCirclesOfAreaWithMembers(params.areaNo),
});
