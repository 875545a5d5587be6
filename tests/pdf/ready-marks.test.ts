// @pglite-only: it tests the real Chromium; its database calls (seedMember, a session made and revoked by lib/auth/session.ts) run on both engines in tests/auth
// A print page that loads its content in the browser (the application's print view) tells the PDF
// service when it is done (lib/pdf/pdf-ready.ts), in the real Chromium. A stand-in page shows
// "Loading" marked pending, and 1.5 s after its load, with no request meanwhile (a slow hydration,
// or a call that takes long), either its content marked ready or an error marked 404, 403 or 503:
// the content is printed, not the skeleton, and an error is answered as itself, not printed.
import { POST as pdfPost } from "@/app/api/reports/generatepdfforurl/route";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { closePdfBrowser } from "@/lib/pdf/browser";
import { PDF_ERROR_ATTRIBUTE, PDF_PENDING_ATTRIBUTE, PDF_READY_ATTRIBUTE } from "@/lib/pdf/pdf-ready";
import { renderPdf } from "@/lib/pdf/render-pdf";
import { jsonRequest, type TAuth } from "../auth/helpers";
import { overrideEnv } from "../helpers/env";
import { pdfText } from "../helpers/pdf-text";
import { setupTestDb } from "../helpers/test-db";
import { htmlPage, startPdfSite, type TSite } from "../reports/pdf-site";
import { authFor, expectError } from "../service-requests/helpers";

const db = setupTestDb();
const ROUTE = "/api/reports/generatepdfforurl";
let site: TSite;
let tex: TAuth;
let restoreEnv = () => {};

/** /projects/tableprojectapplication/late-{outcome}/1/pdf: ready, never, or an error mark's value. */
const latePage = (outcome: string) =>
  htmlPage(
    `<main ${PDF_PENDING_ATTRIBUTE}="load"><p>Loading the application</p></main><script>` +
      (outcome === "never"
        ? ""
        : `setTimeout(() => {
        const main = document.querySelector("main");
        main.removeAttribute("${PDF_PENDING_ATTRIBUTE}");
        if (${JSON.stringify(outcome)} === "ready") {
          main.setAttribute("${PDF_READY_ATTRIBUTE}", "load");
          main.innerHTML = "<h1>TPA-202526-0042: Four classrooms</h1>";
        } else {
          main.setAttribute("${PDF_ERROR_ATTRIBUTE}", ${JSON.stringify(outcome)});
          main.innerHTML = "<p>The application could not be loaded.</p>";
        }
      }, 1500);`) +
      "</script>",
  );

beforeAll(async () => {
  restoreEnv = overrideEnv({ NEXTAUTH_URL: undefined, PDF_RENDER_ORIGIN: undefined });
  site = await startPdfSite((req, res) => {
    const match = /^\/projects\/tableprojectapplication\/late-(\w+)\//.exec(req.url ?? "");
    if (!match) return false;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(latePage(match[1]!));
    return true;
  });
  process.env.PDF_RENDER_ORIGIN = site.origin;
  const member = await seedMember(db().prisma, {
    userName: "pdf-marks",
    password: "Pdf@123456",
    fullName: "Meera Marks",
    roles: ["TEX"],
  });
  tex = await authFor(member.id, ["TEX"]);
});

afterAll(async () => {
  await closePdfBrowser();
  await site?.close();
  restoreEnv();
});

const post = async (outcome: string) => {
  const res = await pdfPost(jsonRequest(ROUTE, { url: `/projects/tableprojectapplication/late-${outcome}/1/pdf` }, tex));
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isPdf = res.headers.get("content-type") === "application/pdf";
  const text = isPdf ? "" : new TextDecoder().decode(bytes);
  return { status: res.status, headers: res.headers, bytes, text, body: isPdf ? undefined : (JSON.parse(text) as unknown) };
};

test("a page marked pending is printed once it is marked ready, long after the network fell quiet", async () => {
  const reply = await post("ready");
  expect(reply.status).toBe(200);
  const text = pdfText(reply.bytes).text.join(" ");
  expect(text).toContain("TPA-202526-0042: Four classrooms");
  expect(text).not.toContain("Loading the application");
});

test("a page that marks an error is answered with it (404, 403, 503 with Retry-After), not printed", async () => {
  const sessionsBefore = await db().prisma.authSession.count();
  expect(expectError(await post("404"), 404).code).toBe("NOT_FOUND");
  expect(expectError(await post("403"), 403).code).toBe("FORBIDDEN");
  const passing = await post("503");
  expect(expectError(passing, 503).code).toBe("SERVICE_UNAVAILABLE");
  expect(passing.headers.get("retry-after")).toBe("30");
  // Each render's session is removed, whatever it answered.
  expect(await db().prisma.authSession.count()).toBe(sessionsBefore);
});

test("a page that stays pending is given up at the render's time limit with 503", async () => {
  await expect(
    renderPdf({
      kind: "interactive",
      origin: site.origin,
      path: "/projects/tableprojectapplication/late-never/1/pdf",
      timeoutMs: 3000,
    }),
  ).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
});
