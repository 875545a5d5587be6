// Report PDFs stored for a member to fetch later: recorded with their time when stored (and not
// at all when the put fails), removed from storage and table by the hourly maintenance job once
// their lifetime is over (the member then gets the 404 of an unknown name, the directory's status
// says to ask again), and kept on record when storage fails to delete them, for the next run.
import fsp from "node:fs/promises";
import path from "node:path";
import { GET as statusGet } from "@/app/api/reports/directorystatus/[jobId]/route";
import { GET as fileGet } from "@/app/api/reports/pdffile/[name]/route";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { JOBS } from "@/lib/jobs/definitions";
import { runDueJobs, scheduleRecurringJobs } from "@/lib/jobs/queue";
import { DIRECTORY_PDF_JOB } from "@/lib/reports/directory-pdf-job";
import { REPORT_PDF_LIFETIME_MS, removeExpiredReportPdfs, storeMemberPdf } from "@/lib/reports/stored-pdfs";
import { getRequest, send, type TAuth } from "../auth/helpers";
import { pdf, setupTempStorage } from "../content/helpers";
import { setupTestDb } from "../helpers/test-db";
import { authFor } from "../service-requests/helpers";

const db = setupTestDb();
const stored = setupTempStorage();
const HOUR = 60 * 60 * 1000;
let memberId: number;
let auth: TAuth;

beforeAll(async () => {
  const member = await seedMember(db().prisma, {
    userName: "stored-pdfs",
    password: "Pdf@123456",
    fullName: "Stored Pdfs",
    roles: ["Admin"],
  });
  memberId = member.id;
  auth = await authFor(memberId, ["Admin"]);
});

beforeEach(async () => {
  await db().prisma.storedReportPdf.deleteMany();
});

const store = () => storeMemberPdf(memberId, "directory", pdf());

const age = (name: string, ms: number) =>
  db().prisma.storedReportPdf.update({ where: { name }, data: { storedAt: new Date(Date.now() - ms) } });

const fetchPdf = async (name: string) => {
  const res = await fileGet(getRequest(`/api/reports/pdffile/${name}`, auth), { params: Promise.resolve({ name }) });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    disposition: res.headers.get("content-disposition"),
    text: await res.text(),
  };
};

const recorded = async () => (await db().prisma.storedReportPdf.findMany()).map((row) => row.name).sort();

describe("stored report PDFs", () => {
  it("records each stored PDF with the time it was stored", async () => {
    const name = await store();
    expect(await stored("reports")).toContain(name);
    const row = await db().prisma.storedReportPdf.findUniqueOrThrow({ where: { name } });
    expect(Math.abs(row.storedAt.getTime() - Date.now())).toBeLessThan(60 * 1000);
    const fetched = await fetchPdf(name);
    expect(fetched.status).toBe(200);
    // No file name from the header: the page's link names the download ("directory-area-1.pdf"),
    // and a header's name would win over it in Chromium.
    expect(fetched.disposition).toBe("inline");
  });

  it("leaves no record when storage fails to take the PDF", async () => {
    const root = process.env.UPLOAD_DIR!;
    await fsp.mkdir(path.join(root, "reports"), { recursive: true });
    const before = await stored("reports");
    // A plain file where the folder should be: the local driver cannot write into it.
    await fsp.rename(path.join(root, "reports"), path.join(root, "reports-aside"));
    await fsp.writeFile(path.join(root, "reports"), "not a folder");
    try {
      await expect(store()).rejects.toThrow();
      expect(await recorded()).toEqual([]);
    } finally {
      await fsp.rm(path.join(root, "reports"));
      await fsp.rename(path.join(root, "reports-aside"), path.join(root, "reports"));
    }
    expect(await stored("reports")).toEqual(before);
  });

  it("the hourly maintenance job removes PDFs past their lifetime from storage and table, and keeps younger ones", async () => {
    const old = await store();
    const fresh = await store();
    const almost = await store();
    await age(old, REPORT_PDF_LIFETIME_MS + 60 * 1000);
    await age(almost, REPORT_PDF_LIFETIME_MS - HOUR);

    await scheduleRecurringJobs(JOBS);
    const summary = await runDueJobs(JOBS);
    expect(summary.failed).toBe(0);
    expect(summary.succeeded).toBeGreaterThanOrEqual(1);

    const onDisk = await stored("reports");
    expect(onDisk).not.toContain(old);
    expect(onDisk).toEqual(expect.arrayContaining([fresh, almost]));
    expect(await recorded()).toEqual([fresh, almost].sort());
    const job = await db().prisma.job.findFirstOrThrow({ where: { name: "maintenance.prune" } });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);

    // The member asking for it gets what an unknown name gets.
    const removed = await fetchPdf(old);
    const unknown = await fetchPdf(`m${memberId}-directory-${"0".repeat(32)}.pdf`);
    expect(removed.status).toBe(404);
    expect(removed.type).toBe(unknown.type);
    expect(JSON.parse(removed.text)).toEqual(JSON.parse(unknown.text));
    expect(await fetchPdf(fresh)).toMatchObject({ status: 200, type: "application/pdf" });
  });

  it("keeps the record of a PDF whose file storage could not delete, for the next run", async () => {
    const name = await store();
    await age(name, 2 * REPORT_PDF_LIFETIME_MS);
    // A directory where the file was: the local driver's delete (rm without recursive) fails on it.
    const file = path.join(process.env.UPLOAD_DIR!, "reports", name);
    await fsp.rm(file);
    await fsp.mkdir(path.join(file, "inner"), { recursive: true });
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await removeExpiredReportPdfs()).toEqual({ removed: 0, failed: 1 });
    } finally {
      spy.mockRestore();
    }
    const kept = await db().prisma.storedReportPdf.findUniqueOrThrow({ where: { name } });
    // Recorded again with its own time, so the next run takes it at once.
    expect(Date.now() - kept.storedAt.getTime()).toBeGreaterThan(REPORT_PDF_LIFETIME_MS);
    await fsp.rm(file, { recursive: true });
    expect(await removeExpiredReportPdfs()).toEqual({ removed: 1, failed: 0 });
    expect(await recorded()).toEqual([]);
  });

  it("the directory's status offers a stored PDF with its expiry, and asks for a new one once it is removed", async () => {
    const name = await store();
    const { storedAt } = await db().prisma.storedReportPdf.findUniqueOrThrow({ where: { name } });
    const payload = {
      memberId,
      scope: { kind: "all" },
      fileName: "directory-of-tables.pdf",
      total: 3,
      done: 3,
      phase: "done",
      result: { name, bytes: pdf().byteLength },
    };
    const job = await db().prisma.job.create({ data: { name: DIRECTORY_PDF_JOB, payload, doneAt: new Date() } });
    const status = () =>
      send(
        (req) => statusGet(req, { params: Promise.resolve({ jobId: job.id }) }),
        getRequest(`/api/reports/directorystatus/${job.id}`, auth),
      );

    const done = await status();
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: "done",
      url: `/api/reports/pdffile/${name}`,
      expiresAt: new Date(storedAt.getTime() + REPORT_PDF_LIFETIME_MS).toISOString(),
    });

    await age(name, REPORT_PDF_LIFETIME_MS + HOUR);
    expect(await removeExpiredReportPdfs()).toEqual({ removed: 1, failed: 0 });
    const gone = await status();
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({
      status: "failed",
      phase: "failed",
      message: expect.stringMatching(/removed after 7 days/),
    });
    expect(gone.body).not.toHaveProperty("url");
  });
});
