// GET /api/auth/searchmembers - the secretariat's member search: q, tableNo, circleNo, areaNo, role, state, bothUnits, page, pageSize, offset; reply {members, total, page, pageSize, bothUnitsTotal}
import { defineRoute } from "@/lib/http/route";
import { ZMemberSearch } from "@/lib/members/admin-inputs";
import { searchMembers } from "@/lib/members/search-members";

export const GET = defineRoute({
  query: ZMemberSearch,
  handler: async ({ query }) => searchMembers(query),
});
