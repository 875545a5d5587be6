// POST /api/auth/uploadeightygforuser - add images to a member's 80G documents: tableCircleNo, name, files; reply {status, user}
import { documentUploadRoute } from "@/lib/members/profile-upload-routes";

export const POST = documentUploadRoute("eightyg");
