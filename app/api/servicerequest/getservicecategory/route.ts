// GET /api/servicerequest/getservicecategory - the categories for the new-request form: {"srCat":[...]}
import { defineRoute } from "@/lib/http/route";
import { listServiceCategories } from "@/lib/service-requests/list-service-categories";

export const GET = defineRoute({
  handler: async () => ({ srCat: await listServiceCategories() }),
});
