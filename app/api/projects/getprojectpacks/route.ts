// GET /api/projects/getprojectpacks - every project pack, newest year first: {"projectPacks":[...]} (Admin, NEX, Admin-Pom, NPC)
import { defineRoute } from "@/lib/http/route";
import { listPacks } from "@/lib/projects/packs";

export const GET = defineRoute({
  handler: async () => ({ projectPacks: await listPacks() }),
});
