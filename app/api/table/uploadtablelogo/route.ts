// POST /api/table/uploadtablelogo - upload or replace a table's logo: multipart `tableNo` and one image `logo` (Admin)
import { defineRoute } from "@/lib/http/route";
import { uploadTableLogo } from "@/lib/tables/table-logo";

export const POST = defineRoute({
  rawBody: true,
  handler: ({ session, req }) => uploadTableLogo(session!, req),
});
