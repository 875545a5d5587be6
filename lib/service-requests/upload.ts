// Multipart bodies of the helpdesk (a `json` field plus image parts) and the storing of their
// files so that a failed write leaves nothing stored.
import { parseMultipart, removeStored, storeFiles, type TUploadedFile, jsonFieldOf } from "../http/multipart";

export const FILE_FOLDER = "servicerequests" as const;

export type TUploadBody = { body: unknown; files: TUploadedFile[] };

/** The `json` field parsed, or (for clients that send plain fields) the text fields themselves. */

/** Parses the body (files to temp storage, checked by content and size), runs `work`, removes the temp files. */
export const withUpload = async <T>(req: Request, fileFields: readonly string[], work: (upload: TUploadBody) => Promise<T>) => {
  const upload = await parseMultipart(req, {
    files: Object.fromEntries(fileFields.map((field) => [field, { kind: "image" as const }])),
  });
  try {
    return await work({ body: jsonFieldOf(upload.fields), files: upload.files });
  } finally {
    await upload.cleanup();
  }
};

/** Stores the files and runs `write` with their names; when `write` fails the stored files go again. */
export const withStoredFiles = async <T>(files: readonly TUploadedFile[], write: (names: string[]) => Promise<T>): Promise<T> => {
  const names = files.length ? await storeFiles(files, FILE_FOLDER) : [];
  try {
    return await write(names);
  } catch (error) {
    if (names.length) await removeStored(FILE_FOLDER, names);
    throw error;
  }
};
