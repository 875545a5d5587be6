// POST /api/auth/createuser - an Admin creates an approved account: form fields `json` (user), `password`, `tableNo`, `circleNo`
import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { defineRoute, parseWith } from "@/lib/http/route";
import { createMember } from "@/lib/members/create-member";
import { ZNewPassword, ZOptionalEmail, ZOptionalText, ZText, ZUnitNo, ZUserName, zBody } from "@/lib/members/member-fields";
import { requireSession } from "@/lib/members/member-session";
import { ZNewMobile } from "@/lib/members/profile-fields";

const ZCreateUserJson = zBody({
  userName: ZUserName,
  fullName: ZText(100),
  title: ZOptionalText(20),
  phoneNumber: ZNewMobile,
  officeEmail: ZOptionalEmail,
  roles: z
    .array(z.enum(ROLES, { error: `must be one of: ${ROLES.join(", ")}` }), { error: "must be a list of roles" })
    .min(1, "give at least one role")
    .max(ROLES.length)
    .optional(),
  // JSON-only clients may put these inside the JSON instead of separate form fields.
  password: z.unknown().optional(),
  tableNo: z.unknown().optional(),
  circleNo: z.unknown().optional(),
});

const ZAccountFields = z.object({ password: ZNewPassword, tableNo: ZUnitNo, circleNo: ZUnitNo });

export const POST = defineRoute({
  json: ZCreateUserJson,
  handler: async ({ session, json, fields }) => {
    const account = parseWith(
      ZAccountFields,
      {
        password: fields.password ?? json.password,
        tableNo: fields.tableNo ?? json.tableNo,
        circleNo: fields.circleNo ?? json.circleNo,
      },
      "body",
    );
    const { userName, fullName, title, phoneNumber, officeEmail } = json;
    return createMember({
      session: requireSession(session),
      input: { userName, fullName, title, phoneNumber, officeEmail, roles: json.roles ?? ["User"], ...account },
    });
  },
});
