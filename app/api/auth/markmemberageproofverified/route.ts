// POST /api/auth/markmemberageproofverified - accept a member's age proof: json {memberId, ageProofFileName?} (the document shown: 409 when the member has uploaded another since); reply {status, memberId, ageProofVerified}
import { defineRoute } from "@/lib/http/route";
import { ZAgeProofDecision } from "@/lib/members/admin-inputs";
import { markAgeProofVerified } from "@/lib/members/age-proofs";
import { requireSession } from "@/lib/members/member-session";

export const POST = defineRoute({
  json: ZAgeProofDecision,
  handler: async ({ session, json }) => markAgeProofVerified({ session: requireSession(session), ...json }),
});
