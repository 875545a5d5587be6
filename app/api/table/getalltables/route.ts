// GET /api/table/getalltables - every active (not de-chartered) table
import { defineRoute } from "@/lib/http/route";
import { listActiveTables } from "@/lib/tables/list-tables";

export const GET = defineRoute({ handler: () => listActiveTables() });
