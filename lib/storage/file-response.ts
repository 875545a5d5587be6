// A stored file as an HTTP response: streamed, with its type, length and the caller's caching.
import { Readable } from "node:stream";
import { AppError } from "../http/errors";
import { getStorage } from "./index";
import { displayFileName } from "./stored-name";
import { contentTypeForName, type TStorageFolder } from "./types";

/**
 * Streams `folder/name` inline (never sniffed), or answers 404 when there is no such file. Saved,
 * it is named as the screens show it, without the random prefix ("Rotary_Form_10BE.pdf"); a
 * stored name is of the safe alphabet, so it needs no quoting beyond the quotes.
 */
export const storedFileResponse = async (folder: TStorageFolder, name: string, cacheControl: string) => {
  const file = await getStorage().get(folder, name);
  if (!file) throw new AppError("NOT_FOUND", "File not found");
  const headers = new Headers({
    "Content-Type": contentTypeForName(name),
    "Content-Disposition": `inline; filename="${displayFileName(name)}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": cacheControl,
  });
  if (file.size !== undefined) headers.set("Content-Length", String(file.size));
  return new Response(Readable.toWeb(file.body) as unknown as ReadableStream<Uint8Array>, { headers });
};
