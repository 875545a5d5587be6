// Streaming multipart uploads for App Router handlers (formidable), and moving them into storage.
//
//   const upload = await parseMultipart(req, { files: { serviceActionFileNames: { kind: "image" } } });
//   try {
//     const names = await storeFiles(upload.files, "servicerequests");
//     try { await saveRows(upload.fields.json, names); } catch (error) { await removeStored("servicerequests", names); throw error; }
//   } finally {
//     await upload.cleanup();
//   }
//
// parseMultipart streams each file to a private temp directory, checking its size and its content
// (magic bytes, never the name) while it streams. On any failure it removes its temp files and
// throws AppError: 413 for a file or the fields over their limit, 400 (with `fields`) for too many
// files, an undeclared file field, wrong content or a malformed body, 415 for a body that is not
// multipart. Text parts come back as strings (first value wins). A file's own name comes back as
// originalName without control characters. The streaming parts are in upload-stream.ts; storeFiles
// and the other helpers for stored files are in stored-files.ts (re-exported here, the one import
// path for callers).
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { IncomingMessage } from "node:http";
import { Formidable, errors as formidableErrors, multipart as multipartPlugin, type Part } from "formidable";
import { getEnv } from "../env";
import { AppError, fieldError } from "./errors";
import type { TDetectedType, TFileKind } from "./file-type";
import { bodyStreamOf, closeQuietly, createGuardedWriter, formatBytes } from "./upload-stream";

export { detectFileType, type TDetectedType, type TFileKind } from "./file-type";
export { copyStored, generateStoredName, removeStored, storeFiles } from "./stored-files";

/** image: png, jpeg, gif. document: those or pdf. */
export type TFileRule = { kind: TFileKind; maxCount?: number };

export type TMultipartOptions = {
  /** The file fields this call accepts; any other file part is refused. */
  files: Record<string, TFileRule>;
  /** Per file; default UPLOAD_MAX_FILE_MB. */
  maxFileBytes?: number;
  /** Over all file fields; default UPLOAD_MAX_FILES. */
  maxFiles?: number;
  /** All text parts together; default 1 MiB. */
  maxFieldsBytes?: number;
  /** Parent of the per-request temp directory; default the system temp directory. */
  tempDir?: string;
};

export type TUploadedFile = {
  field: string;
  path: string;
  size: number;
  contentType: TDetectedType;
  ext: string;
  originalName: string | null;
};

export type TMultipartUpload = {
  fields: Record<string, string>;
  files: TUploadedFile[];
  /** Removes the temp files; call it in `finally`, also after storeFiles. */
  cleanup: () => Promise<void>;
};

const DEFAULT_MAX_FIELDS_BYTES = 1024 * 1024;
/** Control characters (NUL and the rest of C0, DEL, C1) and lone surrogates. */
const UNUSABLE_IN_NAME = /[\p{Cc}\p{Cs}]/gu;

/**
 * The client's file name without control characters: formidable decodes "&#0000;" in a name, and
 * Postgres refuses NUL in every text column that keeps it. Null when nothing visible is left; each
 * caller already has its own name for a file without one.
 */
const cleanOriginalName = (name: string | null) => {
  const clean = name?.replace(UNUSABLE_IN_NAME, "") ?? "";
  return clean.trim() === "" ? null : clean;
};

/** Formidable's own failures (numeric codes); anything else (disk, bugs) stays a 500. */
const fromFormidableError = (error: unknown, maxFieldsBytes: number): unknown => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "number") return error;
  if (code === formidableErrors.maxFieldsSizeExceeded)
    return new AppError("PAYLOAD_TOO_LARGE", `Form fields are larger than ${formatBytes(maxFieldsBytes)}`);
  if (code === formidableErrors.maxFieldsExceeded) return new AppError("PAYLOAD_TOO_LARGE", "Too many form fields");
  if (code === formidableErrors.noEmptyFiles) return new AppError("BAD_REQUEST", "Empty files are not accepted");
  return new AppError("BAD_REQUEST", "Malformed multipart body");
};

