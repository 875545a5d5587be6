// GET /api/massmail/list?page=&pageSize= - past and current mailings, newest first, with their counts
import { defineRoute } from "@/lib/http/route";
import { listMassMails, ZPage } from "@/lib/massmail/mass-mail-status";

export const GET = defineRoute({
  query: ZPage,
  handler: async ({ query }) => listMassMails(query),
});
