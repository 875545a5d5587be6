// The directory of tables as PDFs, in the real Chromium, on the real job queue and real storage (a
// temp folder): generatepdffordirectorybyurl queues a job row, the status call follows it, the
// PDF is fetched and its text read back; who may have which part; the member's rights when the
// job runs; the JSON form of generatepdfforurl; no table entry cut across two pages.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GET as statusGet } from "@/app/api/reports/directorystatus/[jobId]/route";
import { POST as directoryPost } from "@/app/api/reports/generatepdffordirectorybyurl/route";
import { POST as pdfPost } from "@/app/api/reports/generatepdfforurl/route";
import { GET as fileGet } from "@/app/api/reports/pdffile/[name]/route";
import type { TRole } from "@/lib/auth/roles";
import { hashPassword } from "@/lib/auth/password";
import { seedArea, seedMember, seedPosting, seedTable } from "@/lib/db/seed/seed-functions";
import { closePdfBrowser } from "@/lib/pdf/browser";
import { runDirectoryPdfJob } from "@/lib/reports/directory-pdf-job";
import { REPORT_PDF_LIFETIME_MS } from "@/lib/reports/stored-pdfs";
import { getTableDirectory } from "@/lib/reports/table-directory";
import { getRequest, jsonRequest, multipartRequest, type TAuth } from "../auth/helpers";
import { runQueuedJobs } from "../helpers/jobs";
import { pdfText } from "../helpers/pdf-text";
import { setupTestDb } from "../helpers/test-db";
import { authFor, expectError } from "../service-requests/helpers";
import { startPdfSite, type TSite } from "./pdf-site";

const db = setupTestDb();
const saved = { ...process.env };
let site: TSite;
let uploads: string;
const as: Record<string, TAuth> = {};
const ids: Record<string, number> = {};

type TReply = {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown> & { fields?: { field: string }[] };
};

const json = async (res: Response): Promise<TReply> => {
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as TReply["body"] };
};
const ask = async (body: unknown, who: string) =>
  json(await directoryPost(jsonRequest("/api/reports/generatepdffordirectorybyurl", body, as[who])));
const status = async (jobId: string, who: string) =>
  json(await statusGet(getRequest(`/api/reports/directorystatus/${jobId}`, as[who]), { params: Promise.resolve({ jobId }) }));
const download = async (url: string, who: string) => {
  const name = url.split("/").pop()!;
  const res = await fileGet(getRequest(url, as[who]), { params: Promise.resolve({ name }) });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), type: res.headers.get("content-type") };
};

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), "pdf-directory-"));
  process.env.UPLOAD_DIR = uploads;
  process.env.STORAGE_DRIVER = "local";
  site = await startPdfSite();
  process.env.PDF_RENDER_ORIGIN = site.origin;
  const prisma = db().prisma;
  const north = await seedArea(prisma, 1, "Tamil Nadu North");
  const west = await seedArea(prisma, 2, "Maharashtra");
  const many = await seedArea(prisma, 3, "Karnataka");
  await seedTable(prisma, 11, "Madras Central Round Table", north.id);
  await seedTable(prisma, 12, "Kanchipuram Silk Round Table", north.id);
  await prisma.table.create({ data: { tableNo: 13, name: "Vellore Fort Round Table", areaId: north.id, isDecharted: true } });
  await seedTable(prisma, 21, "Bombay Seaside Round Table", west.id);
  await prisma.table.update({ where: { tableNo: 11 }, data: { meetingPlace: "Hotel Savera, Mylapore", city: "Chennai" } });
  const passwordHash = await hashPassword("Pdf@123456");
  const member = async (
    key: string,
    roles: TRole[],
    extra: { tableNo?: number; fullName?: string; phoneNumber?: string } = {},
  ) => {
    const row = await seedMember(prisma, {
      userName: `pdfdir-${key}`,
      password: "",
      passwordHash,
      fullName: extra.fullName ?? `Member ${key}`,
      roles,
      ...extra,
    });
    ids[key] = row.id;
    as[key] = await authFor(row.id, roles);
    return row;
  };
  await member("admin", ["Admin"]);
  // An area chairman is a member of a table (or circle) of the area they chair.
  await member("ac", ["AC"], { tableNo: 12 });
  await member("tex", ["TEX"], { tableNo: 11, fullName: "Lakshmi Narayanan", phoneNumber: "9840012345" });
  await member("secretary", ["TEX-S"], { tableNo: 11, fullName: "Priya Raghavan", phoneNumber: "9840054321" });
  await member("plain", ["User"]);
  await seedPosting(prisma, { memberId: ids.ac!, unitKind: "AREA", unitNo: 1, role: "AC" });
  await seedPosting(prisma, { memberId: ids.tex!, unitKind: "TABLE", unitNo: 11, role: "TEX" });
  await seedPosting(prisma, { memberId: ids.secretary!, unitKind: "TABLE", unitNo: 11, role: "TEX-S" });
  // Area 3: enough tables, each with four office bearers, for the directory to run over many pages.
  for (let n = 0; n < 24; n += 1) {
    const tableNo = 300 + n;
    await seedTable(prisma, tableNo, `Mysore Heritage Round Table ${tableNo}`, many.id);
    for (const [index, role] of (["TEX-C", "TEX-S", "TEX", "ATEX"] as const).entries()) {
      const row = await seedMember(prisma, {
        userName: `pdfdir-${tableNo}-${index}`,
        password: "",
        passwordHash,
        fullName: `Officer ${tableNo}-${index}`,
        phoneNumber: `98450${tableNo}${index}0`,
        roles: [role],
        tableNo,
      });
      await seedPosting(prisma, { memberId: row.id, unitKind: "TABLE", unitNo: tableNo, role });
    }
  }
});

