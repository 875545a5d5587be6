// Prints one page of the site as an A4 PDF in the shared Chromium. The page is opened at the
// site's own origin with the cookies given (the caller's render session), and may load nothing
// from anywhere else: every other request is aborted, so a page's content can never make the
// server fetch an outside or internal address.
import type { BrowserContext, HTTPRequest, Page } from "puppeteer-core";
import { getEnv } from "../env";
import { AppError } from "../http/errors";
import { PDF_TIME_ZONE, withBrowserContext, type TRenderKind } from "./browser";
import { PDF_ERROR_ATTRIBUTE, PDF_PENDING_ATTRIBUTE, PDF_READY_ATTRIBUTE } from "./pdf-ready";

export type TPdfCookie = { name: string; value: string };

export type TRenderPdfOptions = {
  /** Whose render: someone waiting for the reply, or a job of the queue (lib/pdf/render-slots.ts). */
  kind: TRenderKind;
  /** The site's own origin, e.g. http://127.0.0.1:3000. */
  origin: string;
  /** Path and query of the page on that origin, starting with one "/". */
  path: string;
  /**
   * The cookies, or a function that makes them once the render holds its slot (a render session
   * made before the wait in line would age while it waits).
   */
  cookies?: TPdfCookie[] | (() => Promise<TPdfCookie[]>);
  /** The whole render, from the slot being held to the last byte of the PDF (the wait is apart). */
  timeoutMs?: number;
  /** The largest PDF accepted (default PDF_MAX_BYTES); reading stops and 413 is answered past it. */
  maxBytes?: number;
  /** Plain text at the top of every page (the foundation's name, the document's title). */
  headerText?: string;
  /** Plain text at the foot of every page, before the page numbers. */
  footerText?: string;
};

const DEFAULT_TIMEOUT_MS = 45_000;

/** Schemes a page may use without a request leaving the browser. */
const LOCAL_SCHEMES = new Set(["data:", "blob:", "about:"]);

const allowedRequest = (request: HTTPRequest, origin: string) => {
  const url = new URL(request.url());
  return LOCAL_SCHEMES.has(url.protocol) || url.origin === origin;
};

const timedOut = () => new AppError("SERVICE_UNAVAILABLE", "The page took too long to print. Please try again.");

const rethrowTimeout = (error: unknown): never => {
  if (error instanceof Error && error.name === "TimeoutError") throw timedOut();
  throw error;
};

// A passing failure of the page: the member may well get the PDF on a second try.
const notNow = () =>
  new AppError("SERVICE_UNAVAILABLE", "The page could not be printed just now. Please try again.", {
    headers: { "Retry-After": "30" },
  });

type TPageMark = "ready" | "pending" | "none" | { error: string };

/** The page's own word on whether it is done (lib/pdf/pdf-ready.ts): an error first, then pending, then ready. */
const pageMark = (page: Page) =>
  page.evaluate(
    ([ready, pending, error]): TPageMark => {
      const failed = document.querySelector(`[${error}]`);
      if (failed) return { error: failed.getAttribute(error) ?? "" };
      if (document.querySelector(`[${pending}]`)) return "pending";
      return document.querySelector(`[${ready}]`) ? "ready" : "none";
    },
    [PDF_READY_ATTRIBUTE, PDF_PENDING_ATTRIBUTE, PDF_ERROR_ATTRIBUTE] as const,
  );

/** The error a page marked (it shows it instead of its content), answered instead of a PDF of it. */
const markedError = (mark: string, path: string) => {
  if (mark === "404") return new AppError("NOT_FOUND", "There is nothing to print there: what the page shows was not found");
  if (mark === "403") return new AppError("FORBIDDEN", "Your session cannot see what that page shows");
  console.error(`PDF: ${path} could not load its content (${mark || "no status"})`);
  return notNow();
};

/**
 * Waits until the page may be printed: at once when it is marked ready; while it is marked pending,
 * until the mark goes (it loads its content in the browser, however long the network stays quiet);
 * unmarked, until the network has been quiet for half a second. Throws the error a page marks.
 */
