// POST /api/table/savepostings - add and remove a table's office bearers of a federation year (Admin, NEX; a TEX their own table)
import { defineRoute } from "@/lib/http/route";
import { savePostings } from "@/lib/tables/save-postings";
import { ZSaveTablePostings } from "@/lib/tables/table-inputs";

export const POST = defineRoute({
  json: ZSaveTablePostings,
  handler: ({ session, json }) => savePostings(session!, "TABLE", json.tableNo, json),
});
