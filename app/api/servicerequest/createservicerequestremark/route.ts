// POST /api/servicerequest/createservicerequestremark - set the status with a remark: `json` {serviceRequestId, serviceRequestStatus, statusRemark, duplicateOf?, fromStatus?}
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZSetStatus } from "@/lib/service-requests/inputs";
import { setServiceRequestStatus } from "@/lib/service-requests/set-service-request-status";

export const POST = defineRoute({
  json: ZSetStatus,
  handler: async ({ session, json }) => ({
    serviceRequestRemark: await setServiceRequestStatus({ session: requireSession(session), input: json }),
  }),
});
