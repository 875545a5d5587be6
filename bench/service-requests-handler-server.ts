// The helpdesk's route handlers behind a bare Node HTTP server, without Next.js: lets
// bench/service-requests.ts run (and shows the handlers' own cost) where no production build is
// at hand. Not a way to serve the app. Usage:
//   PGLITE_DIR=... npx tsx bench/service-requests-handler-server.ts <port>
import http from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

type THandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const ROUTES: [RegExp, () => Promise<Record<string, unknown>>, string[]][] = [
  [/^\/api\/auth\/login$/, () => import("../app/api/auth/login/route"), []],
  [/^\/api\/servicerequest\/createservicerequest$/, () => import("../app/api/servicerequest/createservicerequest/route"), []],
  [/^\/api\/servicerequest\/createnewserviceaction$/, () => import("../app/api/servicerequest/createnewserviceaction/route"), []],
  [
    /^\/api\/servicerequest\/createservicerequestremark$/,
    () => import("../app/api/servicerequest/createservicerequestremark/route"),
    [],
  ],
  [/^\/api\/servicerequest\/getservicerequests$/, () => import("../app/api/servicerequest/getservicerequests/route"), []],
  [/^\/api\/servicerequest\/getallservicerequests$/, () => import("../app/api/servicerequest/getallservicerequests/route"), []],
  [
    /^\/api\/servicerequest\/getservicerequestsforadmin$/,
    () => import("../app/api/servicerequest/getservicerequestsforadmin/route"),
    [],
  ],
  [/^\/api\/servicerequest\/getservicecategory$/, () => import("../app/api/servicerequest/getservicecategory/route"), []],
  [
    /^\/api\/servicerequest\/getservicecategoryforadmin$/,
    () => import("../app/api/servicerequest/getservicecategoryforadmin/route"),
    [],
  ],
  [
    /^\/api\/servicerequest\/getservicerequestbycategoryid\/([^/]+)$/,
    () => import("../app/api/servicerequest/getservicerequestbycategoryid/[categoryId]/route"),
    ["categoryId"],
  ],
  [
    /^\/api\/servicerequest\/getservicerequest\/([^/]+)$/,
    () => import("../app/api/servicerequest/getservicerequest/[idOrTicket]/route"),
    ["idOrTicket"],
  ],
  [/^\/api\/storage\/([^/]+)\/([^/]+)$/, () => import("../app/api/storage/[folder]/[name]/route"), ["folder", "name"]],
];

const port = Number(process.argv[2] ?? 3302);

// Each route's module, imported once (as a server loads its routes): a dynamic import per request
// goes through tsx's loader thread every time, and the bench would time that instead of the handler.
const modules = new Map<RegExp, Promise<Record<string, unknown>>>();
const routeModule = ([pattern, load]: (typeof ROUTES)[number]) => {
  if (!modules.has(pattern)) modules.set(pattern, load());
  return modules.get(pattern)!;
};

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    if (url.pathname === "/login") {
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      return;
    }
    const route = ROUTES.find(([pattern]) => pattern.test(url.pathname));
    const handler = route ? ((await routeModule(route))[req.method ?? "GET"] as THandler | undefined) : undefined;
    if (!route || !handler) {
      res.writeHead(404).end();
      return;
    }
    const values = route[0].exec(url.pathname)!.slice(1).map(decodeURIComponent);
    const params = Object.fromEntries(route[2].map((name, index) => [name, values[index]!]));
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(url, {
      method: req.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(req) as unknown as ReadableStream, duplex: "half" } : {}),
    } as RequestInit);
    const response = await handler(request, { params: Promise.resolve(params) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body as unknown as WebReadableStream).pipe(res);
    else res.end();
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
});

server.listen(port, "127.0.0.1", () => console.log(`helpdesk handlers on http://127.0.0.1:${port}`));

// Exit (rather than die) on the bench's SIGTERM, so that --cpu-prof and the like write their files.
process.on("SIGTERM", () => server.close(() => process.exit(0)));
