// POST /api/auth/updatememberbyadmin - the secretariat edits a member: memberId and the fields to change (details, tableNo, circleNo, roles, isLocked, remark); reply {status, user}
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { updateMemberByAdmin, ZAdminMemberUpdate } from "@/lib/members/update-member-by-admin";

export const POST = defineRoute({
  json: ZAdminMemberUpdate,
  handler: async ({ session, json }) => updateMemberByAdmin({ session: requireSession(session), input: json }),
});
