// GET /api/news/getallnews - published news and speech videos ({"news":[...]}); ?kind=news|speech to filter
import { listNewsItems } from "@/lib/content/list-news-items";
import { ZNewsQuery } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  query: ZNewsQuery,
  handler: async ({ query }) => ({ news: await listNewsItems({ kind: query.kind }) }),
});
