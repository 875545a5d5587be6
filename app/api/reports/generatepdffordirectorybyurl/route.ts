// POST /api/reports/generatepdffordirectorybyurl - the directory of tables (all, area ano, or table tableNo) as one PDF, made in the background; replies the job to follow
import { defineRoute } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { runJobsAfterReply } from "@/lib/jobs/worker";
import { requireSession } from "@/lib/members/member-session";
import { startDirectoryPdf } from "@/lib/reports/directory-pdf-job";
import { withFormFields, ZDirectoryBody } from "@/lib/reports/pdf-inputs";

export const POST = defineRoute({
  json: ZDirectoryBody,
  rateLimit: RATE_LIMITS.pdf,
  handler: async ({ session, json, fields }) => {
    const input = withFormFields(ZDirectoryBody, json, fields);
    const started = await startDirectoryPdf({
      session: requireSession(session),
      ask: { tableNo: input.tableNo, ano: input.ano },
      fileName: input.fileName ?? undefined,
    });
    runJobsAfterReply();
    return Response.json(
      { status: 1, ...started, done: 0, statusUrl: `/api/reports/directorystatus/${started.jobId}` },
      { status: 202 },
    );
  },
});
