// POST /api/news/deletenews - delete a news or speech video by id
import { ZIdBody } from "@/lib/content/route-schemas";
import { deleteNewsItem } from "@/lib/content/save-news-item";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  json: ZIdBody,
  handler: async ({ json }) => {
    await deleteNewsItem(json.id);
    return { status: 1, message: "News item deleted." };
  },
});
