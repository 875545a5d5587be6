// POST /api/auth/uploadformforuser - add images to a member's Form 12AA documents: tableCircleNo, name, files; reply {status, user}
import { documentUploadRoute } from "@/lib/members/profile-upload-routes";

export const POST = documentUploadRoute("form");
