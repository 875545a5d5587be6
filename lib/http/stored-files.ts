// Moving parsed uploads into storage, and copying or removing stored files. storeFiles gives every
// file a generated name: a random prefix, the slug of the client's file name (only [A-Za-z0-9_-],
// lib/storage/stored-name.ts) and the extension of the detected content.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { getStorage, type TStorage, type TStorageFolder } from "../storage";
import { FALLBACK_SLUG, fileNameSlug, storedNameSlug } from "../storage/stored-name";
import type { TUploadedFile } from "./multipart";

/**
 * A stored name `<32 hex>-<slug>.<ext>`: random and dash-free before the first dash (the display
 * strips that prefix and shows the slug). `slug` comes from nameSlug or fileNameSlug.
 */
export const generateStoredName = (ext: string, slug: string = FALLBACK_SLUG) =>
  `${randomUUID().replace(/-/g, "")}-${slug}.${ext}`;

/** Deletes stored files, best effort: used to undo storeFiles when a later step fails. */
export const removeStored = async (
  folder: TStorageFolder,
  names: readonly string[],
  storage: TStorage = getStorage(),
): Promise<void> => {
  const results = await Promise.allSettled(names.map((name) => storage.delete(folder, name)));
  results.forEach((result, index) => {
    if (result.status === "rejected") console.error(`could not remove stored file ${folder}/${names[index]}`, result.reason);
  });
};

/**
 * Copies stored files under new generated names (same slug and extension): the copies' names in order, or
 * null for a file that is not in storage. All or nothing: a failed copy removes those made.
 */
export const copyStored = async (
  folder: TStorageFolder,
  names: readonly string[],
  storage: TStorage = getStorage(),
): Promise<(string | null)[]> => {
  const copies: (string | null)[] = [];
  try {
    for (const name of names) {
      const stored = await storage.get(folder, name);
      if (!stored) {
        copies.push(null);
        continue;
      }
      const copy = generateStoredName(name.slice(name.lastIndexOf(".") + 1), storedNameSlug(name));
      copies.push(copy);
      try {
        await storage.put(folder, copy, stored.body, { contentType: stored.contentType, size: stored.size });
      } finally {
        stored.body.destroy();
      }
    }
    return copies;
  } catch (error) {
    await removeStored(
      folder,
      copies.filter((copy) => copy !== null),
      storage,
    );
    throw error;
  }
};

/** Streams parsed files into storage under generated names, in order; all or nothing. */
export const storeFiles = async (
  files: readonly TUploadedFile[],
  folder: TStorageFolder,
  storage: TStorage = getStorage(),
): Promise<string[]> => {
  const names: string[] = [];
  try {
    for (const file of files) {
      const name = generateStoredName(file.ext, fileNameSlug(file.originalName));
      // Listed before the put: a put that failed half-way may still have left an object behind.
      names.push(name);
      await storage.put(folder, name, fs.createReadStream(file.path), { contentType: file.contentType, size: file.size });
    }
    return names;
  } catch (error) {
    await removeStored(folder, names, storage);
    throw error;
  }
};
