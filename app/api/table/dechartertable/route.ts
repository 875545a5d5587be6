// POST /api/table/dechartertable - de-charter a table on a date, with the reason (Admin)
import { defineRoute } from "@/lib/http/route";
import { dechartTable } from "@/lib/tables/dechart-table";
import { ZDechartTable } from "@/lib/tables/table-inputs";

export const POST = defineRoute({
  json: ZDechartTable,
  handler: ({ session, json }) => dechartTable(session!, json),
});
