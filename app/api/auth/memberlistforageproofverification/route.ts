// GET /api/auth/memberlistforageproofverification - members whose age proof waits for verification: page, pageSize; reply {members, total, page, pageSize}
import { defineRoute } from "@/lib/http/route";
import { ZPage } from "@/lib/members/admin-inputs";
import { listAgeProofsWaiting } from "@/lib/members/age-proofs";

export const GET = defineRoute({
  query: ZPage,
  handler: async ({ query }) => listAgeProofsWaiting(query),
});
