// S3 storage driver (any S3-compatible service): a file is the object <folder>/<name> in one bucket.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import {
  assertStorageFolder,
  assertStorageKey,
  isSafeStoredName,
  type TListedFile,
  type TPutOptions,
  type TStorage,
  type TStorageFolder,
} from "./types";

export type TS3StorageOptions = {
  bucket: string;
  /** A ready client; otherwise one is built from the options below. */
  client?: S3Client;
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Part size for bodies of unknown length (S3's minimum is 5 MiB). */
  partSize?: number;
  /** Keys per listing request (S3 gives at most 1000); smaller only so tests cross a page. */
  listPageSize?: number;
};

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

/**
 * The SDK waits for ever by default: a server that stops answering would hold an upload, a mail's
 * attachment or a job for good. A connection fails when not made within 10 s, or silent for 60 s.
 * No limit on a whole request: a large upload on a slow link may take long while bytes still flow.
 */
export const S3_TIMEOUTS = { connectionTimeout: 10_000, socketTimeout: 60_000 };

export const createS3Client = (
  options: Omit<TS3StorageOptions, "bucket" | "client" | "partSize">,
  timeouts: Partial<typeof S3_TIMEOUTS> = {},
) =>
  new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? "us-east-1",
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default streams bodies aws-chunked with trailing checksums, which several
    // S3-compatible servers (s3rver among them) store verbatim: the object gets corrupted.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { ...S3_TIMEOUTS, ...timeouts },
  });

const isNotFound = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.$metadata?.httpStatusCode === 404 || failure?.name === "NoSuchKey" || failure?.name === "NotFound";
};

export const createS3Storage = (options: TS3StorageOptions): TStorage => {
  const client = options.client ?? createS3Client(options);
  const Bucket = options.bucket;
  const partSize = options.partSize ?? DEFAULT_PART_SIZE;

  const keyOf = (folder: TStorageFolder, name: string) => {
    assertStorageKey(folder, name);
    return `${folder}/${name}`;
  };

  // Unknown length: S3 needs a length per request, so send bounded parts (memory stays at one part).
  const putUnknownLength = async (Key: string, body: Readable, ContentType: string | undefined) => {
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const sendPart = async () => {
      const Body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }))).UploadId;
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body }));
      parts.push({ PartNumber, ETag });
    };
    try {
      for await (const chunk of body) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        pending.push(buffer);
        pendingBytes += buffer.length;
        if (pendingBytes >= partSize) await sendPart();
      }
      if (!uploadId) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.concat(pending), ContentType }));
        return;
      }
      if (pendingBytes > 0) await sendPart();
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => {});
      throw error;
    }
  };

  const put = async (folder: TStorageFolder, name: string, body: Readable | Buffer, putOptions: TPutOptions = {}) => {
    const Key = keyOf(folder, name);
    const { contentType: ContentType, size } = putOptions;
    if (Buffer.isBuffer(body)) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType }));
      return;
    }
    if (size === undefined) return putUnknownLength(Key, body, ContentType);
    await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: size, ContentType }));
  };

  const get = async (folder: TStorageFolder, name: string) => {
    const Key = keyOf(folder, name);
    try {
      const reply = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!(reply.Body instanceof Readable)) throw new Error("S3 returned a body that is not a Node stream");
      return { body: reply.Body, size: reply.ContentLength, contentType: reply.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const remove = async (folder: TStorageFolder, name: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(folder, name) }));
  };

  const exists = async (folder: TStorageFolder, name: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(folder, name) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };

  async function* list(folder: TStorageFolder): AsyncGenerator<TListedFile> {
    assertStorageFolder(folder);
    const Prefix = `${folder}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        // The delimiter keeps keys further down (no file of this folder) out of the listing.
        new ListObjectsV2Command({ Bucket, Prefix, Delimiter: "/", ContinuationToken, MaxKeys: options.listPageSize }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(Prefix.length) ?? "";
        // A key this driver could not have written is not one of its files.
        if (isSafeStoredName(name) && object.LastModified) yield { name, lastModified: object.LastModified };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return { driver: "s3", put, get, delete: remove, exists, list };
};
