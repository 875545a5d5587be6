// GET /api/massmail/recipients/{id}?page=&pageSize=&status= - a mailing's recipients and their status, paged
import { defineRoute } from "@/lib/http/route";
import { listMassMailRecipients, ZRecipientsQuery } from "@/lib/massmail/mass-mail-status";
import { ZMassMailIdParams } from "@/lib/massmail/route-schemas";

export const GET = defineRoute({
  params: ZMassMailIdParams,
  query: ZRecipientsQuery,
  handler: async ({ params, query }) => listMassMailRecipients(params.id, query),
});
