// How people, files and upload limits of the helpdesk read on screen.
import { ACCEPT, UPLOAD_TYPES } from "@/lib/http/file-type";
import { unitLabel } from "@/lib/tables/unit-label";
import type { TPerson, TUploadLimits } from "./service-request-types";

/** The label of an action whose author is unknown (SPEC.md section 2). */
export const SERVICE_TEAM_LABEL = "Service Team";

/** "Mr. Tarun Exec (RT1)": the unit as the portal writes it (lib/tables/unit-label.ts). */
export const personLabel = (person: TPerson | null) => {
  if (!person) return SERVICE_TEAM_LABEL;
  const name = [person.title, person.fullName].filter(Boolean).join(" ");
  return person.rtTableNo !== null ? `${name} (${unitLabel({ tableNo: person.rtTableNo, circleNo: null })})` : name;
};

export const initials = (person: TPerson | null) => {
  if (!person) return "ST";
  const words = person.fullName.trim().split(/\s+/);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "")).toUpperCase();
};

/** A stored name may carry a prefix before the first dash, stripped for display (SPEC.md section 2). */
export { displayFileName } from "@/lib/storage/stored-name";

export const isImageName = (name: string) => /\.(png|jpe?g|gif)$/i.test(name);

export const fileUrl = (name: string) => `/api/storage/servicerequests/${encodeURIComponent(name)}`;

export const IMAGE_ACCEPT = ACCEPT.image;

export const uploadHint = ({ maxFiles, maxFileMb }: TUploadLimits) =>
  `Images (PNG, JPEG or GIF), up to ${maxFiles} files of ${maxFileMb} MB each.`;

/** The first problem of a set of picked files, checked before upload (the server checks again, by content). */
export const checkImages = (files: readonly File[], { maxFiles, maxFileMb }: TUploadLimits): string | null => {
  if (files.length > maxFiles) return `Choose at most ${maxFiles} files.`;
  const notImage = files.find((file) => !(UPLOAD_TYPES.image as readonly string[]).includes(file.type));
  if (notImage) return `${notImage.name} is not a PNG, JPEG or GIF image.`;
  const tooLarge = files.find((file) => file.size > maxFileMb * 1024 * 1024);
  if (tooLarge) return `${tooLarge.name} is larger than ${maxFileMb} MB.`;
  return null;
};
