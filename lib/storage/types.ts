// The storage interface both drivers implement, the fixed folder list, and the stored-name rules.
import type { Readable } from "node:stream";
import { z } from "zod";
import { AppError } from "../http/errors";

export const STORAGE_FOLDERS = [
  "pandocuments",
  "formdocuments",
  "trustdeeddocuments",
  "eightygdocuments",
  "servicerequests",
  "pomdocuments",
  "blog",
  "lmf",
  "logos",
  "massmailer",
  // Issue 13: the member's photograph and age proof (read as member documents, file-access.ts).
  "profileimages",
  "ageproofs",
  // Issue 14: PDFs made for a member to fetch later (lib/reports/stored-pdfs.ts decides who reads them).
  "reports",
  // Issue 15: receipt PDFs, read only through GET /api/paymentgateway/receipt/{orderId} (and by the Admin).
  "receipts",
] as const;

export type TStorageFolder = (typeof STORAGE_FOLDERS)[number];

export type TStoredFile = { body: Readable; size?: number; contentType?: string };

/** `size` lets the S3 driver stream a body of known length in one request. */
export type TPutOptions = { contentType?: string; size?: number };

export type TListedFile = { name: string; lastModified: Date };

export type TStorage = {
  readonly driver: "local" | "s3";
  put: (folder: TStorageFolder, name: string, body: Readable | Buffer, options?: TPutOptions) => Promise<void>;
  /** null when the file does not exist. */
  get: (folder: TStorageFolder, name: string) => Promise<TStoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete: (folder: TStorageFolder, name: string) => Promise<void>;
  exists: (folder: TStorageFolder, name: string) => Promise<boolean>;
  /**
   * The folder's files, in no set order, read as they are yielded (a file deleted meanwhile may or
   * may not appear). Only addressable names: a driver's temp files and anything else are left out.
   */
  list: (folder: TStorageFolder) => AsyncIterable<TListedFile>;
};

export const MAX_STORED_NAME_LENGTH = 200;

// Starts with a letter or digit, so a dot-file (the local driver's temp files) is never addressable.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const isStorageFolder = (value: string): value is TStorageFolder => (STORAGE_FOLDERS as readonly string[]).includes(value);

export const isSafeStoredName = (name: string): boolean =>
  name.length > 0 && name.length <= MAX_STORED_NAME_LENGTH && SAFE_NAME.test(name) && !name.includes("..");

export const ZStorageFolder = z.enum(STORAGE_FOLDERS);

export const ZStoredName = z.string().refine(isSafeStoredName, { message: "not a valid file name" });

export const assertStorageFolder = (folder: string): void => {
  if (!isStorageFolder(folder))
    throw new AppError("BAD_REQUEST", "Unknown storage folder", { fields: [{ field: "folder", message: "unknown folder" }] });
};

/** Every driver call goes through this: nothing outside the folder list or the safe alphabet reaches a path or key. */
export const assertStorageKey = (folder: string, name: string): void => {
  assertStorageFolder(folder);
  if (!isSafeStoredName(name))
    throw new AppError("BAD_REQUEST", "Invalid file name", { fields: [{ field: "name", message: "not a valid file name" }] });
};

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  pdf: "application/pdf",
};

/** Served type from the extension only; anything unknown is a download, never rendered. */
export const contentTypeForName = (name: string): string => {
  const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return (name.includes(".") && CONTENT_TYPES[ext]) || "application/octet-stream";
};
