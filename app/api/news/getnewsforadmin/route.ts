// GET /api/news/getnewsforadmin - every news and speech video, drafts included, for the admin screen
import { listNewsItemsForAdmin } from "@/lib/content/list-news-items";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  handler: async () => ({ news: await listNewsItemsForAdmin() }),
});
