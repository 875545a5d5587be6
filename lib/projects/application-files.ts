// Files of an application, shared by its uploads (a stage's documents and vendors, queries,
// completion reports): each file's type and size are checked against its element's settings;
// files are stored first and their rows written after, and a failed write removes what it stored.
// The calls themselves: upload-stage-documents, delete-stage-document, create-vendor,
// add-vendor-files, delete-vendor, list-vendors.
import type { Prisma } from "../db/generated/client";
import { fieldError } from "../http/errors";
import { parseMultipart, removeStored, storeFiles, type TUploadedFile, jsonFieldOf } from "../http/multipart";
import { FILE_TYPE_MEDIA, MAX_FILE_BYTES, type TFileType } from "./element-kinds";

type TTx = Prisma.TransactionClient;

export const APPLICATION_FOLDER = "pomdocuments" as const;
export const DOCUMENT_FIELD = "tpDocument";
export const VENDOR_FILE_FIELD = "vendorFiles";
const MAX_FILES_PER_CALL = 20;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Types and size of each file against the limits; 400 for a type, 413 for a size, naming the field. */
export const checkFiles = (files: TUploadedFile[], field: string, types: readonly TFileType[], maxBytes: number) => {
  for (const file of files) {
    if (!types.some((type) => FILE_TYPE_MEDIA[type] === file.contentType))
      throw fieldError(
        "BAD_REQUEST",
        field,
        `${file.originalName ?? "a file"}: must be ${types.map((type) => type.toUpperCase()).join(", ")}`,
      );
    if (file.size > maxBytes)
      throw fieldError("PAYLOAD_TOO_LARGE", field, `${file.originalName ?? "a file"} is larger than ${sizeText(maxBytes)}`);
  }
};

/** Parses a multipart upload with files in `field` (at most 20, each within MAX_FILE_BYTES) and runs `work`. */
export const withFiles = async <T>(req: Request, field: string, work: (body: unknown, files: TUploadedFile[]) => Promise<T>) => {
  const upload = await parseMultipart(req, {
    files: { [field]: { kind: "document", maxCount: MAX_FILES_PER_CALL } },
    maxFiles: MAX_FILES_PER_CALL,
    maxFileBytes: MAX_FILE_BYTES,
  });
  try {
    return await work(jsonFieldOf(upload.fields), upload.files);
  } finally {
    await upload.cleanup();
  }
};

/** Stores the files, then runs `write` with their names; removes them again when `write` fails. */
export const storeThen = async <T>(files: TUploadedFile[], write: (names: string[]) => Promise<T>) => {
  const names = await storeFiles(files, APPLICATION_FOLDER);
  try {
    return await write(names);
  } catch (error) {
    await removeStored(APPLICATION_FOLDER, names);
    throw error;
  }
};

/** The rows of stored files (`names` as storeThen gave them), each with the columns in `base`. */
export const fileRows = <TBase extends object>(files: TUploadedFile[], names: string[], base: TBase) =>
  files.map((file, index) => ({
    ...base,
    storedName: names[index]!,
    originalName: (file.originalName ?? `file.${file.ext}`).slice(0, 200),
    contentType: file.contentType,
    sizeBytes: file.size,
  }));

/** The stage's element of one of `kinds` that a file upload names (400 on stageElementId otherwise). */
export const elementOfStage = async (tx: TTx, packStageId: number, elementId: number, kinds: string[]) => {
  const element = await tx.stageElement.findFirst({
    where: { id: elementId, stageId: packStageId },
    select: { id: true, kind: true, label: true, config: true },
  });
  if (!element || !kinds.includes(element.kind))
    throw fieldError(
      "BAD_REQUEST",
      "stageElementId",
      `not a ${kinds.join(" or ").toLowerCase().replaceAll("_", " ")} element of this stage`,
    );
  return element;
};
