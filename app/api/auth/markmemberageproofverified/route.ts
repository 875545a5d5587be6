// POST /api/auth/markmemberageproofverified - accept a member's age proof: json {memberId}; reply {status, memberId, ageProofVerified}
import { defineRoute } from "@/lib/http/route";
import { ZMemberIdBody } from "@/lib/members/admin-inputs";
import { markAgeProofVerified } from "@/lib/members/age-proofs";
import { requireSession } from "@/lib/members/member-session";

export const POST = defineRoute({
  json: ZMemberIdBody,
  handler: async ({ session, json }) => markAgeProofVerified({ session: requireSession(session), memberId: json.memberId }),
});
