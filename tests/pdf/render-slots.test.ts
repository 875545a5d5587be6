// @pglite-only: it tests the real Chromium; its database calls (seedMember, a session made and revoked by lib/auth/session.ts) run on both engines in tests/auth
// The PDF render slots (lib/pdf/render-slots.ts) in the real Chromium. A stand-in site holds some
// pages open until the test lets them go, so a render can be kept in its slot as long as a test
// needs: the render's own time counts from its slot, not from its wait in line; jobs leave a slot
// free for members; a member waits in line at most 30 s, then 503; a member's render session is
// made only once the slot is held; closing the browser fails the renders still in line. Every test
// lets its held pages go and waits for every render it started, whatever it found.
import type http from "node:http";
import { POST as pdfPost } from "@/app/api/reports/generatepdfforurl/route";
import { resolveSession } from "@/lib/auth/session";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { closePdfBrowser, pdfBrowserProcessId, pdfRenderLoad } from "@/lib/pdf/browser";
import { renderPdf } from "@/lib/pdf/render-pdf";
import { jsonRequest, type TAuth } from "../auth/helpers";
import { overrideEnv } from "../helpers/env";
import { pdfText } from "../helpers/pdf-text";
import { setupTestDb } from "../helpers/test-db";
import { htmlPage, startPdfSite, type TSite } from "../reports/pdf-site";
import { authFor } from "../service-requests/helpers";

const db = setupTestDb();
const ROUTE = "/api/reports/generatepdfforurl";
const PAGE = "/projects/tableprojectapplication";
let site: TSite;
let tex: TAuth;
let restoreEnv = () => {};

/** Pages held open by name until `letGo` (one asked for after it is answered at once). */
const held = new Map<string, http.ServerResponse>();
const letGoNames = new Set<string>();

const answer = async (req: http.IncomingMessage, res: http.ServerResponse, name: string) => {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  const session = await resolveSession(headers);
  res.writeHead(200, { "content-type": "text/html" });
  res.end(htmlPage(`<h1>Application ${name}</h1><p>${session ? `Rendered for ${session.fullName}` : "Nobody"}</p>`));
};

const letGo = (...names: string[]) => {
  for (const name of names) {
    letGoNames.add(name);
    held
      .get(name)
      ?.writeHead(200, { "content-type": "text/html" })
      .end(htmlPage(`<h1>Application ${name}</h1>`));
    held.delete(name);
  }
};

const heldPath = (name: string) => `${PAGE}/held-${name}/1/pdf`;
const asked = (path: string) => site.hits.includes(path);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (what: string, done: () => boolean, ms = 15_000) => {
  for (const until = Date.now() + ms; !done(); await wait(50)) if (Date.now() > until) throw new Error(`never: ${what}`);
};

const STILL_WAITING = "still waiting" as const;

/** The promise's value, or STILL_WAITING after `ms` (the promise itself is awaited in the test's finally). */
const within = async <T>(promise: Promise<T>, ms: number): Promise<T | typeof STILL_WAITING> => {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<typeof STILL_WAITING>((resolve) => (timer = setTimeout(resolve, ms, STILL_WAITING)));
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
};

const settled = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value,
    (error: unknown) => error,
  );

const memberPdf = (name: string) => pdfPost(jsonRequest(ROUTE, { url: `${PAGE}/${name}/1/pdf` }, tex));

beforeAll(async () => {
  restoreEnv = overrideEnv({ NEXTAUTH_URL: undefined, PDF_RENDER_ORIGIN: undefined, PDF_CONCURRENCY: undefined });
  site = await startPdfSite((req, res) => {
    const url = req.url ?? "";
    if (!url.startsWith(`${PAGE}/`)) return false;
    const name = url.split("/")[3]!;
    if (name.startsWith("held-") && !letGoNames.has(name.slice(5))) held.set(name.slice(5), res);
    else if (name.startsWith("slow-")) setTimeout(() => void answer(req, res, name), Number(name.slice(5)));
    else void answer(req, res, name);
    return true;
  });
  process.env.PDF_RENDER_ORIGIN = site.origin;
  const member = await seedMember(db().prisma, {
    userName: "pdf-slots",
    password: "Pdf@123456",
    fullName: "Sita Slots",
    roles: ["TEX"],
  });
  tex = await authFor(member.id, ["TEX"]);
});

afterEach(() => {
  letGo(...held.keys());
  delete process.env.PDF_CONCURRENCY;
});

afterAll(async () => {
  await closePdfBrowser();
  await site?.close();
  restoreEnv();
});

// The budget leaves room for Chromium on a loaded machine (the CI runs both databases side by side;
// 6 s of budget ran out there once, with something else running beside them); what counts is that
// the wait in line (10 s) is longer than the whole budget (9 s).
test("a render that waited 10 s for its slot still gets its whole 9 s to print a page that takes 1 s", async () => {
  process.env.PDF_CONCURRENCY = "1";
  // A job's render holds the one slot (with a single slot, jobs and members share it).
  const holder = settled(renderPdf({ kind: "job", origin: site.origin, path: heldPath("long"), timeoutMs: 30_000 }));
  const late = settled(renderPdf({ kind: "interactive", origin: site.origin, path: `${PAGE}/slow-1000/1/pdf`, timeoutMs: 9000 }));
  try {
    await waitFor("the holder's page asked for", () => asked(heldPath("long")));
    expect(pdfRenderLoad()).toEqual({ running: 1, waiting: 1 });
    await wait(10_000);
    letGo("long");
    const pdf = await late;
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(pdfText(pdf as Uint8Array).text[0]).toContain("Application slow-1000");
    expect(await holder).toBeInstanceOf(Uint8Array);
  } finally {
    letGo("long");
    await Promise.all([holder, late]);
  }
});

