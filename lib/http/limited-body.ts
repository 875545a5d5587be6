// Reads a whole request body into memory, but never more than a limit: a declared Content-Length
// over it is refused before a byte is read, and a body without one (chunked) is counted as it
// streams and cancelled as soon as it passes the limit, so an endless body costs at most the limit.
import { AppError } from "./errors";

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");

/** The body's bytes (empty without a body); 413 past `maxBytes`. */
export const readLimitedBody = async (req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> => {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) {
      // Only a body of unknown length gets here (Node's server never delivers more than a declared
      // length, which was checked above), so cancelling cannot cut short a body that was in bounds.
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
};

/** The body as UTF-8 text, as `req.text()` decodes it; 413 past `maxBytes`. */
export const readLimitedText = async (req: Request, maxBytes: number): Promise<string> =>
  new TextDecoder().decode(await readLimitedBody(req, maxBytes));
