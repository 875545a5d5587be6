// GET /api/projects/getnewapplicationnoforstageid/{packStageId} - the number the next application of the pack's year would get (not reserved): {"newApplicationNo"}
import { defineRoute } from "@/lib/http/route";
import { previewApplicationNo } from "@/lib/projects/applications";
import { ZIdParams } from "@/lib/projects/pack-inputs";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ params }) => ({ newApplicationNo: await previewApplicationNo(params.id) }),
});
