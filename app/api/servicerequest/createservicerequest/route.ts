// POST /api/servicerequest/createservicerequest - raise a request: `json` {serviceRequestTitle, serviceCategoryId, serviceActions:[{serviceRemark}]}, images in `serviceActionFileNames`
import { defineRoute, parseWith } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { createServiceRequest } from "@/lib/service-requests/create-service-request";
import { ZCreateServiceRequest } from "@/lib/service-requests/inputs";
import { withUpload } from "@/lib/service-requests/upload";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ req, session }) =>
    withUpload(req, ["serviceActionFileNames"], async ({ body, files }) => {
      const input = parseWith(ZCreateServiceRequest, body, "body");
      return { stat: 1, serviceReq: await createServiceRequest({ session: requireSession(session), input, files }) };
    }),
});
