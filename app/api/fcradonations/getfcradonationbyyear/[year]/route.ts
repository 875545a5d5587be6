// GET /api/fcradonations/getfcradonationbyyear/{year} - one financial year's donations (Admin): 202425 or 2024
import { listFcraDonationsByYear } from "@/lib/content/list-fcra-donations";
import { ZFcraYearParam } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  params: ZFcraYearParam,
  handler: async ({ params }) => {
    const { donations, ...rest } = await listFcraDonationsByYear(params.year);
    return { fcradonations: donations, ...rest };
  },
});
