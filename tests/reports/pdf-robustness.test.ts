// @pglite-only: it tests the real Chromium; its database calls (seedMember, a session made and revoked by lib/auth/session.ts) run on both engines in tests/auth
// The PDF service under trouble, in the real Chromium: a killed browser is replaced and only the
// render inside it fails; a PDF past the size limit is refused 413 without being read whole;
// addresses off the site (another host, file:, the cloud metadata address, a page redirecting
// away) are refused, and none of them is ever asked for; POST /generatepdf takes a form.
import { execFileSync } from "node:child_process";
import { POST as formPdfPost } from "@/app/generatepdf/route";
import { POST as pdfPost } from "@/app/api/reports/generatepdfforurl/route";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { closePdfBrowser, pdfBrowserProcessId, pdfRenderLoad, withBrowserContext } from "@/lib/pdf/browser";
import { renderPdf } from "@/lib/pdf/render-pdf";
import { formRequest, jsonRequest, type TAuth } from "../auth/helpers";
import { isProcessAlive } from "../helpers/child-process";
import { pdfText } from "../helpers/pdf-text";
import { setupTestDb } from "../helpers/test-db";
import { authFor, expectError } from "../service-requests/helpers";
import { htmlPage, listen, startPdfSite, type TSite } from "./pdf-site";

const db = setupTestDb();
const saved = { ...process.env };
let site: TSite;
let outside: TSite;
let tex: TAuth;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  outside = await listen(
    (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(htmlPage("outside")),
    "127.0.0.2",
  );
  site = await startPdfSite((req, res) => {
    const url = req.url ?? "";
    if (url.startsWith("/projects/tableprojectapplication/hang/")) return true; // never answers
    if (url.startsWith("/projects/tableprojectapplication/away/")) {
      res.writeHead(302, { location: `${outside.origin}/projects/tableprojectapplication/1/1/pdf` }).end();
      return true;
    }
    if (url.startsWith("/projects/tableprojectapplication/file/")) {
      res.writeHead(302, { location: "file:///etc/passwd" }).end();
      return true;
    }
    if (url.startsWith("/projects/tableprojectapplication/")) {
      const rows = url.includes("/big/") ? 4000 : 1;
      res.writeHead(200, { "content-type": "text/html" });
      res.end(htmlPage(`<h1>Application ${url.split("/")[3]}</h1>${"<p>Row of a long report, ₹1,25,000.</p>".repeat(rows)}`));
      return true;
    }
    return false;
  });
  process.env.PDF_RENDER_ORIGIN = site.origin;
  const member = await seedMember(db().prisma, {
    userName: "pdf-robust",
    password: "Pdf@123456",
    fullName: "Ravi Robust",
    roles: ["TEX"],
  });
  tex = await authFor(member.id, ["TEX"]);
});

