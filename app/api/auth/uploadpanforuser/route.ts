// POST /api/auth/uploadpanforuser - add images to a member's PAN documents: tableCircleNo, name, files; reply {status, user}
import { documentUploadRoute } from "@/lib/members/profile-upload-routes";

export const POST = documentUploadRoute("pan");
