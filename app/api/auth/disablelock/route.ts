// POST /api/auth/disablelock - an Admin approves or un-approves (and locks or unlocks) a member: username, tableNo, circleNo, isapproved, islocked?, remark?, expect?
import { z } from "zod";
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
  // "pending" (the sign-up list): decide only a sign-up still waiting, else 409. Absent: the legacy call.
  expect: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(["pending"], { error: 'must be "pending"' }).optional(),
  ),
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
        expect: input.expect,
      },
    });
  },
});
