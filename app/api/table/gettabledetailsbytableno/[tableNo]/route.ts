// GET /api/table/gettabledetailsbytableno/{tableNo} - one table, its office bearers of the year, its bank details for those allowed
import { defineRoute } from "@/lib/http/route";
import { getTableDetails } from "@/lib/tables/get-table-details";
import { ZTableNoParams } from "@/lib/tables/table-inputs";

export const GET = defineRoute({
  params: ZTableNoParams,
  handler: ({ session, params }) => getTableDetails(session!, params.tableNo),
});
