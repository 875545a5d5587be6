// GET /api/recognitions/getallrecognitions - the foundation's recognitions, newest year first
import { listRecognitions } from "@/lib/content/list-recognitions";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  handler: async () => ({ recognitions: await listRecognitions() }),
});
