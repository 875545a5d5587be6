// POST /api/servicerequest/addnewserviceadmin - make a member an admin of a category: `srmemId`, `srCatId` (Admin, NEX)
import { z } from "zod";
import { defineRoute, parseWith } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { addCategoryAdmin } from "@/lib/service-requests/category-admins";
import { withFormFields, ZAddCategoryAdmin } from "@/lib/service-requests/inputs";

export const POST = defineRoute({
  json: z.unknown(),
  handler: async ({ session, json, fields }) => {
    const input = parseWith(ZAddCategoryAdmin, withFormFields(json, fields), "body");
    return addCategoryAdmin({ session: requireSession(session), categoryId: input.srCatId, memberId: input.srmemId });
  },
});
