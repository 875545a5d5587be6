// What a file really is, from its first bytes (never its name): the upload content check.

export type TFileKind = "image" | "document";
export type TDetectedType = "image/png" | "image/jpeg" | "image/gif" | "application/pdf";

const SIGNATURES: { type: TDetectedType; ext: string; bytes: number[] }[] = [
  { type: "image/png", ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", ext: "jpg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/gif", ext: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: "image/gif", ext: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
  { type: "application/pdf", ext: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The media types each kind of upload takes. */
export const UPLOAD_TYPES: Record<TFileKind, readonly TDetectedType[]> = {
  image: ["image/png", "image/jpeg", "image/gif"],
  document: ["image/png", "image/jpeg", "image/gif", "application/pdf"],
};

const EXTENSIONS: Record<TDetectedType, string> = {
  "image/png": ".png",
  "image/jpeg": ".jpg,.jpeg",
  "image/gif": ".gif",
  "application/pdf": ".pdf",
};

/**
 * What a file picker offers for each kind: exactly the types the server takes (`allowedType`), by
 * media type and by extension (some systems' pickers go by one, some by the other).
 */
export const ACCEPT: Record<TFileKind, string> = {
  image: [...UPLOAD_TYPES.image, ...UPLOAD_TYPES.image.map((type) => EXTENSIONS[type])].join(","),
  document: [...UPLOAD_TYPES.document, ...UPLOAD_TYPES.document.map((type) => EXTENSIONS[type])].join(","),
};

/** The type of a file from its first bytes, or null. */
export const detectFileType = (head: Buffer): { type: TDetectedType; ext: string } | null => {
  const match = SIGNATURES.find((signature) => signature.bytes.every((byte, index) => head[index] === byte));
  return match ? { type: match.type, ext: match.ext } : null;
};

export const WRONG_TYPE: Record<TFileKind, string> = {
  image: "only png, jpeg or gif images are accepted",
  document: "only png, jpeg, gif or pdf files are accepted",
};

export const allowedType = (head: Buffer, kind: TFileKind) => {
  const detected = detectFileType(head);
  return detected && UPLOAD_TYPES[kind].includes(detected.type) ? detected : null;
};
