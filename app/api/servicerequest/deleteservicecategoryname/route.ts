// POST /api/servicerequest/deleteservicecategoryname - remove a category without admins or requests: `srCatId` (Admin, NEX)
import { z } from "zod";
import { defineRoute, parseWith } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { deleteServiceCategory } from "@/lib/service-requests/delete-service-category";
import { withFormFields, ZCategoryRef } from "@/lib/service-requests/inputs";

export const POST = defineRoute({
  json: z.unknown(),
  handler: async ({ session, json, fields }) => {
    const input = parseWith(ZCategoryRef, withFormFields(json, fields), "body");
    return deleteServiceCategory({ session: requireSession(session), categoryId: input.srCatId });
  },
});
