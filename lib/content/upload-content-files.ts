// POST /api/blog/uploadfiles and /api/lmf/uploadfiles: the legacy form (fileInputFor, file0..N),
// checked by content (never the name) and stored under generated names, all or nothing.
import { AppError } from "../http/errors";
import { parseMultipart, removeStored, storeFiles, type TFileRule } from "../http/multipart";
import type { TStorageFolder } from "../storage";
import { blogFileUrl } from "./images";
import { recordVisitorUploads } from "./visitor-uploads";

type TUploadFolder = Extract<TStorageFolder, "blog" | "lmf">;

export const UPLOAD_RULES: Record<TUploadFolder, { kind: TFileRule["kind"]; maxFiles: number; maxFileBytes: number }> = {
  // Cover and body images of posts and news thumbnails.
  blog: { kind: "image", maxFiles: 10, maxFileBytes: 5 * 1024 * 1024 },
  // PAN card, ID proof: images or PDF. Anyone may upload (the applicant is a visitor): kept small.
  lmf: { kind: "document", maxFiles: 5, maxFileBytes: 5 * 1024 * 1024 },
};

export type TUploadedContentFile = { name: string; url: string };
export type TContentUpload = { fileInputFor: string | null; files: TUploadedContentFile[]; fileNames: string };

/** The reply, and the bytes stored (for the LMF upload's byte budget), which the reply leaves out. */
export type TStoredContentUpload = { reply: TContentUpload; storedBytes: number };

/** Where a stored file can be fetched: blog images publicly, LMF documents through the Admin-only storage route. */
export const contentFileUrl = (folder: TUploadFolder, name: string) =>
  folder === "blog" ? blogFileUrl(name) : `/api/storage/lmf/${name}`;

const FILE_FIELD_COUNT = 20;

export const uploadContentFiles = async (req: Request, folder: TUploadFolder): Promise<TStoredContentUpload> => {
  const rule = UPLOAD_RULES[folder];
  const files = Object.fromEntries(Array.from({ length: FILE_FIELD_COUNT }, (_, index) => [`file${index}`, { kind: rule.kind }]));
  const upload = await parseMultipart(req, { files, maxFiles: rule.maxFiles, maxFileBytes: rule.maxFileBytes });
  try {
    if (upload.files.length === 0)
      throw new AppError("BAD_REQUEST", "file0: choose a file to upload", {
        fields: [{ field: "file0", message: "Choose a file to upload" }],
      });
    const fileInputFor = upload.fields.fileInputFor?.trim() || null;
    if (fileInputFor !== null && !/^[A-Za-z0-9_.-]{1,60}$/.test(fileInputFor))
      throw new AppError("BAD_REQUEST", "fileInputFor: use letters, digits, dots, dashes or underscores", {
        fields: [{ field: "fileInputFor", message: "Use letters, digits, dots, dashes or underscores" }],
      });
    // All or nothing: storeFiles removes what it stored when one file fails.
    const names = await storeFiles(upload.files, folder);
    // Recorded, so that those no record claims are removed: LMF documents (anyone may upload them)
    // of an application never sent, blog images of a post or video never saved.
    await recordVisitorUploads(folder, names).catch(async (error: unknown) => {
      await removeStored(folder, names);
      throw error;
    });
    return {
      reply: {
        fileInputFor,
        files: names.map((name) => ({ name, url: contentFileUrl(folder, name) })),
        fileNames: names.join(","),
      },
      storedBytes: upload.files.reduce((total, file) => total + file.size, 0),
    };
  } finally {
    await upload.cleanup();
  }
};
