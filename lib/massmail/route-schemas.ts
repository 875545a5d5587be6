// Input schemas of the /api/massmail routes.
import { z } from "zod";
import { fieldError } from "../http/errors";
import { ZAudience } from "./audience";

export const ZCountMassMail = z.object({ audience: ZAudience, essential: z.boolean().default(false) });

export const ZMassMailIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZMassMailIdBody = z.object({ id: z.number().int().positive().max(2_147_483_647) });

export const ZUnsubscribeQuery = z.object({ token: z.string().max(1000).optional() });

/** The page posts { token }; a mail client's one-click POST sends the form "List-Unsubscribe=One-Click". */
export const ZUnsubscribeBody = z
  .object({ token: z.string().max(1000).optional() })
  .loose()
  .optional();

/** The token from the query (links, List-Unsubscribe) or the body (the page's form). */
export const tokenFrom = (query: z.infer<typeof ZUnsubscribeQuery>, json: z.infer<typeof ZUnsubscribeBody>) => {
  const token = query.token ?? json?.token;
  if (!token || token.length > 1000) throw fieldError("BAD_REQUEST", "token", "the unsubscribe link is incomplete");
  return token;
};
