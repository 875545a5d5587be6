// POST /api/auth/disablelock - an Admin approves or un-approves (and locks or unlocks) a member: username, tableNo, circleNo, isapproved, islocked?, remark?
import { defineRoute } from "@/lib/http/route";
import { ZFlag, ZOptionalFlag, ZOptionalText, ZUnitNo, ZUserNameLookup, zBody } from "@/lib/members/member-fields";
import { requireSession } from "@/lib/members/member-session";
import { setMemberAccess } from "@/lib/members/set-member-access";

const ZDisableLock = zBody({
  username: ZUserNameLookup,
  tableNo: ZUnitNo,
  circleNo: ZUnitNo,
  isapproved: ZFlag,
  islocked: ZOptionalFlag,
  // Why (a refused sign-up is told the reason by mail).
  remark: ZOptionalText(500),
});

export const POST = defineRoute({
  json: ZDisableLock,
  handler: async ({ session, json: input }) => {
    return setMemberAccess({
      session: requireSession(session),
      input: {
        userName: input.username,
        tableNo: input.tableNo,
        circleNo: input.circleNo,
        isApproved: input.isapproved,
        isLocked: input.islocked,
        remark: input.remark,
      },
    });
  },
});
