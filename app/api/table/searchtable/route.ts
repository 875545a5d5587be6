// POST /api/table/searchtable - active tables whose number, name or city matches `searchTable`
import { defineRoute } from "@/lib/http/route";
import { searchTables } from "@/lib/tables/list-tables";
import { ZSearchTable } from "@/lib/tables/table-inputs";

export const POST = defineRoute({
  json: ZSearchTable,
  handler: async ({ json }) => searchTables(json.searchTable),
});
