// @pglite-only: it tests the real Chromium; its database calls (seedMember, a session made and revoked by lib/auth/session.ts) run on both engines in tests/auth
// POST /api/reports/generatepdfforurl in the real Chromium. A small stand-in for the site serves
// the pages: it resolves the session cookie Chromium brings with the app's own session code (so a
// page shows whose render session it is), and links an image on another address, which must never
// be asked for. The PDF's text is read back with pdf.js.
import { POST as pdfPost } from "@/app/api/reports/generatepdfforurl/route";
import { resolveSession } from "@/lib/auth/session";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { closePdfBrowser, pdfRenderLoad } from "@/lib/pdf/browser";
import { PDF_READY_ATTRIBUTE } from "@/lib/pdf/pdf-ready";
import { renderPdf } from "@/lib/pdf/render-pdf";
import { jsonRequest, type TAuth } from "../auth/helpers";
import { pdfText } from "../helpers/pdf-text";
import { setupTestDb } from "../helpers/test-db";
import { authFor, expectError } from "../service-requests/helpers";
import { overrideEnv } from "../helpers/env";
import { listen, type TSite } from "./pdf-site";

const db = setupTestDb();
const ROUTE = "/api/reports/generatepdfforurl";

let site: TSite;
let outside: TSite;
let tex: TAuth;
let texId: number;
let plain: TAuth;
let restoreEnv = () => {};

const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

beforeAll(async () => {
  // PDF_RENDER_ORIGIN is set below, once the stand-in site listens; both are put back after the file.
  restoreEnv = overrideEnv({ NEXTAUTH_URL: undefined, PDF_RENDER_ORIGIN: undefined });
  outside = await listen((_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(), "127.0.0.2");
  site = await listen((req, res) => {
    void (async () => {
      const headers = new Headers();
      if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
      const session = await resolveSession(headers);
      const url = req.url ?? "/";
      if (url.startsWith("/projects/tableprojectapplication/500/")) res.writeHead(500).end("broken");
      else if (url.startsWith("/projects/tableprojectapplication/")) {
        res.writeHead(200, { "content-type": "text/html" });
        res.end(
          page(
            `<h1>Application ${url.split("/")[3]}</h1><p>${session ? `Rendered for ${session.fullName}` : "Nobody is logged in"}</p>` +
              `<img src="${outside.origin}/leak.png" alt=""><script>fetch("${outside.origin}/beacon").catch(() => {})</script>` +
              `<p id="tz"></p><script>document.getElementById("tz").textContent = "Clock " + Intl.DateTimeFormat().resolvedOptions().timeZone </script>`,
          ),
        );
      } else if (url.startsWith("/data/")) {
        // Content a page fetches in the browser, answered after the milliseconds in the path.
        const ms = Number(url.split("/")[2]);
        const timer = setTimeout(() => res.writeHead(200, { "content-type": "text/plain" }).end(`Fetched after ${ms} ms`), ms);
        req.once("close", () => clearTimeout(timer));
      } else if (url.startsWith("/print/")) {
        // /print/{ms}: a page that fetches part of its content; /print/{ms}/ready: one that marks
        // itself complete in the server's HTML (lib/pdf/pdf-ready.ts) and fetches the same.
        const [, , ms, ready] = url.split("/");
        res.writeHead(200, { "content-type": "text/html" });
        res.end(
          page(
            `<main ${ready ? `${PDF_READY_ATTRIBUTE}="load"` : ""}><h1>Print ${ms}</h1><p id="late">Waiting</p></main>` +
              `<script>fetch("/data/${ms}").then((r) => r.text()).then((t) => { document.getElementById("late").textContent = t; })</script>`,
          ),
        );
      } else if (url.startsWith("/projects/tableprojectsview")) {
        // Hangs: the render must give up on its own.
      } else res.writeHead(404, { "content-type": "text/html" }).end(page("<h1>Not found</h1>"));
    })();
  });
  process.env.PDF_RENDER_ORIGIN = site.origin;
  const texMember = await seedMember(db().prisma, {
    userName: "pdf-tex",
    password: "Pdf@123456",
    fullName: "Tara Texa",
    roles: ["TEX"],
  });
  const plainMember = await seedMember(db().prisma, {
    userName: "pdf-user",
    password: "Pdf@123456",
    fullName: "Uma User",
    roles: ["User"],
  });
  texId = texMember.id;
  tex = await authFor(texMember.id, ["TEX"]);
  plain = await authFor(plainMember.id, ["User"]);
});

afterAll(async () => {
  await closePdfBrowser();
  await Promise.all([site?.close(), outside?.close()]);
  restoreEnv();
});

const post = async (body: unknown, auth?: TAuth) => {
  const res = await pdfPost(jsonRequest(ROUTE, body, auth));
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isPdf = res.headers.get("content-type") === "application/pdf";
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text: isPdf ? "" : new TextDecoder().decode(bytes),
    body: isPdf ? undefined : JSON.parse(new TextDecoder().decode(bytes)),
  };
};

