// POST /api/massmail/unsubscribe?token= - public: the unsubscribe link's address gets no more mail that is not essential
// (the /unsubscribe page posts here; mail clients post here from the List-Unsubscribe header, RFC 8058)
import { defineRoute } from "@/lib/http/route";
import { recordOptOut } from "@/lib/massmail/opt-out";
import { tokenFrom, ZUnsubscribeBody, ZUnsubscribeQuery } from "@/lib/massmail/route-schemas";

export const POST = defineRoute({
  query: ZUnsubscribeQuery,
  json: ZUnsubscribeBody,
  handler: async ({ query, json }) => {
    const { email } = await recordOptOut(tokenFrom(query, json));
    return { status: 1, email, message: `${email} will receive no more mailings that are not essential.` };
  },
});
