// GET /api/reports/pdffile/{name} - a PDF stored for the caller (generatepdfforurl's JSON form, the directory job)
import { z } from "zod";
import { PRIVATE_NO_STORE } from "@/lib/http/errors";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { assertOwnsStoredPdf, REPORTS_FOLDER } from "@/lib/reports/stored-pdfs";
import { storedFileResponse } from "@/lib/storage/file-response";

const ZParams = z.object({ name: z.string().max(200) });

export const GET = defineRoute({
  params: ZParams,
  handler: async ({ session, params }) => {
    assertOwnsStoredPdf(requireSession(session), params.name);
    return storedFileResponse(REPORTS_FOLDER, params.name, PRIVATE_NO_STORE);
  },
});
