// Report PDFs with no StoredReportPdf row (stored before the table existed, or whose row went):
// the hourly maintenance job deletes them once they are older than the lifetime, on local disk and
// on a real S3-compatible server (s3rver, listing across pages), and leaves young ones, recorded ones and other folders.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { JOBS } from "@/lib/jobs/definitions";
import { runDueJobs, scheduleRecurringJobs } from "@/lib/jobs/queue";
import { REPORT_PDF_LIFETIME_MS, removeOrphanReportPdfs, storeMemberPdf } from "@/lib/reports/stored-pdfs";
import { createLocalStorage, createS3Client, createS3Storage, type TStorage, type TStorageFolder } from "@/lib/storage";
import { pdf } from "../content/helpers";
import { startS3rverProcess } from "../helpers/s3rver-process";
import { setupTestDb } from "../helpers/test-db";
import { overrideEnv } from "../helpers/env";

const db = setupTestDb();
const HOUR = 60 * 60 * 1000;
const BUCKET = "portal-orphans";

type TDriver = {
  storage: TStorage;
  /** What getStorage() reads to reach the same storage (for the maintenance job). */
  env: Record<string, string>;
  /** Sets a stored file's last-modified time `ms` into the past, where the driver keeps it. */
  backdate: (folder: TStorageFolder, name: string, ms: number) => Promise<void>;
  /** A file the storage may hold but must not list (a local temp file, an S3 key one level down). */
  putUnlisted: (ms: number) => Promise<() => Promise<boolean>>;
  client?: S3Client;
  close: () => Promise<void>;
};

const touch = (file: string, ms: number) => {
  const time = new Date(Date.now() - ms);
  return fsp.utimes(file, time, time);
};

const setupLocal = async (): Promise<TDriver> => {
  const root = await fsp.mkdtemp(path.join(os.tmpdir(), "orphans-local-"));
  const uploads = path.join(root, "uploads");
  const tempFile = path.join(uploads, "reports", ".m1-directory-x.pdf.0a1b2c.part");
  return {
    storage: createLocalStorage({ rootDir: uploads }),
    env: { STORAGE_DRIVER: "local", UPLOAD_DIR: uploads },
    backdate: (folder, name, ms) => touch(path.join(uploads, folder, name), ms),
    putUnlisted: async (ms) => {
      await fsp.mkdir(path.dirname(tempFile), { recursive: true });
      await fsp.writeFile(tempFile, "half a file");
      await touch(tempFile, ms);
      return () =>
        fsp.stat(tempFile).then(
          () => true,
          () => false,
        );
    },
    close: () => fsp.rm(root, { recursive: true, force: true }),
  };
};

/**
 * Backdates an s3rver object's file. s3rver answers a PUT before its write stream has closed (it
 * ends the stream and resolves at once), so the write's last flush can land after a touch made
 * right after the reply and give the file a fresh mtime: touched again until the old time holds.
 */
const touchStored = async (file: string, ms: number) => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await touch(file, ms);
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (Date.now() - (await fsp.stat(file)).mtimeMs >= ms - 60_000) return;
  }
  throw new Error(`${file} kept a fresh modification time`);
};

const setupS3 = async (): Promise<TDriver> => {
  const root = await fsp.mkdtemp(path.join(os.tmpdir(), "orphans-s3-"));
  const server = await startS3rverProcess(root);
  const { port } = server;
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = createS3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  // s3rver answers an object's LastModified from its file's mtime.
  const objectFile = (key: string) => path.join(root, BUCKET, `${key}._S3rver_object`);
  const nestedKey = "reports/older/m1-directory-nested.pdf";
  return {
    storage: createS3Storage({ bucket: BUCKET, client }),
    env: {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    backdate: (folder, name, ms) => touchStored(objectFile(`${folder}/${name}`), ms),
    putUnlisted: async (ms) => {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: nestedKey, Body: pdf() }));
      await touchStored(objectFile(nestedKey), ms);
      return () =>
        fsp.stat(objectFile(nestedKey)).then(
          () => true,
          () => false,
        );
    },
    client,
    close: async () => {
      client.destroy();
      await server.close();
      await fsp.rm(root, { recursive: true, force: true });
    },
  };
};

const hex = () => randomBytes(16).toString("hex");

