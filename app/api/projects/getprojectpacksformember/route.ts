// GET /api/projects/getprojectpacksformember/ - the active packs the caller's table or circle may apply with: {"projectPacks":[...]}
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { listPacksForMember } from "@/lib/projects/packs";

export const GET = defineRoute({
  handler: async ({ session }) => ({ projectPacks: await listPacksForMember(requireSession(session)) }),
});
