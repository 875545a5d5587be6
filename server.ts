// The portal's server: Next.js behind a thin Node HTTP server that does, for every request, what
// `next start` cannot do safely (lib/http/front-door.ts): decide the client's address from the
// socket or TRUSTED_PROXY_HOPS proxies (Next keeps any X-Forwarded-For a client sends), and set the
// security headers on every reply. It also answers a public address (/, /blog/blogs?page=2) from
// the cached route that renders it (lib/http/public-rewrites.ts).
// Usage: tsx server.ts [--dev] [-p port] [-H hostname]   (npm start, npm run dev, scripts/e2e-server.sh)
import "./lib/load-env"; // first: .env into process.env before anything reads it
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { prepareSecrets } from "./lib/auth/secrets";
import { getEnv } from "./lib/env";
import { createCompressedPages } from "./lib/http/compressed-pages";
import { createFrontDoor } from "./lib/http/front-door";
import { createGracefulStop } from "./lib/http/graceful-stop";
import { routeOfAddress } from "./lib/http/public-rewrites";
import { withRemovedBlogImages } from "./lib/http/removed-blog-images";
import { bindHost } from "./lib/http/bind-host";
import { createStaticFiles } from "./lib/http/static-files";
import { assertMailConfig } from "./lib/mail/mail-config";
import { assertPaymentConfig } from "./lib/payments/config";
import { assertPdfConfig } from "./lib/pdf/pdf-config";

const argValue = (names: string[]) => {
  const index = process.argv.findIndex((arg) => names.includes(arg));
  return index >= 0 ? process.argv[index + 1] : undefined;
};

/** Binds the port; a taken one is a plain refusal, not an uncaught "error" event with a stack. */
const listen = (server: Server, port: number, hostname: string) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`Port ${port} is in use: set PORT to another.`) : error),
    );
    server.listen(port, hostname, resolve);
  });

const main = async () => {
  const dev = process.argv.includes("--dev");
  const port = Number(argValue(["-p", "--port"]) ?? process.env.PORT ?? 3000);
  const hostname = bindHost(argValue(["-H", "--hostname"]));
  process.env.PORT = String(port);
  // As `next start` / `next dev` do; set before Next is loaded.
  (process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
  // Refuses to start on missing or public secrets with DATABASE_URL; makes the embedded ones.
  for (const note of prepareSecrets().notes) console.log(note);
  // PAYMENT_GATEWAY=ccavenue without its keys: refuse to start rather than fail the first payer.
  assertPaymentConfig();
  // SMTP_URL without NEXTAUTH_URL: mail would carry links to this server's bind address.
  assertMailConfig();
  // An https site printing through a plain-http PDF_RENDER_ORIGIN elsewhere: no session would reach it.
  assertPdfConfig();
  const env = getEnv();
  if (!existsSync(env.CHROMIUM_PATH))
    console.log(
      `PDFs: no Chromium at ${env.CHROMIUM_PATH}; "Download PDF" answers 503 until one is installed (bash scripts/ensure-chromium.sh).`,
    );
  const frontDoor = createFrontDoor({
    hops: env.TRUSTED_PROXY_HOPS,
    siteIsHttps: (env.NEXTAUTH_URL ?? "").startsWith("https://"),
    dev,
  });

  // The port first: a taken one stops the start here, before Next and the job worker it starts
  // (instrumentation.ts) have claimed any job. Requests that come before Next is ready wait for it.
  let serve: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  let nextReady = () => {};
  const ready = new Promise<void>((resolve) => (nextReady = resolve));
  const server = createServer((req, res) => {
    if (serve) serve(req, res);
    else void ready.then(() => serve!(req, res));
  });
  // Node's 5 s would close idle connections under a proxy (or a client) that is about to reuse
  // them: its request then meets a reset (a 502 at a load balancer). Headers may take as long.
  server.keepAliveTimeout = env.KEEP_ALIVE_SECONDS * 1000;
  server.headersTimeout = server.keepAliveTimeout + 1000;
  await listen(server, port, hostname);

  // A deploy or restart: the server, the job worker, Chromium and the database stop in turn, then
  // the process exits (lib/http/graceful-stop.ts).
  const stop = createGracefulStop({ server });
  // `on`, not `once`: signal-exit (in proper-lockfile and others) sends the signal again when it
  // finds no other listener, and that second signal killed the process before the jobs were back.
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());

  const { default: next } = await import("next");
  const app = next({ dev, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // The build's chunks from their precompressed copies; `next dev` keeps serving its own.
  const staticFiles = dev ? null : createStaticFiles(process.env.NEXT_DIST_DIR || ".next");
  // Replies are compressed here, not by Next (compress: false): shared pages once per version.
  const compressedPages = createCompressedPages();
  // An optimizer address of a removed blog image is answered 404 before Next's image cache.
  const toNext = withRemovedBlogImages((req: IncomingMessage, res: ServerResponse) => {
    // A public address (/, /blog/blogs?page=2, ...) to the cached route that renders it.
    const route = req.url ? routeOfAddress(req.url) : null;
    if (route) req.url = route;
    void handle(req, res);
  });
  serve = (req, res) => {
    if (frontDoor(req, res)) return;
    const compressed = () => compressedPages(req, res, toNext);
    if (staticFiles) staticFiles(req, res, compressed);
    else compressed();
  };
  nextReady();
  console.log(`Portal ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}${dev ? " (dev)" : ""}`);
};

main().catch((error) => {
  console.error("The portal could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
