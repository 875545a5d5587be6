// POST /api/auth/uploadFile - the caller's photograph: one image in `file`; reply {status, fileName, user}
import { profilePhotoRoute } from "@/lib/members/profile-upload-routes";

export const POST = profilePhotoRoute();
