// GET /api/lmf/getlmfvalue - the life-member-friend contribution: {"lmfValue": 25000, "currency": "INR"}
import { getLmfValue } from "@/lib/content/lmf-value";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  handler: async () => getLmfValue(),
});
