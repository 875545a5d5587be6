// GET /api/projects/getalltableprojectapplications/{startrecord}/{takerecord}?state=&group=&year=&q= - every application the caller may see, newest first, one page: {"tableProjectApplications","total","counts"}
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { STATE_GROUP_SLUGS, findStateGroup } from "@/lib/projects/application-groups";
import { ZListQuery } from "@/lib/projects/application-inputs";
import { listApplicationsWithCounts } from "@/lib/projects/applications";
import { zSearchText } from "@/lib/validation/text";

export const GET = defineRoute({
  params: z.object({ a: ZListQuery.shape.startrecord, b: ZListQuery.shape.takerecord }),
  query: ZListQuery.pick({ state: true, year: true }).extend({
    q: zSearchText(100),
    group: z.enum(STATE_GROUP_SLUGS, { error: "must be a state group" }).optional(),
  }),
  // counts: per state, for the same search and year whatever `state` and `group` are (the queue's tabs).
  handler: async ({ session, params, query }) =>
    listApplicationsWithCounts(
      requireSession(session),
      {
        year: query.year,
        q: query.q,
        state: query.state,
        states: query.group === undefined ? undefined : findStateGroup(query.group)?.states,
      },
      { skip: params.a, take: params.b },
    ),
});
