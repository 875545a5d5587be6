// GET /api/fcradonations/getfcradonationbyyear/{year} - one financial year's donations (Admin): 202425 or 2024.
// ?page=&pageSize= for a page (with page, pageSize, pages); without them the whole year as before.
// total, totals and pledged are always the whole year's.
import { listFcraDonationsByYear } from "@/lib/content/list-fcra-donations";
import { ZFcraYearParam, ZPaging } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  params: ZFcraYearParam,
  query: ZPaging,
  handler: async ({ params, query }) => {
    const { donations, ...rest } = await listFcraDonationsByYear(params.year, { page: query.page, pageSize: query.pageSize });
    return { fcradonations: donations, ...rest };
  },
});
