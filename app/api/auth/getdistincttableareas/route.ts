// GET /api/auth/getdistincttableareas - the areas that have active tables, with how many
import { defineRoute } from "@/lib/http/route";
import { listTableAreas } from "@/lib/tables/list-tables";

export const GET = defineRoute({ handler: () => listTableAreas() });
