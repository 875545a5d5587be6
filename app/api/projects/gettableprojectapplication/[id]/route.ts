// GET /api/projects/gettableprojectapplication/{tpaId} - an application the caller may see, with its stages: {"tableProjectApplication"}
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getApplicationOrThrow } from "@/lib/projects/applications";
import { ZIdParams } from "@/lib/projects/pack-inputs";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ session, params }) => ({
    tableProjectApplication: await getApplicationOrThrow(requireSession(session), params.id),
  }),
});
