// GET /api/auth/gettablebyareanousingappuser/{areaNo} - the area's active tables that have members in the portal
import { defineRoute } from "@/lib/http/route";
import { listTablesOfAreaWithMembers } from "@/lib/tables/list-tables";
import { ZAreaNoParams } from "@/lib/tables/table-inputs";

export const GET = defineRoute({
  params: ZAreaNoParams,
  handler: ({ params }) => listTablesOfAreaWithMembers(params.areaNo),
});
