// POST /api/table/saveareapostings - add and remove an area's chairman (AC) of a federation year (Admin, NEX)
import { defineRoute } from "@/lib/http/route";
import { savePostings } from "@/lib/tables/save-postings";
import { ZSaveAreaPostings } from "@/lib/tables/table-inputs";

export const POST = defineRoute({
  json: ZSaveAreaPostings,
  handler: ({ session, json }) => savePostings(session!, "AREA", json.areaNo, json),
});
