// GET /api/table/gettablebyareano/{areaNo} - the area's active tables
import { defineRoute } from "@/lib/http/route";
import { listTablesOfArea } from "@/lib/tables/list-tables";
import { ZAreaNoParams } from "@/lib/tables/table-inputs";

export const GET = defineRoute({
  params: ZAreaNoParams,
  handler: ({ params }) => listTablesOfArea(params.areaNo),
});
