// POST /api/projects/awaittableprojectappliactionbyadmin - hold an application for the admin (applicationId, remark), or with release: true let it go on (Admin, Admin-Pom)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZHold } from "@/lib/projects/application-inputs";
import { decideApplication } from "@/lib/projects/decisions";

export const POST = defineRoute({
  json: ZHold,
  handler: async ({ session, json }) =>
    decideApplication(requireSession(session), {
      applicationId: json.applicationId,
      remark: json.remark,
      decision: json.release ? "release" : "hold",
    }),
});
