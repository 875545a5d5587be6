// POST /api/servicerequest/deleteserviceadmin - remove a category admin: `json` {memberid} and `serviceCategoryId` (Admin, NEX)
import { z } from "zod";
import { defineRoute, parseWith } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { removeCategoryAdmin } from "@/lib/service-requests/category-admins";
import { withFormFields, ZRemoveCategoryAdmin } from "@/lib/service-requests/inputs";

export const POST = defineRoute({
  json: z.unknown(),
  handler: async ({ session, json, fields }) => {
    const input = parseWith(ZRemoveCategoryAdmin, withFormFields(json, fields), "body");
    return removeCategoryAdmin({
      session: requireSession(session),
      categoryId: input.serviceCategoryId,
      memberId: input.memberid,
    });
  },
});
