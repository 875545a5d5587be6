// POST /api/auth/uploadtrustdeedforuser - add images to a member's trust deed documents: tableCircleNo, name, files; reply {status, user}
import { documentUploadRoute } from "@/lib/members/profile-upload-routes";

export const POST = documentUploadRoute("trustdeed");
