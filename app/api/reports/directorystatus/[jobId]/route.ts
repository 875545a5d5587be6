// GET /api/reports/directorystatus/{jobId} - how far the caller's directory PDF is (done of total), and its address when made
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getDirectoryPdfStatus } from "@/lib/reports/directory-pdf-job";

const ZParams = z.object({ jobId: z.uuid("not a job id") });

export const GET = defineRoute({
  params: ZParams,
  handler: ({ session, params }) => getDirectoryPdfStatus(requireSession(session), params.jobId),
});
