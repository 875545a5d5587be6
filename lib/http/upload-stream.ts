// The pieces parseMultipart (multipart.ts) streams an upload through: the request body as a Node
// stream for formidable, and the temp-file writer that checks a file's size and content (magic
// bytes, never the name) while it streams.
import fs from "node:fs";
import { Readable, Writable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { type AppError, fieldError } from "./errors";
import { allowedType, WRONG_TYPE, type TDetectedType, type TFileKind } from "./file-type";

const SNIFF_BYTES = 8;

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(2)} MB` : `${bytes} bytes`;

type TGuardOptions = {
  filePath: string;
  field: string;
  kind: TFileKind;
  maxFileBytes: number;
  fail: (error: AppError) => void;
  done: (file: { size: number; contentType: TDetectedType; ext: string }) => void;
};

/** A temp-file writer that refuses, while the bytes stream in, a file over the limit or of the wrong type. */
export const createGuardedWriter = ({ filePath, field, kind, maxFileBytes, fail, done }: TGuardOptions) => {
  const out = fs.createWriteStream(filePath, { flags: "wx" });
  let size = 0;
  let head = Buffer.alloc(0);
  let detected: ReturnType<typeof allowedType> = null;
  const refuse = (error: AppError, callback: (error: Error) => void) => {
    fail(error);
    callback(error);
  };
  const guard = new Writable({
    write: (chunk: Buffer, _encoding, callback) => {
      size += chunk.length;
      if (size > maxFileBytes)
        return refuse(
          fieldError("PAYLOAD_TOO_LARGE", field, `a file is larger than the limit of ${formatBytes(maxFileBytes)}`),
          callback,
        );
      if (!detected && head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length === SNIFF_BYTES && !(detected = allowedType(head, kind)))
          return refuse(fieldError("BAD_REQUEST", field, WRONG_TYPE[kind]), callback);
      }
      if (out.write(chunk)) return callback();
      out.once("drain", () => callback());
    },
    final: (callback) => {
      detected ??= allowedType(head, kind);
      if (!detected) return refuse(fieldError("BAD_REQUEST", field, WRONG_TYPE[kind]), callback);
      const { type, ext } = detected;
      out.end(() => {
        done({ size, contentType: type, ext });
        callback();
      });
    },
    destroy: (error, callback) => {
      out.destroy();
      callback(error);
    },
  });
  out.on("error", (error) => guard.destroy(error));
  return { guard, out };
};

export const closeQuietly = (stream: fs.WriteStream) =>
  new Promise<void>((resolve) => {
    if (stream.closed) return resolve();
    stream.once("close", () => resolve());
    stream.destroy();
  });

/** Reads what is left of a request body and drops it; a body that fails meanwhile is gone anyway. */
const drain = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away.
  }
};

/**
 * The request body as a Node stream for formidable. Destroying it (a refused upload) stops the
 * parsing at once. When the client declared the body's length (browsers always do, and it was
 * checked against the limits), what is left is then read and dropped rather than cancelled:
 * cancelling races the Node request adapter under the web stream, whose pending read then closes
 * the stream a second time, an uncatchable ERR_INVALID_STATE ("ReadableStream is already closed",
 * nodejs/undici#5715) that the server logged as an uncaught exception after some refused uploads.
 * A body of unknown length is cancelled: it could be endless.
 */
export const bodyStreamOf = (body: WebReadableStream<Uint8Array>, lengthDeclared: boolean) => {
  const reader = body.getReader();
  return new Readable({
    read() {
      reader.read().then(
        ({ done, value }) => {
          if (!this.destroyed) this.push(done ? null : value);
        },
        (error: unknown) => this.destroy(error as Error),
      );
    },
    destroy(error, callback) {
      if (lengthDeclared) void drain(reader as ReadableStreamDefaultReader<Uint8Array>);
      else reader.cancel(error ?? undefined).catch(() => undefined);
      callback(error);
    },
  });
};
