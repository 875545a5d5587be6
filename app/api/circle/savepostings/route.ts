// POST /api/circle/savepostings - add and remove a circle's office bearers of a federation year (Admin, NEX)
import { defineRoute } from "@/lib/http/route";
import { savePostings } from "@/lib/tables/save-postings";
import { ZSaveCirclePostings } from "@/lib/tables/table-inputs";

export const POST = defineRoute({
  json: ZSaveCirclePostings,
  handler: ({ session, json }) => savePostings(session!, "CIRCLE", json.circleNo, json),
});
