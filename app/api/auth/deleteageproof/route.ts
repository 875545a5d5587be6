// POST /api/auth/deleteageproof - reject a member's age proof: json {memberId, reason, ageProofFileName?}; the document is deleted and the member mailed why
import { defineRoute } from "@/lib/http/route";
import { ZDeleteAgeProof } from "@/lib/members/admin-inputs";
import { deleteAgeProof } from "@/lib/members/age-proofs";
import { requireSession } from "@/lib/members/member-session";

export const POST = defineRoute({
  json: ZDeleteAgeProof,
  handler: async ({ session, json }) => deleteAgeProof({ session: requireSession(session), ...json }),
});
