// POST /generatepdf - the form (urlencoded) way to generatepdfforurl: fields url and fileName; replies the PDF.
// Outside /api as SPEC.md has it: proxy.ts lets it through (no page rule), and defineRoute finds
// it in the route-role table like any API route.
import { defineRoute } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { requireSession } from "@/lib/members/member-session";
import { generatePdfForUrl, pdfResponse } from "@/lib/reports/generate-pdf-for-url";
import { requiredUrl, withFormFields, ZPdfRequestBody } from "@/lib/reports/pdf-inputs";

export const POST = defineRoute({
  json: ZPdfRequestBody,
  rateLimit: RATE_LIMITS.pdf,
  handler: async ({ req, session, json, fields }) => {
    const input = withFormFields(ZPdfRequestBody, json, fields);
    const { pdf, fileName } = await generatePdfForUrl({
      session: requireSession(session),
      url: requiredUrl(input.url),
      fileName: input.fileName ?? undefined,
      requestUrl: req.url,
    });
    return pdfResponse(pdf, fileName);
  },
});
