// Prints one page of the site as an A4 PDF in the shared Chromium. The page is opened at the
// site's own origin with the cookies given (the caller's render session), and may load nothing
// from anywhere else: every other request is aborted, so a page's content can never make the
// server fetch an outside or internal address.
import type { HTTPRequest } from "puppeteer-core";
import { AppError } from "../http/errors";
import { PDF_TIME_ZONE, withBrowserContext } from "./browser";
import { PDF_READY_ATTRIBUTE } from "./pdf-ready";

export type TPdfCookie = { name: string; value: string };

export type TRenderPdfOptions = {
  /** The site's own origin, e.g. http://127.0.0.1:3000. */
  origin: string;
  /** Path and query of the page on that origin, starting with one "/". */
  path: string;
  cookies?: TPdfCookie[];
  /** The whole render, from opening the page to the last byte of the PDF. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 45_000;

/** Schemes a page may use without a request leaving the browser. */
const LOCAL_SCHEMES = new Set(["data:", "blob:", "about:"]);

const allowedRequest = (request: HTTPRequest, origin: string) => {
  const url = new URL(request.url());
  return LOCAL_SCHEMES.has(url.protocol) || url.origin === origin;
};

const timedOut = () => new AppError("SERVICE_UNAVAILABLE", "The page took too long to print. Please try again.");

export const renderPdf = async (options: TRenderPdfOptions): Promise<Uint8Array> => {
  const origin = new URL(options.origin).origin;
  if (!options.path.startsWith("/") || options.path.startsWith("//")) throw new Error(`not a path: ${options.path}`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());

  return withBrowserContext(async (context) => {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.emulateTimezone(PDF_TIME_ZONE);
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (allowedRequest(request, origin)) void request.continue();
      else void request.abort("blockedbyclient");
    });
    if (options.cookies?.length)
      await context.setCookie(
        ...options.cookies.map((cookie) => ({ ...cookie, domain: new URL(origin).hostname, path: "/", httpOnly: true })),
      );
    const response = await page
      .goto(`${origin}${options.path}`, { waitUntil: "load", timeout: left() })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === "TimeoutError") throw timedOut();
        throw error;
      });
    if (!response) throw new AppError("NOT_FOUND", "The page could not be opened");
    if (response.status() === 404) throw new AppError("NOT_FOUND", "No such page");
    if (response.status() >= 400) {
      console.error(`PDF: ${options.path} answered ${response.status()}`);
      throw new AppError("SERVICE_UNAVAILABLE", "The page could not be printed just now. Please try again.");
    }
    // A page that redirected elsewhere (the log-in screen) is not the page asked for.
    if (new URL(response.url()).pathname !== new URL(`${origin}${options.path}`).pathname)
      throw new AppError("FORBIDDEN", "Your session cannot open that page");
    // A page rendered whole on the server says so (PDF_READY_ATTRIBUTE) and prints at once; any
    // other may still be fetching its content, so it prints after half a second with no request.
    const complete = await page.evaluate((attribute) => document.querySelector(`[${attribute}]`) !== null, PDF_READY_ATTRIBUTE);
    if (!complete)
      await page.waitForNetworkIdle({ idleTime: 500, concurrency: 0, timeout: left() }).catch((error: unknown) => {
        if (error instanceof Error && error.name === "TimeoutError") throw timedOut();
        throw error;
      });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.emulateMediaType("print");
    return page
      .pdf({
        format: "A4",
        printBackground: true,
        margin: { top: "12mm", bottom: "14mm", left: "12mm", right: "12mm" },
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate:
          '<div style="font-size:8px;width:100%;text-align:center;color:#475569"><span class="pageNumber"></span> / <span class="totalPages"></span></div>',
        timeout: left(),
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === "TimeoutError") throw timedOut();
        throw error;
      });
  });
};
