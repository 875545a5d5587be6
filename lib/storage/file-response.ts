// A stored file as an HTTP response: streamed, with its type, length and the caller's caching.
import { Readable } from "node:stream";
import { AppError } from "../http/errors";
import { getStorage } from "./index";
import { displayFileName, isUploadName } from "./stored-name";
import { contentTypeForName, type TStorageFolder } from "./types";

/**
 * Streams `folder/name` inline (never sniffed), or answers 404 when there is no such file. An
 * upload, saved, is named as the screens show it, without the random prefix ("Rotary_Form_10BE.pdf");
 * a stored name is of the safe alphabet, so it needs no quoting beyond the quotes. Other names (the
 * report PDFs, `m<id>-<kind>-<hex>.pdf`) get no file name: their links' `download` attribute names
 * them ("directory-area-1.pdf"), and Chromium prefers the header's name to that attribute.
 */
export const storedFileResponse = async (folder: TStorageFolder, name: string, cacheControl: string) => {
  const file = await getStorage().get(folder, name);
  if (!file) throw new AppError("NOT_FOUND", "File not found");
  const headers = new Headers({
    "Content-Type": contentTypeForName(name),
    "Content-Disposition": isUploadName(name) ? `inline; filename="${displayFileName(name)}"` : "inline",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": cacheControl,
  });
  if (file.size !== undefined) headers.set("Content-Length", String(file.size));
  return new Response(Readable.toWeb(file.body) as unknown as ReadableStream<Uint8Array>, { headers });
};
