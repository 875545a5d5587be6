// GET /api/auth/user - the caller's profile (SPEC.md section 3 "User profile")
import { defineRoute } from "@/lib/http/route";
import { getMemberProfile } from "@/lib/members/get-member-details";
import { requireSession } from "@/lib/members/member-session";

export const GET = defineRoute({
  handler: async ({ session }) => getMemberProfile({ session: requireSession(session) }),
});
