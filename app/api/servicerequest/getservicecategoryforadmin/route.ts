// GET /api/servicerequest/getservicecategoryforadmin - categories with their admins and metrics (Admin, NEX)
import { defineRoute } from "@/lib/http/route";
import { listServiceCategoriesForAdmin } from "@/lib/service-requests/list-service-categories";

export const GET = defineRoute({
  handler: async () => ({ serviceCategoryAdmin: await listServiceCategoriesForAdmin() }),
});
