// POST /api/reports/generatepdfforurl - a page of the site as an A4 PDF (json: url, fileName); replies the PDF
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { generatePdfForUrl } from "@/lib/reports/generate-pdf-for-url";
import { zOptionalText, zText } from "@/lib/validation/text";

const ZPdfForUrl = z.object({
  url: zText({ max: 2000 }),
  fileName: zOptionalText({ max: 200 }),
});

export const POST = defineRoute({
  json: ZPdfForUrl,
  rateLimit: RATE_LIMITS.pdf,
  handler: async ({ req, session, json }) => {
    const { pdf, fileName } = await generatePdfForUrl({
      session: requireSession(session),
      url: json.url,
      fileName: json.fileName ?? undefined,
      requestUrl: req.url,
    });
    return new Response(Buffer.from(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Content-Length": String(pdf.byteLength),
      },
    });
  },
});
