// A stand-in for the portal's pages, for the PDF tests: a real HTTP server on a free port that
// Chromium opens. It resolves the session cookie Chromium brings with the app's own session code,
// and serves the directory of tables (/reports/directory) through the print page's own functions
// (scope check, data, view rendered to HTML), so the PDF holds what the page would show to that
// member. Other paths are handed to `extra`.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { TableDirectoryView } from "@/components/reports/table-directory-view";
import { resolveSession } from "@/lib/auth/session";
import { pdfReady } from "@/lib/pdf/pdf-ready";
import { directoryAskOf, directoryScopeFor, getTableDirectory } from "@/lib/reports/table-directory";
import { SITE_NAME } from "@/lib/seo/site";

export type TSite = { origin: string; hits: string[]; close: () => Promise<void> };

export const listen = async (handler: http.RequestListener, host = "127.0.0.1"): Promise<TSite> => {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export const htmlPage = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

const directoryHtml = async (req: http.IncomingMessage): Promise<{ status: number; html: string }> => {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  const session = await resolveSession(headers);
  // As the members' layout does: no session, off to the log-in screen.
  if (!session) return { status: 302, html: "/login" };
  const url = new URL(req.url ?? "/", "http://x");
  const ask = directoryAskOf(Object.fromEntries(url.searchParams));
  const scope = ask ? await directoryScopeFor(session, ask).catch(() => null) : null;
  if (!scope) return { status: 404, html: htmlPage("<h1>Not found</h1>") };
  const view = createElement(TableDirectoryView, { directory: await getTableDirectory(scope), foundation: SITE_NAME });
  return { status: 200, html: htmlPage(renderToStaticMarkup(createElement("div", pdfReady, view))) };
};

/** The stand-in site: /reports/directory as the portal serves it, anything else by `extra` (404 without it). */
export const startPdfSite = (extra?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean) =>
  listen((req, res) => {
    void (async () => {
      if ((req.url ?? "").startsWith("/reports/directory")) {
        const { status, html } = await directoryHtml(req);
        if (status === 302) res.writeHead(302, { location: html }).end();
        else res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(html);
        return;
      }
      if (req.url === "/login") {
        res.writeHead(200, { "content-type": "text/html" }).end(htmlPage("<h1>Log in</h1>"));
        return;
      }
      if (extra?.(req, res)) return;
      res.writeHead(404, { "content-type": "text/html" }).end(htmlPage("<h1>Not found</h1>"));
    })().catch((error: unknown) => {
      console.error("pdf stand-in site", error);
      res.writeHead(500).end();
    });
  });
