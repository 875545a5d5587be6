// POST /api/projects/updatetpaprojectdetailsapproval - the national approver confirms the elements the pack's approval mapping gives their role: applicationId, elementIds
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZConfirmElements } from "@/lib/projects/application-inputs";
import { confirmElements } from "@/lib/projects/approvals";

export const POST = defineRoute({
  json: ZConfirmElements,
  handler: async ({ session, json }) => confirmElements(requireSession(session), json),
});
