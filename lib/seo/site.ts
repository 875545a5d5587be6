// The public site's identity for search engines and link previews: its absolute address
// (canonical URLs, sitemap, Open Graph), its name and the local share image.
import { getEnv } from "@/lib/env";

export const SITE_NAME = "Federation Foundation";
export const SITE_DESCRIPTION =
  "The charitable foundation of the national federation of service-club tables and circles: project grants, a gallery of finished projects, news, FCRA donations and life-member friends.";

/** The local share image (public/og/foundation.png, 1200x630). */
export const OG_IMAGE = {
  url: "/og/foundation.png",
  width: 1200,
  height: 630,
  alt: "Federation Foundation: service that changes lives",
} as const;

const FALLBACK_URL = "http://localhost:3000";

/** The site's origin: NEXTAUTH_URL (the deployment's public address) or localhost in development. */
export const siteUrl = (): URL => {
  const configured = getEnv().NEXTAUTH_URL;
  try {
    return new URL(configured ?? FALLBACK_URL);
  } catch {
    return new URL(FALLBACK_URL);
  }
};

/** "/blog/blogs" -> "https://example.org/blog/blogs". */
export const absoluteUrl = (path: string): string => new URL(path, siteUrl()).toString();

/**
 * The origin of this site for a request: NEXTAUTH_URL when set (a Host header is not to be trusted
 * in production), else the request's URL. That is not the address the visitor typed: Next builds
 * it from the server's bind host and port (server.ts -H, http://0.0.0.0:3000 by default), so it
 * serves only where no link leaves the machine - the embedded default without SMTP_URL (mail stays
 * in the outbox) and the tests. The server refuses to start with SMTP_URL and no NEXTAUTH_URL
 * (lib/mail/mail-config.ts).
 */
export const siteOrigin = (requestUrl: string) => new URL(getEnv().NEXTAUTH_URL ?? requestUrl).origin;
