// POST /api/servicerequest/createnewserviceaction - reply to an Open request: `json` {serviceRequestId, serviceRemark}, images in `files`
import { defineRoute, parseWith } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { createServiceAction } from "@/lib/service-requests/create-service-action";
import { ZCreateServiceAction } from "@/lib/service-requests/inputs";
import { withUpload } from "@/lib/service-requests/upload";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ req, session }) =>
    withUpload(req, ["files", "serviceActionFileNames"], async ({ body, files }) => {
      const input = parseWith(ZCreateServiceAction, body, "body");
      return { status: 1, serviceAction: await createServiceAction({ session: requireSession(session), input, files }) };
    }),
});
