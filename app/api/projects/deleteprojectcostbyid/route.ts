// POST /api/projects/deleteprojectcostbyid - remove a cost line of a stage the caller may still fill: projectcostid
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZCostRef } from "@/lib/projects/application-inputs";
import { deleteCostLine } from "@/lib/projects/delete-cost-line";

export const POST = defineRoute({
  json: ZCostRef,
  handler: async ({ session, json }) => deleteCostLine(requireSession(session), json.projectcostid),
});
