// GET /api/auth/getalluser - all members (legacy list); with q, approved, take or cursor a page {"users","nextCursor"}
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { listAllMembers, listMembersPage, MAX_PAGE_SIZE } from "@/lib/members/list-members";
import { zSearchText } from "@/lib/validation/text";

const PAGED_KEYS = ["q", "approved", "take", "cursor"] as const;

const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

const ZListQuery = z.object({
  q: zSearchText(100),
  approved: z.preprocess(blankAsMissing, z.enum(["true", "false"], { error: 'must be "true" or "false"' }).optional()),
  take: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, `must be 1-${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `must be 1-${MAX_PAGE_SIZE}`)
      .optional(),
  ),
  cursor: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "must be a member id" })
      .int("must be a member id")
      .positive("must be a member id")
      .max(2_147_483_647, "must be a member id")
      .optional(),
  ),
});

export const GET = defineRoute({
  query: ZListQuery,
  handler: async ({ req, query }) => {
    const { searchParams } = new URL(req.url);
    if (!PAGED_KEYS.some((key) => searchParams.has(key))) return listAllMembers();
    const filter = {
      q: query.q,
      approved: query.approved === undefined ? undefined : query.approved === "true",
      take: query.take,
      cursor: query.cursor,
    };
    return listMembersPage({ filter });
  },
});