export const parseMultipart = async (req: Request, options: TMultipartOptions): Promise<TMultipartUpload> => {
  const env = getEnv();
  const maxFileBytes = options.maxFileBytes ?? Math.floor(env.UPLOAD_MAX_FILE_MB * 1024 * 1024);
  const maxFiles = options.maxFiles ?? env.UPLOAD_MAX_FILES;
  const maxFieldsBytes = options.maxFieldsBytes ?? DEFAULT_MAX_FIELDS_BYTES;

  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Expected a multipart/form-data body");
  // A declared length beyond every limit together is refused before a byte is read.
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxFileBytes * maxFiles + maxFieldsBytes + 64 * 1024)
    throw new AppError("PAYLOAD_TOO_LARGE", "Upload is too large");
  if (!req.body) throw new AppError("BAD_REQUEST", "Empty multipart body");

  const tempDir = await fsp.mkdtemp(path.join(options.tempDir ?? os.tmpdir(), "upload-"));
  const outputs: fs.WriteStream[] = [];
  const cleanup = async () => {
    await Promise.all(outputs.map(closeQuietly));
    await fsp.rm(tempDir, { recursive: true, force: true, maxRetries: 3 });
  };

  // Formidable wants a Node request: a Node stream of the body, with lower-cased headers. Chunked,
  // because without a length or a transfer-encoding it assumes an empty body.
  const source = bodyStreamOf(req.body as unknown as WebReadableStream<Uint8Array>, declared > 0);
  const nodeRequest = Object.assign(source, { headers: { "content-type": contentType, "transfer-encoding": "chunked" } });

  const files: TUploadedFile[] = [];
  const fileFields = new Map<
    object,
    { field: string; rule: TFileRule; originalName: string | null; entry: TUploadedFile | null }
  >();
  const counts = new Map<string, number>();
  let fileIndex = 0;
  let failure: AppError | undefined;
  // Recorded here (so the answer never depends on formidable's error plumbing), then the body is
  // torn down so nothing more is read or written.
  const fail = (error: AppError) => {
    failure ??= error;
    source.destroy(error);
  };

  const form = new Formidable({
    enabledPlugins: [multipartPlugin],
    // Sizes and counts are enforced here (onPart and the guard), where the field is known; formidable
    // would check a file's size only after the whole part had been parsed.
    maxFiles: Infinity,
    maxFileSize: Infinity,
    maxTotalFileSize: Infinity,
    maxFieldsSize: maxFieldsBytes,
    maxFields: 100,
    uploadDir: tempDir,
    fileWriteStreamHandler: (file) => {
      const owner = file ? fileFields.get(file) : undefined;
      if (!owner) throw new Error("file stream without a declared field");
      fileIndex += 1;
      const filePath = path.join(tempDir, `${fileIndex}.upload`);
      const { guard, out } = createGuardedWriter({
        filePath,
        field: owner.field,
        kind: owner.rule.kind,
        maxFileBytes,
        fail,
        done: (result) => {
          owner.entry = { field: owner.field, path: filePath, originalName: owner.originalName, ...result };
        },
      });
      outputs.push(out);
      return guard;
    },
  });

  form.on("fileBegin", (field, file) => {
    const rule = options.files[field];
    if (rule) fileFields.set(file, { field, rule, originalName: cleanOriginalName(file.originalFilename), entry: null });
  });

  form.onPart = (part: Part) => {
    if (failure) return;
    // An empty file input of an HTML form: filename "" and no content. Nothing was chosen.
    if (part.originalFilename === "") return;
    if (part.originalFilename !== null) part.mimetype ||= "application/octet-stream";
    if (!part.mimetype) return form._handlePart(part);
    const field = part.name ?? "";
    const rule = Object.hasOwn(options.files, field) ? options.files[field] : undefined;
    if (!rule) return fail(fieldError("BAD_REQUEST", field, "unexpected file field"));
    const count = (counts.get(field) ?? 0) + 1;
    counts.set(field, count);
    const total = [...counts.values()].reduce((sum, value) => sum + value, 0);
    if (rule.maxCount !== undefined && count > rule.maxCount)
      return fail(fieldError("BAD_REQUEST", field, `at most ${rule.maxCount} files are accepted`));
    if (total > maxFiles) return fail(fieldError("BAD_REQUEST", field, `at most ${maxFiles} files are accepted in one upload`));
    return form._handlePart(part);
  };

  try {
    const [rawFields] = await form.parse(nodeRequest as unknown as IncomingMessage);
    if (failure) throw failure;
    for (const owner of fileFields.values()) {
      if (!owner.entry) throw fieldError("BAD_REQUEST", owner.field, "a file did not arrive complete");
      files.push(owner.entry);
    }
    const fields: Record<string, string> = {};
    for (const [name, values] of Object.entries(rawFields)) {
      const value = Array.isArray(values) ? values[0] : values;
      if (typeof value === "string") fields[name] = value;
    }
    return { fields, files, cleanup };
  } catch (error) {
    source.destroy();
    await cleanup();
    if (failure) throw failure;
    if (error instanceof AppError) throw error;
    throw fromFormidableError(error, maxFieldsBytes);
  }
};

/** The `json` text part parsed (400 naming it when it is not JSON), or, for clients that send plain fields, the fields themselves. */
export const jsonFieldOf = (fields: Record<string, string>): unknown => {
  if (fields.json === undefined) return fields;
  try {
    return JSON.parse(fields.json);
  } catch {
    throw new AppError("BAD_REQUEST", "json: not valid JSON", { fields: [{ field: "json", message: "not valid JSON" }] });
  }
};
