// The security headers of every reply (set by server.ts before Next answers, so they are on pages,
// API replies, static files and error screens alike). What the Content-Security-Policy allows and
// why is written in docs/decisions.md ("Security headers").
const VIDEO_PLAYERS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

export const contentSecurityPolicy = ({ https, dev }: { https: boolean; dev: boolean }) =>
  [
    "default-src 'self'",
    // App Router pages carry inline bootstrap scripts whose content differs per page; cached
    // (ISR) pages cannot carry a per-request nonce. Dev mode also evaluates code.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    `frame-src ${VIDEO_PLAYERS.join(" ")}`,
    "media-src 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");

export const securityHeaders = ({ https, dev }: { https: boolean; dev: boolean }): Record<string, string> => ({
  "Content-Security-Policy": contentSecurityPolicy({ https, dev }),
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
});
