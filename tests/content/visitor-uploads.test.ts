// LMF documents uploaded by visitors: recorded when stored, claimed by the application that uses
// them (once), and removed from storage by the hourly job when nobody claims them within a day.
import fsp from "node:fs/promises";
import path from "node:path";
import { JOBS } from "@/lib/jobs/definitions";
import { runDueJobs, scheduleRecurringJobs } from "@/lib/jobs/queue";
import { getStorage } from "@/lib/storage";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, messageFor, pdf, seedAccounts, setupTempStorage } from "./helpers";
import { applyForLmf as apply, uploadLmfDocument as uploadOne } from "./lmf-helpers";

const db = setupTestDb();
const stored = setupTempStorage();
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await seedAccounts(db().prisma);
});

const ageUpload = (name: string, ms: number) =>
  db().prisma.visitorUpload.update({
    where: { folder_name: { folder: "lmf", name } },
    data: { uploadedAt: new Date(Date.now() - ms) },
  });

describe("visitor uploads of LMF documents", () => {
  it("records every stored upload, unclaimed", async () => {
    const name = await uploadOne();
    const row = await db().prisma.visitorUpload.findUniqueOrThrow({ where: { folder_name: { folder: "lmf", name } } });
    expect(row.claimedAt).toBeNull();
    expect(Math.abs(row.uploadedAt.getTime() - Date.now())).toBeLessThan(60 * 1000);
  });

  it("lets one application claim an upload, and refuses it to a second one and names never uploaded", async () => {
    const name = await uploadOne();
    expect((await apply([name])).status).toBe(201);
    const row = await db().prisma.visitorUpload.findUniqueOrThrow({ where: { folder_name: { folder: "lmf", name } } });
    expect(row.claimedAt).not.toBeNull();

    const before = await db().prisma.lmfApplication.count();
    const again = await apply([name]);
    expect(again.status).toBe(400);
    expect(fieldsOf(again)).toEqual(["documents"]);
    expect(messageFor(again, "documents")).toMatch(/already used/);

    // A file in the folder that did not come through the upload form (or whose record is gone).
    const stray = `${"a".repeat(32)}-file.pdf`;
    await getStorage().put("lmf", stray, pdf());
    const fresh = await uploadOne();
    const mixed = await apply([fresh, stray]);
    expect(mixed.status).toBe(400);
    expect(fieldsOf(mixed)).toEqual(["documents"]);
    // All or nothing: the valid one stays unclaimed for a later application.
    const freshRow = await db().prisma.visitorUpload.findUniqueOrThrow({
      where: { folder_name: { folder: "lmf", name: fresh } },
    });
    expect(freshRow.claimedAt).toBeNull();
    expect(await db().prisma.lmfApplication.count()).toBe(before);
  });

  it("refuses to claim an upload older than a day that is still recorded, and writes nothing", async () => {
    const expired = await uploadOne();
    const almostDay = await uploadOne();
    // The hourly job has not run yet (or recorded it again after a failed delete): row and file are there.
    await ageUpload(expired, DAY + 60 * 1000);
    await ageUpload(almostDay, DAY - 60 * 60 * 1000);
    const before = await db().prisma.lmfApplication.count();

    const refused = await apply([almostDay, expired]);
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual(["documents"]);
    expect(messageFor(refused, "documents")).toBe(
      "A document was uploaded more than a day ago and has expired; please upload it again",
    );
    expect(await db().prisma.lmfApplication.count()).toBe(before);
    const rows = await db().prisma.visitorUpload.findMany({ where: { name: { in: [expired, almostDay] } } });
    expect(rows.map((row) => row.claimedAt)).toEqual([null, null]);

    // A day is counted from the upload: one a little younger is still claimed.
    expect((await apply([almostDay])).status).toBe(201);
    expect(await db().prisma.lmfApplication.count()).toBe(before + 1);
  });

  it("the hourly job removes uploads unclaimed after a day, from disk and table, and keeps claimed and fresh ones", async () => {
    await db().prisma.visitorUpload.deleteMany();
    const oldUnclaimed = await uploadOne();
    const oldClaimed = await uploadOne();
    const fresh = await uploadOne();
    const almostDay = await uploadOne();
    expect((await apply([oldClaimed])).status).toBe(201);
    await ageUpload(oldUnclaimed, DAY + 60 * 1000);
    await ageUpload(oldClaimed, 3 * DAY);
    await ageUpload(almostDay, DAY - 60 * 60 * 1000);

    await scheduleRecurringJobs(JOBS);
    const summary = await runDueJobs(JOBS);
    expect(summary.failed).toBe(0);
    expect(summary.succeeded).toBeGreaterThanOrEqual(1);

    const onDisk = await stored("lmf");
    expect(onDisk).not.toContain(oldUnclaimed);
    expect(onDisk).toEqual(expect.arrayContaining([oldClaimed, fresh, almostDay]));
    const rows = (await db().prisma.visitorUpload.findMany()).map((row) => row.name).sort();
    expect(rows).toEqual([oldClaimed, fresh, almostDay].sort());
    // The job is rescheduled for the next hour, not run again now.
    expect((await runDueJobs(JOBS)).claimed).toBe(0);
    const job = await db().prisma.job.findFirstOrThrow({ where: { name: "visitor-uploads.remove-unclaimed" } });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
    // An application can no longer claim a removed upload.
    expect((await apply([oldUnclaimed])).status).toBe(400);
  });

  it("keeps the record of an upload whose file storage could not delete, for the next run", async () => {
    await db().prisma.visitorUpload.deleteMany();
    const name = await uploadOne();
    const aged = await ageUpload(name, 2 * DAY);
    // A directory where the file was: the local driver's delete (rm without recursive) fails on it.
    const root = process.env.UPLOAD_DIR!;
    await fsp.rm(path.join(root, "lmf", name));
    await fsp.mkdir(path.join(root, "lmf", name, "inner"), { recursive: true });
    const { removeUnclaimedUploads } = await import("@/lib/content/visitor-uploads");
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await removeUnclaimedUploads()).toEqual({ removed: 0, failed: 1 });
    } finally {
      spy.mockRestore();
    }
    // Recorded again as uploaded when it was, so no application can claim it meanwhile.
    const again = await db().prisma.visitorUpload.findUniqueOrThrow({ where: { folder_name: { folder: "lmf", name } } });
    expect(again).toMatchObject({ claimedAt: null, uploadedAt: aged.uploadedAt });
    await fsp.rm(path.join(root, "lmf", name), { recursive: true });
    expect(await removeUnclaimedUploads()).toEqual({ removed: 1, failed: 0 });
    expect(await db().prisma.visitorUpload.count({ where: { name } })).toBe(0);
  });
});
