// POST /api/news/createnews - create or update (with id) a news or speech video; publishes when isPublished
import { z } from "zod";
import { saveNewsItem } from "@/lib/content/save-news-item";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  json: z.unknown(),
  handler: async ({ json, session }) => {
    const { item, created } = await saveNewsItem({ input: json, memberId: session!.memberId });
    const message = item.isPublished ? "News item published." : "News item saved as a draft.";
    return Response.json({ status: 1, message, news: item }, { status: created ? 201 : 200 });
  },
});