const waitForPage = async (page: Page, path: string, timeout: () => number) => {
  let mark = await pageMark(page);
  if (mark === "none") {
    await page.waitForNetworkIdle({ idleTime: 500, concurrency: 0, timeout: timeout() }).catch(rethrowTimeout);
    mark = await pageMark(page);
  }
  if (mark === "pending") {
    await page
      .waitForFunction(
        (pending: string, error: string) => !document.querySelector(`[${pending}]`) || document.querySelector(`[${error}]`),
        { polling: "mutation", timeout: timeout() },
        PDF_PENDING_ATTRIBUTE,
        PDF_ERROR_ATTRIBUTE,
      )
      .catch(rethrowTimeout);
    mark = await pageMark(page);
  }
  if (typeof mark === "object") throw markedError(mark.error, path);
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const MARGIN_STYLE = "font-size:8px;width:100%;margin:0 12mm;color:#475569;display:flex;justify-content:space-between";

/** Chromium's header and footer templates: the texts given (escaped), and "n / total" page numbers. */
export const pageTemplates = (headerText?: string, footerText?: string) => ({
  headerTemplate: headerText ? `<div style="${MARGIN_STYLE}"><span>${escapeHtml(headerText)}</span></div>` : "<span></span>",
  footerTemplate:
    `<div style="${MARGIN_STYLE}"><span>${escapeHtml(footerText ?? "")}</span>` +
    '<span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>',
});

const tooLarge = (maxBytes: number) =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `The PDF would be larger than ${Math.floor(maxBytes / (1024 * 1024)) || 1} MB. Please ask for a smaller part (one area or one table).`,
  );

/** Reads the PDF stream, giving up as soon as it passes `maxBytes` (Chromium stops making the rest). */
const readLimited = async (stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> => {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
};

/**
 * Gives the render's context its cookies for the origin. A `__Secure-` one (the session cookie of
 * an https site) must be marked secure or Chromium refuses it; it is still sent to a loopback
 * origin over http, which Chromium counts as secure. A cookie Chromium refuses is a 503, logged.
 */
const setCookies = async (context: BrowserContext, origin: string, cookies: TPdfCookie[]) => {
  const domain = new URL(origin).hostname;
  const secure = (name: string) => name.startsWith("__Secure-") || origin.startsWith("https://");
  await context
    .setCookie(...cookies.map((cookie) => ({ ...cookie, domain, path: "/", httpOnly: true, secure: secure(cookie.name) })))
    .catch((error: unknown) => {
      console.error("PDF: Chromium refused the render's cookies:", error instanceof Error ? error.message : error);
      throw new AppError("SERVICE_UNAVAILABLE", "PDFs cannot be made just now. Please try again later.");
    });
};

export const renderPdf = async (options: TRenderPdfOptions): Promise<Uint8Array> => {
  const origin = new URL(options.origin).origin;
  if (!options.path.startsWith("/") || options.path.startsWith("//")) throw new Error(`not a path: ${options.path}`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? getEnv().PDF_MAX_BYTES;

  return withBrowserContext(options.kind, async (context) => {
    // The render's time counts from here, once the slot is held: the wait in line has its own limit.
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(1, deadline - Date.now());
    const cookies = typeof options.cookies === "function" ? await options.cookies() : options.cookies;
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.emulateTimezone(PDF_TIME_ZONE);
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (allowedRequest(request, origin)) void request.continue();
      else void request.abort("blockedbyclient");
    });
    if (cookies?.length) await setCookies(context, origin, cookies);
    const response = await page
      .goto(`${origin}${options.path}`, { waitUntil: "load", timeout: left() })
      .catch((error: unknown) => {
        // The page redirected off the site (aborted above), or to a file: URL (Chromium refuses it).
        if (error instanceof Error && /ERR_BLOCKED_BY_CLIENT|ERR_UNSAFE_REDIRECT/.test(error.message))
          throw new AppError("FORBIDDEN", "That page leads outside the site and cannot be printed");
        return rethrowTimeout(error);
      });
    if (!response) throw new AppError("NOT_FOUND", "The page could not be opened");
    if (response.status() === 404) throw new AppError("NOT_FOUND", "No such page");
    if (response.status() >= 400) {
      console.error(`PDF: ${options.path} answered ${response.status()}`);
      throw notNow();
    }
    // A page that redirected elsewhere (the log-in screen) is not the page asked for.
    if (new URL(response.url()).pathname !== new URL(`${origin}${options.path}`).pathname)
      throw new AppError("FORBIDDEN", "Your session cannot open that page");
    await waitForPage(page, options.path, left);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.emulateMediaType("print");
    const stream = await page
      .createPDFStream({
        format: "A4",
        printBackground: true,
        margin: { top: options.headerText ? "16mm" : "12mm", bottom: "14mm", left: "12mm", right: "12mm" },
        displayHeaderFooter: true,
        ...pageTemplates(options.headerText, options.footerText),
        timeout: left(),
      })
      .catch(rethrowTimeout);
    return readLimited(stream, maxBytes);
  });
};
