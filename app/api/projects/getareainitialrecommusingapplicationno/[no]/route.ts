// GET /api/projects/getareainitialrecommusingapplicationno/{applicationNo} - the area chairman's recommendation stage of an application: the stage reply, or {"areaStage":null}
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getApplicationStage } from "@/lib/projects/get-application-stage";
import { findApplicationIdByNo } from "@/lib/projects/applications";

export const GET = defineRoute({
  params: z.object({
    no: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^TPA-\d{6}-\d{4,}$/, "must be an application number such as TPA-202526-0001"),
  }),
  handler: async ({ session, params }) => {
    const member = requireSession(session);
    const found = await findApplicationIdByNo(member, params.no);
    return { areaStage: found.areaStageId === null ? null : await getApplicationStage(member, found.areaStageId) };
  },
});
