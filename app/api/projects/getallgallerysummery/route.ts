// GET /api/projects/getallgallerysummery - the gallery's project years, by year string descending
import { listGallerySummaries } from "@/lib/content/list-gallery-summaries";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  handler: async () => ({ gallerysummarylist: await listGallerySummaries() }),
});
