// getStorage(): the app's one storage, chosen from the environment (S3 when configured, else local disk).
import { getEnv } from "../env";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { TStorage } from "./types";

export * from "./types";
export { createLocalStorage, type TLocalStorageOptions } from "./local-storage";
export { createS3Client, createS3Storage, type TS3StorageOptions } from "./s3-storage";

let cached: { key: string; storage: TStorage } | undefined;

export const getStorage = (): TStorage => {
  const env = getEnv();
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? "s3" : "local");
  // Keyed on the settings so that tests (and scripts) that change the environment get a matching driver.
  const key = JSON.stringify([
    driver,
    env.UPLOAD_DIR,
    env.S3_BUCKET,
    env.S3_ENDPOINT,
    env.S3_REGION,
    env.S3_FORCE_PATH_STYLE,
    env.S3_ACCESS_KEY_ID,
    env.S3_SECRET_ACCESS_KEY,
  ]);
  if (cached?.key === key) return cached.storage;
  if (driver === "local") {
    cached = { key, storage: createLocalStorage({ rootDir: env.UPLOAD_DIR }) };
    return cached.storage;
  }
  if (!env.S3_BUCKET) throw new Error("STORAGE_DRIVER is s3 but S3_BUCKET is not set");
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  cached = {
    key,
    storage: createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials,
    }),
  };
  return cached.storage;
};
