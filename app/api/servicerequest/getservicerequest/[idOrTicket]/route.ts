// GET /api/servicerequest/getservicerequest/{idOrTicket} - one request with its thread, by id or ticket number, for those who may see it
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getServiceRequest } from "@/lib/service-requests/get-service-request";
import { ZIdOrTicketParams } from "@/lib/service-requests/inputs";

export const GET = defineRoute({
  params: ZIdOrTicketParams,
  handler: async ({ session, params }) => getServiceRequest({ session: requireSession(session), idOrTicket: params.idOrTicket }),
});