test("a page the caller may open comes back as an A4 PDF rendered with their own short-lived session", async () => {
  const sessionsBefore = await db().prisma.authSession.count();
  const reply = await post(
    { url: "/projects/tableprojectapplication/7/12/pdf", fileName: '../TPA-202526-0007 "print"?.pdf' },
    tex,
  );
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-disposition")).toBe('attachment; filename="TPA-202526-0007 -print.pdf"');
  expect(reply.headers.get("cache-control")).toBe("private, no-store");
  expect(Buffer.from(reply.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  const read = pdfText(reply.bytes);
  expect(read.text[0]).toContain("Application 7");
  expect(read.text[0]).toContain("Rendered for Tara Texa");
  expect(read.text[0]).toContain("1 / 1");
  // The federation's clock, whatever the server's own (ICU may name it by its older name).
  expect(read.text[0]).toMatch(/Clock Asia\/(Kolkata|Calcutta)/);
  // A4 is 595.3 x 841.9 points; Chromium rounds its page box to whole pixels.
  expect(Math.abs(read.width - 595.3)).toBeLessThan(1);
  expect(Math.abs(read.height - 841.9)).toBeLessThan(1);
  // The render session is gone, and nothing was asked of any other address.
  expect(await db().prisma.authSession.count()).toBe(sessionsBefore);
  expect(outside.hits).toEqual([]);
  expect(site.hits).toContain("/projects/tableprojectapplication/7/12/pdf");
});

test("on an https site the render session's __Secure- cookie reaches the page (loopback counts as secure)", async () => {
  const restoreUrl = overrideEnv({ NEXTAUTH_URL: "https://portal.example.org" });
  try {
    // The caller's own cookie has the https name too.
    const texOnHttps = await authFor(texId, ["TEX"]);
    const reply = await post({ url: "/projects/tableprojectapplication/9/1/pdf" }, texOnHttps);
    expect(reply.status).toBe(200);
    expect(Buffer.from(reply.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(pdfText(reply.bytes).text[0]).toContain("Rendered for Tara Texa");
  } finally {
    restoreUrl();
  }
});

test("a cookie Chromium refuses is a 503, not an unexpected error", async () => {
  const refused = renderPdf({
    kind: "interactive",
    origin: site.origin,
    path: "/print/0",
    cookies: [{ name: "a;b", value: "x" }],
  });
  await expect(refused).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
});

test("an absolute URL on the site itself is taken; the file name defaults to document.pdf", async () => {
  const reply = await post({ url: `${site.origin}/projects/tableprojectapplication/8/1/pdf?x=1` }, tex);
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-disposition")).toBe('attachment; filename="document.pdf"');
  expect(pdfText(reply.bytes).text[0]).toContain("Application 8");
});

test("refusals: no session, another site, an API path, an unknown page, a page the role does not open", async () => {
  const sessionsBefore = await db().prisma.authSession.count();
  const hitsBefore = site.hits.length;
  expectError(await post({ url: "/projects/tableprojectapplication/7/12/pdf" }), 401);
  expectError(await post({ url: "http://169.254.169.254/latest/meta-data" }, tex), 400, "url");
  expectError(await post({ url: "//evil.example/projects" }, tex), 400, "url");
  expectError(await post({ url: `${outside.origin}/projects/tableprojectapplication/1/1/pdf` }, tex), 400, "url");
  expectError(await post({ url: "/api/auth/user" }, tex), 400, "url");
  expectError(await post({ url: "/no/such/page" }, tex), 404, "url");
  expectError(await post({ url: "/manage" }, tex), 403);
  expectError(await post({ url: "/projects/tableprojectapplication/7/12/pdf" }, plain), 403);
  expectError(await post({ url: "" }, tex), 400, "url");
  expectError(await post({ url: "/login\u0000" }, tex), 400, "url");
  expect(site.hits.length).toBe(hitsBefore);
  expect(await db().prisma.authSession.count()).toBe(sessionsBefore);
});

test("a page that fails is answered 503, not a broken PDF, and its render session is removed", async () => {
  const sessionsBefore = await db().prisma.authSession.count();
  const reply = await post({ url: "/projects/tableprojectapplication/500/1/pdf" }, tex);
  expectError(reply, 503);
  expect(await db().prisma.authSession.count()).toBe(sessionsBefore);
});

test("a page that fetches its content is printed once the fetch is in; a page marked complete prints at once", async () => {
  const fetched = pdfText(await renderPdf({ kind: "interactive", origin: site.origin, path: "/print/400" })).text[0];
  expect(fetched).toContain("Print 400");
  expect(fetched).toContain("Fetched after 400 ms");
  // Marked complete, it does not wait for a fetch of 60 s: what the server's HTML says is printed.
  // Waiting for that fetch would overrun the render's 20 s (a 503); the render itself takes about
  // a second, so a slow machine (the full suite's two runs side by side) has room.
  const marked = pdfText(
    await renderPdf({ kind: "interactive", origin: site.origin, path: "/print/60000/ready", timeoutMs: 20_000 }),
  ).text[0];
  expect(marked).toContain("Print 60000");
  expect(marked).toContain("Waiting");
});

test("a page that never finishes is given up with 503", async () => {
  await expect(
    renderPdf({ kind: "interactive", origin: site.origin, path: "/projects/tableprojectsview", timeoutMs: 1500 }),
  ).rejects.toMatchObject({
    code: "SERVICE_UNAVAILABLE",
  });
});

test("renders beyond the concurrency limit wait their turn and all finish", async () => {
  const restoreConcurrency = overrideEnv({ PDF_CONCURRENCY: "1" });
  try {
    const rendering = [1, 2, 3].map((n) =>
      renderPdf({ kind: "interactive", origin: site.origin, path: `/projects/tableprojectapplication/${n}/1/pdf` }),
    );
    expect(pdfRenderLoad()).toEqual({ running: 1, waiting: 2 });
    const pdfs = await Promise.all(rendering);
    expect(pdfRenderLoad()).toEqual({ running: 0, waiting: 0 });
    expect(pdfs.map((pdf) => pdfText(pdf).text[0]!.match(/Application \d/)![0])).toEqual([
      "Application 1",
      "Application 2",
      "Application 3",
    ]);
  } finally {
    restoreConcurrency();
  }
});
