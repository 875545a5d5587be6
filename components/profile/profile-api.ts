// Browser calls of the profile page: the four document uploads (multipart: tableCircleNo, name,
// files) and updatemember (json, profileimgfile, ageproofdoc). Each answers the updated profile.
import { isRecord } from "@/components/shared/request-json";
import { postForm, readReply, type TResult } from "@/components/shared/post-form";
import { ACCEPT } from "@/lib/http/file-type";
import { unitLabel } from "@/lib/tables/unit-label";
import type { TOwnProfile } from "@/lib/members/own-profile";

export type TProfile = TOwnProfile;
export type TDocumentKind = "pan" | "form" | "trustdeed" | "eightyg";

/** The pickers' filters (the server checks the content): the photo an image, the age proof also a pdf. */
export const IMAGE_ACCEPT = ACCEPT.image;
export const AGE_PROOF_ACCEPT = ACCEPT.document;

const UPLOAD_PATHS: Record<TDocumentKind, string> = {
  pan: "/api/auth/uploadpanforuser",
  form: "/api/auth/uploadformforuser",
  trustdeed: "/api/auth/uploadtrustdeedforuser",
  eightyg: "/api/auth/uploadeightygforuser",
};

const profileOf = ({ user }: Record<string, unknown>) => (isRecord(user) && typeof user.userName === "string" ? user : null);

export const unitOf = (profile: Pick<TProfile, "tableNo" | "circleNo">) => unitLabel(profile) ?? "";

export const uploadDocuments = async (
  kind: TDocumentKind,
  profile: TProfile,
  files: readonly File[],
): Promise<TResult<TProfile>> => {
  const form = new FormData();
  form.append("tableCircleNo", unitOf(profile));
  form.append("name", profile.userName);
  for (const file of files) form.append("files", file, file.name);
  return readReply(await postForm(UPLOAD_PATHS[kind], form), profileOf, "The files could not be uploaded.");
};

export type TDetailsInput = {
  title: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  panCard: string;
  form12AA: string;
  trustDeed: string;
  eightyG: string;
};

/** `details`: only those to change (the API leaves the others as they are). */
export const updateDetails = async (
  details: Partial<TDetailsInput>,
  photo: File | null,
  ageProof: File | null,
): Promise<TResult<TProfile>> => {
  const form = new FormData();
  form.append("json", JSON.stringify(details));
  if (photo) form.append("profileimgfile", photo, photo.name);
  if (ageProof) form.append("ageproofdoc", ageProof, ageProof.name);
  return readReply(await postForm("/api/auth/updatemember", form), profileOf, "Your details could not be saved.");
};