afterAll(async () => {
  await closePdfBrowser();
  await site?.close();
  for (const key of ["NEXTAUTH_URL", "UPLOAD_DIR", "STORAGE_DRIVER", "PDF_RENDER_ORIGIN"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await fs.rm(uploads, { recursive: true, force: true });
});

/** Queues, runs the job queue, and answers the finished status. */
const makeDirectory = async (body: unknown, who: string) => {
  const started = await ask(body, who);
  expect(started.status).toBe(202);
  const jobId = started.body.jobId as string;
  expect(started.body.statusUrl).toBe(`/api/reports/directorystatus/${jobId}`);
  await runQueuedJobs();
  const done = await status(jobId, who);
  expect(done.status).toBe(200);
  return { started, done: done.body, jobId };
};

test("the secretariat's directory of all tables: a job row, progress, one PDF in storage with every active table", async () => {
  const started = await ask({}, "admin");
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ status: 1, done: 0, total: 27, fileName: "directory-of-tables.pdf" });
  const jobId = started.body.jobId as string;
  const row = await db().prisma.job.findUniqueOrThrow({ where: { id: jobId } });
  expect(row).toMatchObject({ name: "reports.directory-pdf", doneAt: null, attempts: 0 });
  expect((await status(jobId, "admin")).body).toMatchObject({ status: "queued", phase: "queued", done: 0, total: 27 });

  await runQueuedJobs();
  const done = (await status(jobId, "admin")).body;
  expect(done).toMatchObject({ status: "done", phase: "done", done: 27, total: 27 });
  expect((await db().prisma.job.findUniqueOrThrow({ where: { id: jobId } })).doneAt).not.toBeNull();
  const stored = await fs.readdir(path.join(uploads, "reports"));
  const name = (done.url as string).split("/").pop()!;
  expect(stored).toContain(name);
  // Recorded for the prune, which removes it when its lifetime is over (stored-pdfs.test.ts).
  const record = await db().prisma.storedReportPdf.findUniqueOrThrow({ where: { name } });
  expect(done.expiresAt).toBe(new Date(record.storedAt.getTime() + REPORT_PDF_LIFETIME_MS).toISOString());

  const file = await download(done.url as string, "admin");
  expect(file.status).toBe(200);
  expect(file.type).toBe("application/pdf");
  const read = pdfText(file.bytes);
  expect(read.pages).toBeGreaterThan(3);
  const all = read.text.join("\n");
  for (const name of [
    "Madras Central Round Table",
    "Kanchipuram Silk Round Table",
    "Bombay Seaside Round Table",
    "Mysore Heritage Round Table 323",
  ])
    expect(all).toContain(name);
  expect(all).not.toContain("Vellore Fort");
  expect(all).toContain("Hotel Savera, Mylapore");
  expect(all).toContain("Lakshmi Narayanan");
  // Stored as typed ("9840054321"), printed as the portal shows phones.
  expect(all).toContain("+91 98400 54321");
  expect(all).not.toContain("9840054321");
  // The foundation's header and the page numbers on every page.
  for (const [index, text] of read.text.entries()) {
    expect(text).toContain("Federation Foundation");
    expect(text).toContain(`${index + 1} / ${read.pages}`);
  }
  // Nobody else reads the job or the file.
  expectError(await status(jobId, "tex"), 404);
  expect((await download(done.url as string, "tex")).status).toBe(404);
});

