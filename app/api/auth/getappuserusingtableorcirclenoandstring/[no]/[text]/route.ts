// GET /api/auth/getappuserusingtableorcirclenoandstring/{no}/{text} - a table's or circle's members whose name or user name contains text
import { defineRoute } from "@/lib/http/route";
import { ZUnitRefAndTextParams } from "@/lib/tables/table-inputs";
import { listUnitMembers } from "@/lib/tables/unit-members";

export const GET = defineRoute({
  params: ZUnitRefAndTextParams,
  handler: ({ session, params }) => listUnitMembers(session!, params.no, params.text),
});