describe.each([
  ["local", setupLocal],
  ["s3", setupS3],
] as const)("unrecorded report PDFs on %s storage", (_driver, setup) => {
  let driver: TDriver;
  let memberId: number;
  let restoreEnv = () => {};

  beforeAll(async () => {
    driver = await setup();
    restoreEnv = overrideEnv(driver.env);
    const member = await seedMember(db().prisma, {
      userName: `orphans-${_driver}`,
      password: "Pdf@123456",
      fullName: "Orphan Pdfs",
      roles: ["Admin"],
    });
    memberId = member.id;
  });
  afterAll(async () => {
    restoreEnv();
    await driver?.close();
  });
  beforeEach(async () => {
    await db().prisma.storedReportPdf.deleteMany();
    await db().prisma.job.deleteMany();
  });

  /** A file put straight into storage, as before StoredReportPdf existed: no row. */
  const putOrphan = async (name: string, ageMs: number, folder: TStorageFolder = "reports") => {
    await driver.storage.put(folder, name, pdf());
    await driver.backdate(folder, name, ageMs);
    return name;
  };
  const exists = (name: string, folder: TStorageFolder = "reports") => driver.storage.exists(folder, name);

  it("the hourly job deletes an old unrecorded file, and keeps a young one, a recorded one and other folders' files", async () => {
    const legacy = await putOrphan("directory-of-tables-2023.pdf", REPORT_PDF_LIFETIME_MS + HOUR);
    const lostRow = await putOrphan(`m${memberId}-directory-${hex()}.pdf`, 2 * REPORT_PDF_LIFETIME_MS);
    const young = await putOrphan(`m${memberId}-directory-${hex()}.pdf`, REPORT_PDF_LIFETIME_MS - HOUR);
    // Recorded now, though its file reads as old: the row is what counts, the row's prune takes it.
    const recorded = await storeMemberPdf(memberId, "directory", pdf());
    await driver.backdate("reports", recorded, 2 * REPORT_PDF_LIFETIME_MS);
    const receipt = await putOrphan("receipt-2023-0001.pdf", 2 * REPORT_PDF_LIFETIME_MS, "receipts");
    const blogImage = await putOrphan(`${hex()}.png`, 2 * REPORT_PDF_LIFETIME_MS, "blog");
    const unlistedExists = await driver.putUnlisted(2 * REPORT_PDF_LIFETIME_MS);

    await scheduleRecurringJobs(JOBS);
    const summary = await runDueJobs(JOBS);
    expect(summary.failed).toBe(0);

    expect(await exists(legacy)).toBe(false);
    expect(await exists(lostRow)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await exists(recorded)).toBe(true);
    expect(await exists(receipt, "receipts")).toBe(true);
    expect(await exists(blogImage, "blog")).toBe(true);
    expect(await unlistedExists()).toBe(true);
    expect((await db().prisma.storedReportPdf.findMany()).map((row) => row.name)).toEqual([recorded]);

    // Nothing left to do on the next run.
    expect(await removeOrphanReportPdfs({ storage: driver.storage })).toEqual({ removed: 0, failed: 0 });
    await driver.storage.delete("reports", young);
    await driver.storage.delete("reports", recorded);
  });

  it("logs a file storage fails to delete and goes on with the others", async () => {
    const old = REPORT_PDF_LIFETIME_MS + HOUR;
    const first = await putOrphan(`legacy-1-${hex()}.pdf`, old);
    const stuck = await putOrphan(`legacy-2-${hex()}.pdf`, old);
    const last = await putOrphan(`legacy-3-${hex()}.pdf`, old);
    const failing: TStorage = {
      ...driver.storage,
      delete: async (folder, name) => {
        if (name === stuck) throw new Error("storage is unwell");
        return driver.storage.delete(folder, name);
      },
    };
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await removeOrphanReportPdfs({ storage: failing })).toEqual({ removed: 2, failed: 1 });
      expect(spy).toHaveBeenCalledWith(expect.stringContaining(`reports/${stuck}`), expect.any(Error));
    } finally {
      spy.mockRestore();
    }
    expect(await exists(first)).toBe(false);
    expect(await exists(stuck)).toBe(true);
    expect(await exists(last)).toBe(false);
    expect(await removeOrphanReportPdfs({ storage: driver.storage })).toEqual({ removed: 1, failed: 0 });
  });

  it("checks the records a batch of names at a time, across listing pages", async () => {
    const old = REPORT_PDF_LIFETIME_MS + HOUR;
    const orphans = [];
    for (let i = 0; i < 5; i += 1) orphans.push(await putOrphan(`m${memberId}-directory-${hex()}.pdf`, old));
    const recorded = [];
    for (let i = 0; i < 2; i += 1) {
      const name = await storeMemberPdf(memberId, "directory", pdf());
      await driver.backdate("reports", name, old);
      recorded.push(name);
    }
    // Two keys a page on S3, so the seven files take four listing requests at least.
    const storage = driver.client ? createS3Storage({ bucket: BUCKET, client: driver.client, listPageSize: 2 }) : driver.storage;
    const sends = driver.client ? jest.spyOn(driver.client, "send") : undefined;
    const lookups = jest.spyOn(db().prisma.storedReportPdf, "findMany");
    try {
      expect(await removeOrphanReportPdfs({ storage, batchSize: 3 })).toEqual({ removed: 5, failed: 0 });
      // Seven old files in batches of three: three queries, not one per file.
      expect(lookups).toHaveBeenCalledTimes(3);
      if (sends) {
        const pages = sends.mock.calls.filter(([command]) => command instanceof ListObjectsV2Command);
        expect(pages.length).toBeGreaterThanOrEqual(4);
      }
    } finally {
      lookups.mockRestore();
      sends?.mockRestore();
    }
    for (const name of orphans) expect(await exists(name)).toBe(false);
    for (const name of recorded) expect(await exists(name)).toBe(true);
  });
});
