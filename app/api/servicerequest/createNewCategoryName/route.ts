// POST /api/servicerequest/createNewCategoryName - add a category: `json` {categoryShortName} (Admin, NEX)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { createServiceCategory } from "@/lib/service-requests/create-service-category";
import { ZCategoryName } from "@/lib/service-requests/inputs";

export const POST = defineRoute({
  json: ZCategoryName,
  handler: async ({ session, json }) => ({
    newCategoryName: await createServiceCategory({ session: requireSession(session), categoryShortName: json.categoryShortName }),
  }),
});
