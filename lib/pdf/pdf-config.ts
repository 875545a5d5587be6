// Checked before the server starts (scripts/prepare-db.ts, server.ts). On an https site the
// session cookie is a `__Secure-` one, which Chromium only keeps marked secure and only sends to a
// secure origin: https, or the machine itself (loopback counts as secure). A PDF_RENDER_ORIGIN of
// plain http elsewhere would get no session, and every member's PDF would print the log-in screen.
import { MissingSecretError } from "../auth/secrets";
import { getEnv } from "../env";

/** Whether Chromium treats `origin` as secure: https, or a loopback host over http. */
export const isSecureOrigin = (origin: string): boolean => {
  const url = new URL(origin);
  if (url.protocol === "https:") return true;
  const host = url.hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
};

export const assertPdfConfig = (): void => {
  const env = getEnv();
  if (!(env.NEXTAUTH_URL ?? "").startsWith("https://") || !env.PDF_RENDER_ORIGIN) return;
  if (!isSecureOrigin(env.PDF_RENDER_ORIGIN))
    throw new MissingSecretError(
      `PDF_RENDER_ORIGIN is ${env.PDF_RENDER_ORIGIN}, plain http to another machine, while NEXTAUTH_URL is https: ` +
        "Chromium would not send the secure session cookie there and members' PDFs would fail. " +
        'Set PDF_RENDER_ORIGIN to an https address or to the instance itself (http://127.0.0.1:PORT), or leave it unset (see .env.example, "PDFs").',
    );
};
