// GET /api/table/getareawisechairmanbytableno/{tableNo} - the chairman in office of the table's area
import { defineRoute } from "@/lib/http/route";
import { getAreaChairmanOfTable } from "@/lib/tables/get-table-details";
import { ZTableNoParams } from "@/lib/tables/table-inputs";

export const GET = defineRoute({
  params: ZTableNoParams,
  handler: ({ params }) => getAreaChairmanOfTable(params.tableNo),
});