afterAll(async () => {
  await closePdfBrowser();
  await Promise.all([site?.close(), outside?.close()]);
  for (const key of ["NEXTAUTH_URL", "PDF_RENDER_ORIGIN", "PDF_CONCURRENCY", "PDF_MAX_BYTES"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

const reply = async (res: Response) => {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isPdf = res.headers.get("content-type") === "application/pdf";
  return { status: res.status, bytes, body: isPdf ? undefined : JSON.parse(new TextDecoder().decode(bytes)) };
};

test("a killed Chromium fails only the render inside it; the one waiting and the next are printed by a new one", async () => {
  await renderPdf({ kind: "interactive", origin: site.origin, path: "/projects/tableprojectapplication/1/1/pdf" });
  const first = await pdfBrowserProcessId();
  expect(first).toEqual(expect.any(Number));
  process.env.PDF_CONCURRENCY = "1";
  try {
    const inFlight = renderPdf({
      kind: "interactive",
      origin: site.origin,
      path: "/projects/tableprojectapplication/hang/1/pdf",
      timeoutMs: 20_000,
    });
    const waiting = renderPdf({ kind: "interactive", origin: site.origin, path: "/projects/tableprojectapplication/2/1/pdf" });
    const settled = inFlight.then(
      () => "printed",
      (error: { code?: string; message?: string }) => error,
    );
    for (let tries = 0; tries < 50 && !site.hits.some((hit) => hit.includes("/hang/")); tries += 1) await wait(50);
    expect(pdfRenderLoad()).toEqual({ running: 1, waiting: 1 });
    execFileSync("kill", ["-9", String(first)]);
    expect(await settled).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: expect.stringMatching(/restarted while printing/),
    });
    expect(pdfText(await waiting).text[0]).toContain("Application 2");
  } finally {
    delete process.env.PDF_CONCURRENCY;
  }
  const next = await renderPdf({ kind: "interactive", origin: site.origin, path: "/projects/tableprojectapplication/3/1/pdf" });
  expect(pdfText(next).text[0]).toContain("Application 3");
  const second = await pdfBrowserProcessId();
  expect(second).toEqual(expect.any(Number));
  expect(second).not.toBe(first);
  expect(pdfRenderLoad()).toEqual({ running: 0, waiting: 0 });
});

test("a browser closed under a render: the one started meanwhile is the one kept, and closing it leaves no Chromium", async () => {
  const hangs = () => site.hits.filter((hit) => hit.includes("/hang/")).length;
  const hangsBefore = hangs();
  const inOld = renderPdf({
    kind: "interactive",
    origin: site.origin,
    path: "/projects/tableprojectapplication/hang/1/pdf",
    timeoutMs: 20_000,
  }).catch((error: unknown) => error);
  let started: number | undefined;
  try {
    for (let tries = 0; tries < 100 && hangs() === hangsBefore; tries += 1) await wait(50);
    const old = await pdfBrowserProcessId();
    const closing = closePdfBrowser();
    // A render asked for while the old browser is still closing gets a new one.
    started = await withBrowserContext("interactive", async (context) => context.browser().process()!.pid!);
    await closing;
    expect(await inOld).toBeInstanceOf(Error);
    expect(started).not.toBe(old);
    // The old browser's late "disconnected" must not make the new one forgotten (and never closed).
    expect(await pdfBrowserProcessId()).toBe(started);
    await closePdfBrowser();
    for (let tries = 0; tries < 100 && isProcessAlive(started); tries += 1) await wait(50);
    expect(isProcessAlive(started)).toBe(false);
  } finally {
    await inOld;
    // Whatever the test found, no Chromium of its own outlives it (one left running keeps jest from exiting).
    if (started !== undefined && isProcessAlive(started)) process.kill(started, "SIGKILL");
  }
});

test("a PDF past the size limit is refused 413 with a clear message; a smaller one under the same limit is made", async () => {
  await expect(
    renderPdf({
      kind: "interactive",
      origin: site.origin,
      path: "/projects/tableprojectapplication/big/1/pdf",
      maxBytes: 64 * 1024,
    }),
  ).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  process.env.PDF_MAX_BYTES = String(64 * 1024);
  try {
    const big = await reply(
      await pdfPost(jsonRequest("/api/reports/generatepdfforurl", { url: "/projects/tableprojectapplication/big/1/pdf" }, tex)),
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/larger than 1 MB|smaller part/);
    const small = await reply(
      await pdfPost(jsonRequest("/api/reports/generatepdfforurl", { url: "/projects/tableprojectapplication/5/1/pdf" }, tex)),
    );
    expect(small.status).toBe(200);
    expect(small.bytes.byteLength).toBeLessThan(64 * 1024);
  } finally {
    delete process.env.PDF_MAX_BYTES;
  }
});

test("refused without a render: another host, file:, the metadata address in its spellings, other schemes", async () => {
  const hits = site.hits.length;
  const refused = [
    "http://169.254.169.254/",
    "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
    "HTTP://169.254.169.254:80/latest",
    "http://[::ffff:169.254.169.254]/",
    "http://2852039166/",
    "http://0xa9fea9fe/",
    `${site.origin}@169.254.169.254/`,
    "file:///etc/passwd",
    "FILE:///etc/passwd",
    "file://localhost/etc/passwd",
    "javascript:alert(1)",
    "data:text/html,<h1>x</h1>",
    "https://example.org/projects/tableprojectapplication/1/1/pdf",
    `${outside.origin}/projects/tableprojectapplication/1/1/pdf`,
    "http://localhost:1/projects/tableprojectapplication/1/1/pdf",
    "\\\\169.254.169.254\\x",
    "//169.254.169.254/latest",
  ];
  for (const url of refused) {
    const answer = await reply(await pdfPost(jsonRequest("/api/reports/generatepdfforurl", { url }, tex)));
    expect([url, answer.status]).toEqual([url, 400]);
    const form = await reply(await formPdfPost(formRequest("/generatepdf", { url, fileName: "x" }, tex)));
    expect([url, form.status]).toEqual([url, 400]);
  }
  expect(site.hits.length).toBe(hits);
  expect(outside.hits).toEqual([]);
});

test("a page of the site that redirects away is refused, and the other address is never asked", async () => {
  for (const kind of ["away", "file"]) {
    const answer = await reply(
      await pdfPost(
        jsonRequest("/api/reports/generatepdfforurl", { url: `/projects/tableprojectapplication/${kind}/1/pdf` }, tex),
      ),
    );
    expect([kind, answer.status]).toEqual([kind, 403]);
    expect(answer.body.message).toMatch(/outside the site/);
  }
  expect(outside.hits).toEqual([]);
});

test("POST /generatepdf: a form with url and fileName gives the PDF, as the member sees the page", async () => {
  const answer = await formPdfPost(
    formRequest("/generatepdf", { url: "/projects/tableprojectapplication/9/2/pdf", fileName: "Form copy" }, tex),
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-disposition")).toBe('attachment; filename="Form copy.pdf"');
  const bytes = new Uint8Array(await answer.arrayBuffer());
  expect(pdfText(bytes).text[0]).toContain("Application 9");
  expectError(
    (await reply(await formPdfPost(formRequest("/generatepdf", { url: "/projects/tableprojectapplication/9/2/pdf" })))) as never,
    401,
  );
  expectError((await reply(await formPdfPost(formRequest("/generatepdf", { fileName: "x" }, tex)))) as never, 400, "url");
  expectError((await reply(await formPdfPost(formRequest("/generatepdf", { url: "/manage" }, tex)))) as never, 403);
});
