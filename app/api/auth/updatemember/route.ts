// POST /api/auth/updatemember - the caller's own details: `json`, optional `profileimgfile` and `ageproofdoc`; reply {status, user}
import { updateMemberRoute } from "@/lib/members/profile-upload-routes";

export const POST = updateMemberRoute();
