// POST /api/reports/generatepdfforurl: a page of the site as a PDF, printed as the caller sees it.
// The page is one the caller may open (the route-role table decides, as for the page itself), and
// Chromium opens it with a render session of the caller's own: a short-lived session row that
// exists only while the page prints, so the caller's own cookie or bearer token never enters the
// browser, and a bearer-token client gets the same PDF as the browser.
import {
  createMemberSessionRow,
  encodeSessionToken,
  loadSession,
  revokeSession,
  sessionCookieName,
  type TSession,
} from "../auth/session";
import { decideAccess, findPageRule } from "../auth/route-roles";
import { getEnv } from "../env";
import { AppError, fieldError } from "../http/errors";
import { renderPdf, type TRenderPdfOptions } from "../pdf/render-pdf";

/** How long a render session lives at most: the render's own time limit, and a little more. */
const RENDER_TIMEOUT_SECONDS = 45;
const RENDER_SESSION_SECONDS = RENDER_TIMEOUT_SECONDS + 15;

/** Where this instance's Chromium opens the site ("the site's own protocol, host and port"). */
export const pdfRenderOrigin = () => {
  const env = getEnv();
  return env.PDF_RENDER_ORIGIN ? new URL(env.PDF_RENDER_ORIGIN).origin : `http://127.0.0.1:${env.PORT}`;
};

/** Origins a page URL may name: the one the request came to, the public site, and the render origin. */
const siteOrigins = (requestUrl: string) => {
  const origins = new Set([new URL(requestUrl).origin, pdfRenderOrigin()]);
  const publicUrl = getEnv().NEXTAUTH_URL;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
};

/** The path and query of `url` (absolute on this site, or a path), or a 400 naming the field. */
export const sitePagePath = (url: string, requestUrl: string): string => {
  const trimmed = url.trim();
  const notOurs = () => fieldError("BAD_REQUEST", "url", "must be a page of this site");
  if (trimmed.startsWith("//") || trimmed.startsWith("\\")) throw notOurs();
  let parsed: URL;
  try {
    parsed = new URL(trimmed, new URL(requestUrl).origin);
  } catch {
    throw fieldError("BAD_REQUEST", "url", "not a valid address");
  }
  if (!siteOrigins(requestUrl).has(parsed.origin)) throw notOurs();
  if (/^\/(api|_next)(\/|$)/.test(parsed.pathname)) throw fieldError("BAD_REQUEST", "url", "must be a page, not an API call");
  return `${parsed.pathname}${parsed.search}`;
};

/** A download name: the given one without path or odd characters, ending in .pdf. */
export const pdfFileName = (fileName: string | undefined) => {
  const base = (fileName ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/\.pdf$/i, "")
    .replace(/[^\w .()-]+/g, "-")
    .replace(/^[-. ]+|[-. ]+$/g, "")
    .slice(0, 120);
  return `${base || "document"}.pdf`;
};

/** The page's route rule must open for the member's roles (403/404 before any render). */
export const assertMayOpenPage = (session: Pick<TSession, "roles">, path: string) => {
  const rule = findPageRule(path.split("?")[0]!);
  if (!rule) throw fieldError("NOT_FOUND", "url", "no such page");
  if (decideAccess(rule.access, session.roles) !== "allow") throw new AppError("FORBIDDEN", "Your role does not open that page");
};

export type TRenderAsOptions = Pick<TRenderPdfOptions, "kind" | "maxBytes" | "headerText" | "footerText"> & {
  /** The render's time limit (default 45 s); the render session lives 15 s longer. */
  timeoutSeconds?: number;
};

/**
 * Prints a page of the site with a render session of `memberId`'s own: a session row that exists
 * only while the page prints, made once the render holds its slot (so the wait in line never eats
 * into its life). The member's rights are those the row resolves to when the page loads it (their
 * current roles), never more. `prepare` runs with the session as the page will see it, before the
 * page opens (the directory job re-checks its scope there).
 */
export const renderPageAsMember = async (
  memberId: number,
  path: string,
  options: TRenderAsOptions,
  prepare?: (session: TSession) => Promise<void>,
): Promise<Uint8Array> => {
  const timeoutSeconds = options.timeoutSeconds ?? RENDER_TIMEOUT_SECONDS;
  const lifetime = timeoutSeconds + (RENDER_SESSION_SECONDS - RENDER_TIMEOUT_SECONDS);
  let rowId: string | undefined;
  const sessionCookies = async () => {
    const row = await createMemberSessionRow(memberId, lifetime);
    rowId = row.id;
    const session = await loadSession(row.id);
    if (!session) throw new AppError("FORBIDDEN", "This member may not log in any more");
    await prepare?.(session);
    const token = await encodeSessionToken(
      { sid: row.id, sub: String(memberId), name: session.userName, roles: session.roles, kind: "session" },
      lifetime,
    );
    return [{ name: sessionCookieName(), value: token }];
  };
  try {
    return await renderPdf({
      kind: options.kind,
      origin: pdfRenderOrigin(),
      path,
      cookies: sessionCookies,
      timeoutMs: timeoutSeconds * 1000,
      maxBytes: options.maxBytes,
      headerText: options.headerText,
      footerText: options.footerText,
    });
  } finally {
    if (rowId !== undefined) await revokeSession(rowId);
  }
};

export const generatePdfForUrl = async (options: {
  session: TSession;
  url: string;
  fileName?: string;
  requestUrl: string;
}): Promise<{ pdf: Uint8Array; fileName: string }> => {
  const path = sitePagePath(options.url, options.requestUrl);
  assertMayOpenPage(options.session, path);
  // A member (or an API client) waits for this reply.
  const pdf = await renderPageAsMember(options.session.memberId, path, { kind: "interactive" }, async (session) =>
    assertMayOpenPage(session, path),
  );
  return { pdf, fileName: pdfFileName(options.fileName) };
};

/** The PDF as a download. */
export const pdfResponse = (pdf: Uint8Array, fileName: string) =>
  new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.byteLength),
    },
  });
