// POST /api/reports/generatepdfforurl - a page of the site as an A4 PDF (json: url, fileName; replies the PDF),
// or a table's document stored for later (json, tableNo, cmno, requestfor; replies {status, url, fileName})
import { defineRoute } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { requireSession } from "@/lib/members/member-session";
import { generatePdfForTable, parsePdfRequest } from "@/lib/reports/generate-pdf-for-table";
import { generatePdfForUrl, pdfResponse } from "@/lib/reports/generate-pdf-for-url";
import { requiredUrl, withFormFields, ZPdfRequestBody } from "@/lib/reports/pdf-inputs";
import { fieldError } from "@/lib/http/errors";

export const POST = defineRoute({
  json: ZPdfRequestBody,
  rateLimit: RATE_LIMITS.pdf,
  handler: async ({ req, session, json, fields }) => {
    const input = withFormFields(ZPdfRequestBody, json, fields);
    if (input.requestfor) {
      if (input.tableNo === null) throw fieldError("BAD_REQUEST", "tableNo", "is required");
      return generatePdfForTable({
        session: requireSession(session),
        tableNo: input.tableNo,
        requestfor: parsePdfRequest(input.requestfor),
        fileName: input.fileName ?? undefined,
      });
    }
    const { pdf, fileName } = await generatePdfForUrl({
      session: requireSession(session),
      url: requiredUrl(input.url),
      fileName: input.fileName ?? undefined,
      requestUrl: req.url,
    });
    return pdfResponse(pdf, fileName);
  },
});
