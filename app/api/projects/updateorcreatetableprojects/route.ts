// POST /api/projects/updateorcreatetableprojects - a table's (or circle's) own project record, created or updated by its office bearers (Admin: any unit, naming tableNo or circleNo)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { saveTableProject, ZSaveTableProject } from "@/lib/projects/table-projects";

export const POST = defineRoute({
  json: ZSaveTableProject,
  handler: async ({ session, json }) => ({ stat: 1, tableProject: await saveTableProject(requireSession(session), json) }),
});
