// GET /api/projects/gettableprojectapplicationsbytablenocount/{tableNo}/{year} - a table's applications of a year per state: {"counts","total"}
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { countApplicationsByState } from "@/lib/projects/applications";
import { ZYear } from "@/lib/projects/pack-inputs";
import { ZId } from "@/lib/service-requests/inputs";

export const GET = defineRoute({
  params: z.object({ a: ZId, b: ZYear }),
  handler: async ({ session, params }) => countApplicationsByState(requireSession(session), params.a, params.b),
});