test("with PDF_CONCURRENCY=2 and two job renders in flight, a member's Download PDF prints at once", async () => {
  process.env.PDF_CONCURRENCY = "2";
  const jobs = ["job-1", "job-2"].map((name) =>
    settled(renderPdf({ kind: "job", origin: site.origin, path: heldPath(name), timeoutMs: 30_000 })),
  );
  let member: Promise<Response> | undefined;
  try {
    await waitFor("the first job's page asked for", () => asked(heldPath("job-1")));
    // The second job waits: jobs keep one slot free for members.
    expect(pdfRenderLoad()).toEqual({ running: 1, waiting: 1 });
    member = memberPdf("7");
    const reply = await within(member, 15_000);
    expect(reply).not.toBe(STILL_WAITING);
    expect((reply as Response).status).toBe(200);
    const text = pdfText(new Uint8Array(await (reply as Response).arrayBuffer())).text[0];
    expect(text).toContain("Application 7");
    expect(text).toContain("Rendered for Sita Slots");
    expect(asked(heldPath("job-2"))).toBe(false);
    letGo("job-1");
    await waitFor("the second job's page asked for", () => asked(heldPath("job-2")));
    letGo("job-2");
    expect((await Promise.all(jobs)).every((pdf) => pdf instanceof Uint8Array)).toBe(true);
    expect(pdfRenderLoad()).toEqual({ running: 0, waiting: 0 });
  } finally {
    letGo("job-1", "job-2");
    await Promise.all([...jobs, member && settled(member)]);
  }
});

test("a member's render session is made only once the render holds its slot", async () => {
  process.env.PDF_CONCURRENCY = "1";
  const sessionsBefore = await db().prisma.authSession.count();
  const holder = settled(renderPdf({ kind: "job", origin: site.origin, path: heldPath("session"), timeoutMs: 30_000 }));
  let member: Promise<Response> | undefined;
  try {
    await waitFor("the holder's page asked for", () => asked(heldPath("session")));
    member = memberPdf("11");
    await waitFor("the member's render in line", () => pdfRenderLoad().waiting === 1);
    await wait(500);
    expect(await db().prisma.authSession.count()).toBe(sessionsBefore);
    letGo("session");
    const reply = await member;
    expect(reply.status).toBe(200);
    expect(pdfText(new Uint8Array(await reply.arrayBuffer())).text[0]).toContain("Rendered for Sita Slots");
    expect(await db().prisma.authSession.count()).toBe(sessionsBefore);
  } finally {
    letGo("session");
    await Promise.all([holder, member && settled(member)]);
  }
});

test("a member who waits 30 s for a slot is told 503 busy, while the job waiting beside them keeps its place", async () => {
  process.env.PDF_CONCURRENCY = "1";
  const sessionsBefore = await db().prisma.authSession.count();
  const holder = settled(renderPdf({ kind: "job", origin: site.origin, path: heldPath("busy"), timeoutMs: 60_000 }));
  const job = settled(renderPdf({ kind: "job", origin: site.origin, path: `${PAGE}/8/1/pdf` }));
  let member: Promise<Response> | undefined;
  try {
    await waitFor("the holder's page asked for", () => asked(heldPath("busy")));
    const started = Date.now();
    member = memberPdf("9");
    await waitFor("the member's render in line", () => pdfRenderLoad().waiting === 2);
    const reply = await within(member, 45_000);
    expect(reply).not.toBe(STILL_WAITING);
    const waited = Date.now() - started;
    expect((reply as Response).status).toBe(503);
    expect((reply as Response).headers.get("retry-after")).toBe("60");
    expect(((await (reply as Response).json()) as { message: string }).message).toMatch(/try again in a minute/);
    expect(waited).toBeGreaterThanOrEqual(29_000);
    expect(waited).toBeLessThan(40_000);
    expect(pdfRenderLoad()).toEqual({ running: 1, waiting: 1 });
    expect(asked(`${PAGE}/9/1/pdf`)).toBe(false);
    expect(await db().prisma.authSession.count()).toBe(sessionsBefore);
    letGo("busy");
    expect(pdfText((await job) as Uint8Array).text[0]).toContain("Application 8");
  } finally {
    letGo("busy");
    await Promise.all([holder, job, member && settled(member)]);
  }
}, 90_000);

test("closing the browser fails the renders still in line at once, and no new Chromium is started for them", async () => {
  process.env.PDF_CONCURRENCY = "1";
  const holder = settled(renderPdf({ kind: "job", origin: site.origin, path: heldPath("close"), timeoutMs: 30_000 }));
  const queued = settled(renderPdf({ kind: "interactive", origin: site.origin, path: `${PAGE}/12/1/pdf` }));
  try {
    await waitFor("the holder's page asked for", () => asked(heldPath("close")));
    expect(pdfRenderLoad()).toEqual({ running: 1, waiting: 1 });
    await closePdfBrowser();
    expect(await queued).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/stopped/) });
    // The render inside the closed browser fails too (how it fails is not this test's concern).
    expect(await holder).toBeInstanceOf(Error);
    expect(await pdfBrowserProcessId()).toBeNull();
    expect(pdfRenderLoad()).toEqual({ running: 0, waiting: 0 });
    expect(asked(`${PAGE}/12/1/pdf`)).toBe(false);
  } finally {
    letGo("close");
    await Promise.all([holder, queued]);
  }
});
