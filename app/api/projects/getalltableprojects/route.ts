// GET /api/projects/getalltableprojects?startrecord=&takerecord=&year=&areaNo=&tableNo=&q= - every table's projects, newest year first, one page (public)
import { defineRoute } from "@/lib/http/route";
import { searchTableProjects, ZTableProjectSearch } from "@/lib/projects/table-projects";

export const GET = defineRoute({
  query: ZTableProjectSearch,
  handler: async ({ query }) => searchTableProjects(query),
});
