// POST /api/auth/signup - a visitor asks for an account (User role, waiting for approval by an Admin); 201
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";
import { ZEmail, ZNewPassword, ZOptionalText, ZText, ZUnitNo, ZUserName, zBody } from "@/lib/members/member-fields";
import { ZNewMobile } from "@/lib/members/profile-fields";
import { signUpMember } from "@/lib/members/sign-up-member";

const ZSignUp = zBody({
  userName: ZUserName,
  password: ZNewPassword,
  fullName: ZText(100),
  title: ZOptionalText(20),
  phoneNumber: ZNewMobile,
  officeEmail: ZEmail,
  tableNo: ZUnitNo,
  circleNo: ZUnitNo,
});

export const POST = defineRoute({
  json: ZSignUp,
  rateLimit: RATE_LIMITS.signup,
  handler: async ({ json }) => Response.json(await signUpMember({ input: json }), { status: 201 }),
});
