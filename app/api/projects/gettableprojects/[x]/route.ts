// GET /api/projects/gettableprojects/{tableNo} - a table's projects, newest year first (public): {"tableProjects","total"}
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { searchTableProjects } from "@/lib/projects/table-projects";
import { ZId } from "@/lib/service-requests/inputs";

export const GET = defineRoute({
  params: z.object({ x: ZId }),
  handler: async ({ params }) => searchTableProjects({ tableNo: params.x, startrecord: 0, takerecord: 100 }),
});
