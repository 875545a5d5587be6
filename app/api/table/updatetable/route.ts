// POST /api/table/updatetable - a table's details (Admin, NEX; a TEX their own table)
import { defineRoute } from "@/lib/http/route";
import { ZUpdateTable } from "@/lib/tables/table-inputs";
import { updateTable } from "@/lib/tables/update-table";

export const POST = defineRoute({
  json: ZUpdateTable,
  handler: ({ session, json }) => updateTable(session!, json),
});
