// POST /api/auth/changepassword - {"oldPassword","newPassword"} with a session, or {"token","newPassword"} from the reset e-mail
import { defineRoute } from "@/lib/http/route";
import { changePassword } from "@/lib/members/change-password";
import { ZNewPassword, ZOptionalSecret, zBody } from "@/lib/members/member-fields";

const ZChangePassword = zBody({
  oldPassword: ZOptionalSecret(1024),
  token: ZOptionalSecret(200),
  newPassword: ZNewPassword,
}).superRefine((value, ctx) => {
  if (value.oldPassword === undefined && value.token === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["oldPassword"],
      message: "give the current password, or the token from the e-mail link",
    });
  }
  if (value.oldPassword !== undefined && value.token !== undefined) {
    ctx.addIssue({ code: "custom", path: ["token"], message: "give the current password or a token, not both" });
  }
});

export const POST = defineRoute({
  json: ZChangePassword,
  handler: async ({ session, json, address }) => {
    const { oldPassword, token, newPassword } = json;
    return changePassword({ session, oldPassword, token, newPassword, address });
  },
});
