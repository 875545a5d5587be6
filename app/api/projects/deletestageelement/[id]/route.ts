// DELETE /api/projects/deletestageelement/{id} - remove an element and everything under it: {"stat":1,"deleted":n}
import { defineRoute } from "@/lib/http/route";
import { ZIdParams } from "@/lib/projects/pack-inputs";
import { deleteElement } from "@/lib/projects/stage-elements";

export const DELETE = defineRoute({
  params: ZIdParams,
  handler: async ({ params }) => ({ stat: 1, ...(await deleteElement(params.id)) }),
});
