// POST /api/auth/forgotpassword - mails a link to set a new password to {"username"} or {"email"}; the same reply either way
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { runJobsAfterReply } from "@/lib/jobs/worker";
import { defineRoute } from "@/lib/http/route";
import { ZOptionalEmail, ZOptionalText, zBody } from "@/lib/members/member-fields";
import { requestPasswordReset } from "@/lib/members/request-password-reset";

const ZForgotPassword = zBody({ username: ZOptionalText(100), email: ZOptionalEmail }).superRefine((value, ctx) => {
  if (!value.username && !value.email)
    ctx.addIssue({ code: "custom", path: ["username"], message: "give a user name or an e-mail address" });
});

export const POST = defineRoute({
  json: ZForgotPassword,
  rateLimit: RATE_LIMITS.forgotPassword,
  handler: async ({ req, json }) => {
    const { username, email } = json;
    const reply = await requestPasswordReset({ username, email, requestUrl: req.url });
    runJobsAfterReply();
    return reply;
  },
});
