// GET /api/table/gettablelogo/{tableNo} - the table's logo image (public: shown on the public table pages)
import { defineRoute } from "@/lib/http/route";
import { ZTableNoParams } from "@/lib/tables/table-inputs";
import { tableLogoResponse } from "@/lib/tables/table-logo";

export const GET = defineRoute({
  params: ZTableNoParams,
  handler: ({ params }) => tableLogoResponse(params.tableNo),
});