test("a run that no longer holds its job (past its time limit, the job passed on) writes and stores nothing", async () => {
  const started = await ask({ tableNo: 11 }, "admin");
  const jobId = started.body.jobId as string;
  // Another worker holds the job's next attempt; the late run still thinks it holds attempt 1.
  await db().prisma.job.update({
    where: { id: jobId },
    data: { lockedBy: "worker-b", lockedAt: new Date(), attempts: 2 },
  });
  const row = await db().prisma.job.findUniqueOrThrow({ where: { id: jobId } });
  const storedBefore = await db().prisma.storedReportPdf.count();
  await runDirectoryPdfJob(row.payload, { id: jobId, name: row.name, attempts: 1, key: row.key, workerId: "worker-a" });
  const after = await db().prisma.job.findUniqueOrThrow({ where: { id: jobId } });
  expect(after.payload).toEqual(row.payload);
  expect(after.lockedBy).toBe("worker-b");
  expect(await db().prisma.storedReportPdf.count()).toBe(storedBefore);
  // The holder's own run goes on as usual.
  await runDirectoryPdfJob(row.payload, { id: jobId, name: row.name, attempts: 2, key: row.key, workerId: "worker-b" });
  expect((await db().prisma.job.findUniqueOrThrow({ where: { id: jobId } })).payload).toMatchObject({ phase: "done" });
  await db().prisma.job.update({ where: { id: jobId }, data: { lockedBy: null, lockedAt: null, doneAt: new Date() } });
});

test("no table entry is cut across two pages", async () => {
  const { done } = await makeDirectory({ ano: 3 }, "admin");
  const read = pdfText((await download(done.url as string, "admin")).bytes);
  expect(read.pages).toBeGreaterThan(2);
  for (let n = 0; n < 24; n += 1) {
    const tableNo = 300 + n;
    const pages = read.text.flatMap((text, index) => (text.includes(`(Table ${tableNo})`) ? [index] : []));
    expect(pages).toHaveLength(1);
    // The entry's last line (its fourth office bearer's phone, stored as 98450<table>30) is on the page of its title.
    expect(read.text[pages[0]!]).toContain(`+91 98450 ${tableNo}30`);
  }
});

test("an area chairman gets their own area, a table's office bearer their own table; others are refused", async () => {
  const area = await makeDirectory({}, "ac");
  expect(area.started.body).toMatchObject({ total: 2, fileName: "directory-area-1.pdf" });
  const areaText = pdfText((await download(area.done.url as string, "ac")).bytes).text.join("\n");
  expect(areaText).toContain("Madras Central Round Table");
  expect(areaText).toContain("Kanchipuram Silk Round Table");
  expect(areaText).not.toContain("Bombay Seaside");

  const own = await makeDirectory({ tableNo: "11" }, "tex");
  expect(own.started.body.total).toBe(1);
  const ownText = pdfText((await download(own.done.url as string, "tex")).bytes).text.join("\n");
  expect(ownText).toContain("Madras Central Round Table");
  expect(ownText).not.toContain("Kanchipuram");

  expectError(await ask({ ano: 2 }, "ac"), 403);
  expectError(await ask({ tableNo: 21 }, "ac"), 403);
  expectError(await ask({ tableNo: 12 }, "tex"), 403);
  expectError(await ask({ ano: 1 }, "tex"), 403);
  expectError(await ask({}, "plain"), 403);
  expectError(await ask({ ano: 99 }, "admin"), 404);
  expectError(await ask({ tableNo: 999 }, "admin"), 404);
  expectError(await ask({ tableNo: "RT11" }, "admin"), 400, "tableNo");
  expectError(await ask({ tableNo: 21, ano: 1 }, "admin"), 400, "tableNo");
  expect((await json(await directoryPost(jsonRequest("/api/reports/generatepdffordirectorybyurl", {})))).status).toBe(401);
  expectError(await status("00000000-0000-4000-8000-000000000000", "admin"), 404);
  expectError(await status("not-a-job", "admin"), 400);
});

