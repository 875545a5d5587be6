// GET /api/auth/getappuserusingtableorcircleno/{no} - a table's or circle's members (Admin, NEX, the unit's own office bearers)
import { defineRoute } from "@/lib/http/route";
import { ZUnitRefParams } from "@/lib/tables/table-inputs";
import { listUnitMembers } from "@/lib/tables/unit-members";

export const GET = defineRoute({
  params: ZUnitRefParams,
  handler: ({ session, params }) => listUnitMembers(session!, params.no),
});
