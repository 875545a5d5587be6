// GET /api/projects/getalltrustee - the trustees in office (id, fullName, officeEmail), for the trust office and the national team
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { listTrustees } from "@/lib/projects/circulation";

export const GET = defineRoute({
  handler: async ({ session }) => {
    requireSession(session);
    return listTrustees();
  },
});
