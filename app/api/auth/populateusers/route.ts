// GET /api/auth/populateusers - an Admin creates an unapproved login account for every table and circle that has none
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { POPULATE_DONE_MESSAGE, POPULATE_FAILED_MESSAGE, populateUnitAccounts } from "@/lib/members/populate-unit-accounts";

export const GET = defineRoute({
  handler: async ({ session }) => {
    try {
      const { created } = await populateUnitAccounts({ session: requireSession(session) });
      return { status: 1, message: POPULATE_DONE_MESSAGE, created };
    } catch (error) {
      console.error("[populateusers] failed", error);
      return Response.json({ status: 0, message: POPULATE_FAILED_MESSAGE }, { status: 500 });
    }
  },
});
