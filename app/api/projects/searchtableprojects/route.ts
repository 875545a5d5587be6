// POST /api/projects/searchtableprojects - tables' projects by words, year, area and table, one page (public): q, year, areaNo, tableNo, startrecord, takerecord
import { defineRoute } from "@/lib/http/route";
import { zBody } from "@/lib/members/member-fields";
import { searchTableProjects, ZTableProjectSearch } from "@/lib/projects/table-projects";

export const POST = defineRoute({
  json: zBody(ZTableProjectSearch.shape),
  handler: async ({ json }) => searchTableProjects(json),
});
