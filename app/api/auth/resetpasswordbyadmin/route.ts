// POST /api/auth/resetpasswordbyadmin - mail a member a link to set a new password: {memberId}; reply {status, message}
import { defineRoute } from "@/lib/http/route";
import { ZMemberIdBody } from "@/lib/members/admin-inputs";
import { requireSession } from "@/lib/members/member-session";
import { resetPasswordByAdmin } from "@/lib/members/reset-password-by-admin";

export const POST = defineRoute({
  json: ZMemberIdBody,
  handler: async ({ req, session, json }) =>
    resetPasswordByAdmin({ session: requireSession(session), memberId: json.memberId, requestUrl: req.url }),
});