test("the job prints with the member's rights when it runs: an area chairman no longer posted gets nothing", async () => {
  const started = await ask({}, "ac");
  expect(started.status).toBe(202);
  await db().prisma.posting.deleteMany({ where: { memberId: ids.ac!, unitKind: "AREA" } });
  const sessions = await db().prisma.authSession.count();
  try {
    await runQueuedJobs();
    const failed = (await status(started.body.jobId as string, "ac")).body;
    expect(failed).toMatchObject({ status: "failed", phase: "failed" });
    expect(failed.url).toBeUndefined();
    expect(failed.message).toMatch(/own area or table/);
    // The render session is gone again.
    expect(await db().prisma.authSession.count()).toBe(sessions);
  } finally {
    await seedPosting(db().prisma, { memberId: ids.ac!, unitKind: "AREA", unitNo: 1, role: "AC" });
  }
});

test("generatepdfforurl's JSON form: a table's directory entry stored for the member, as JSON or as a form", async () => {
  const reply = await json(
    await pdfPost(jsonRequest("/api/reports/generatepdfforurl", { tableNo: 11, cmno: 3, requestfor: "tabledirectory" }, as.tex)),
  );
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ status: 1, fileName: "directory-table-11.pdf" });
  const file = await download(reply.body.url as string, "tex");
  expect(file.status).toBe(200);
  const text = pdfText(file.bytes).text.join("\n");
  expect(text).toContain("Madras Central Round Table (Table 11)");
  expect(text).toContain("Priya Raghavan");
  expect((await download(reply.body.url as string, "secretary")).status).toBe(404);

  // The legacy form: a json field beside tableNo and requestfor.
  const form = await json(
    await pdfPost(
      multipartRequest(
        "/api/reports/generatepdfforurl",
        { json: JSON.stringify({ fileName: "Our table" }), tableNo: "11", cmno: "", requestfor: "AreaDirectory" },
        as.ac,
      ),
    ),
  );
  expect(form.status).toBe(200);
  expect(form.body.fileName).toBe("Our table.pdf");
  expect(pdfText((await download(form.body.url as string, "ac")).bytes).text.join("\n")).toContain(
    "Kanchipuram Silk Round Table",
  );

  const refused = (body: unknown, who: string) =>
    pdfPost(jsonRequest("/api/reports/generatepdfforurl", body, as[who])).then(json);
  expectError(await refused({ tableNo: 11, requestfor: "areadirectory" }, "tex"), 403);
  expectError(await refused({ tableNo: 12, requestfor: "tabledirectory" }, "tex"), 403);
  expectError(await refused({ tableNo: 11, requestfor: "minutes" }, "tex"), 400, "requestfor");
  expectError(await refused({ requestfor: "tabledirectory" }, "tex"), 400, "tableNo");
  expectError(await refused({ tableNo: 999, requestfor: "tabledirectory" }, "admin"), 404);
});

test("the print page's data: this year's office bearers in order, de-chartered tables left out of lists", async () => {
  const directory = await getTableDirectory({ kind: "area", areaNo: 1 });
  expect(directory.areas.map((area) => area.tables.map((table) => table.tableNo))).toEqual([[11, 12]]);
  const entry = directory.areas[0]!.tables[0]!;
  expect(entry).toMatchObject({ charterDate: "01/04/2001", meetingPlace: "Hotel Savera, Mylapore" });
  expect(entry.officeBearers.map((bearer) => [bearer.role, bearer.name])).toEqual([
    ["Secretary", "Priya Raghavan"],
    ["Office bearer", "Lakshmi Narayanan"],
  ]);
  // One table by number is shown even when de-chartered (the secretariat may look it up).
  const decharted = await getTableDirectory({ kind: "table", tableNo: 13 });
  expect(decharted.areas[0]!.tables[0]).toMatchObject({ name: "Vellore Fort Round Table", isDecharted: true });
});
