// Local-disk storage driver (the embedded default): a file lives at <rootDir>/<folder>/<name>.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "../http/errors";
import {
  assertStorageFolder,
  assertStorageKey,
  contentTypeForName,
  isSafeStoredName,
  type TListedFile,
  type TStorage,
  type TStorageFolder,
} from "./types";

export type TLocalStorageOptions = { rootDir: string };

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
};

export const createLocalStorage = ({ rootDir }: TLocalStorageOptions): TStorage => {
  const root = path.resolve(rootDir);

  // Second line of defence after the name rules: the resolved path must sit directly in its folder.
  const locate = (folder: TStorageFolder, name: string) => {
    assertStorageKey(folder, name);
    const folderDir = path.join(root, folder);
    const filePath = path.resolve(folderDir, name);
    if (path.dirname(filePath) !== folderDir) throw new AppError("BAD_REQUEST", "Invalid file name");
    return { folderDir, filePath };
  };

  const put = async (folder: TStorageFolder, name: string, body: Readable | Buffer) => {
    const { folderDir, filePath } = locate(folder, name);
    await fsp.mkdir(folderDir, { recursive: true });
    // Written under a dot-name (never addressable) and renamed, so a reader never sees half a file.
    const tempPath = path.join(folderDir, `.${name}.${randomBytes(6).toString("hex")}.part`);
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(tempPath, body, { flag: "wx" });
      else {
        // Opened before the copy starts: a stream that opened lazily could create the file
        // after a failed copy had already removed it.
        const handle = await fsp.open(tempPath, "wx");
        await pipeline(body, handle.createWriteStream());
      }
      await fsp.rename(tempPath, filePath);
    } catch (error) {
      await fsp.rm(tempPath, { force: true });
      throw error;
    }
  };

  const get = async (folder: TStorageFolder, name: string) => {
    const { filePath } = locate(folder, name);
    // Open first, then stat the handle: no window in which the file can change between the two.
    const handle = await fsp.open(filePath, "r").catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: stat.size, contentType: contentTypeForName(name) };
  };

  const remove = async (folder: TStorageFolder, name: string) => {
    const { filePath } = locate(folder, name);
    await fsp.rm(filePath, { force: true });
  };

  const exists = async (folder: TStorageFolder, name: string) => {
    const { filePath } = locate(folder, name);
    const stat = await fsp.stat(filePath).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    return Boolean(stat?.isFile());
  };

  async function* list(folder: TStorageFolder): AsyncGenerator<TListedFile> {
    assertStorageFolder(folder);
    const folderDir = path.join(root, folder);
    const names = await fsp.readdir(folderDir).catch((error: unknown) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    for (const name of names) {
      // The dot-named temp files of a put in progress (and anything else unsafe) are not files here.
      if (!isSafeStoredName(name)) continue;
      const stat = await fsp.stat(path.join(folderDir, name)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (stat?.isFile()) yield { name, lastModified: stat.mtime };
    }
  }

  return { driver: "local", put, get, delete: remove, exists, list };
};
