// Issue 9, the standing hostile-input test: every API route of the route-role table (so a new route
// is covered without editing this file) gets bad bodies, NUL and control characters, an over-size
// upload, ids past the database's integer range and cross-origin requests, as a member holding
// every role, and an undecodable session cookie. No reply may be a 5xx or anything but the JSON
// error shape, and nothing may be written: every table's rows and every stored file stay as they
// were.
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Prisma } from "@/lib/db/generated/client";
import { API_RULES, type TApiRule } from "@/lib/auth/route-roles";
import { ROLES } from "@/lib/auth/roles";
import { changesState } from "@/lib/http/same-origin";
import { createMemberSessionRow, encodeSessionToken, sessionCookieName } from "@/lib/auth/session";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { setupTestDb } from "../helpers/test-db";
import { overrideEnv } from "../helpers/env";

const db = setupTestDb({ demo: true });
const BASE = "http://localhost";
const APP_DIR = path.join(__dirname, "..", "..", "app");
/** Counters that a refused request may move on purpose (throttles and per-address limits). */
const COUNTER_TABLES = new Set(["_prisma_migrations", "RateLimit"]);

type THandler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
/**
 * `mayPass`: input a route may accept as it is (ids it ignores): it must only not fail or write.
 * `status`: the one answer the case must get. `legacyShape`: a refusal may come in a legacy
 * contract's own JSON (logedinroles answers a missing session `{status, role}`).
 */
type TCase = {
  name: string;
  req: () => Request;
  params?: Record<string, string>;
  mayPass?: boolean;
  status?: number;
  legacyShape?: true;
};

let cookie = "";
let uploadRoot = "";
let restoreEnv = () => {};

beforeAll(async () => {
  uploadRoot = await fsp.mkdtemp(path.join(os.tmpdir(), "hostile-"));
  restoreEnv = overrideEnv({ UPLOAD_DIR: uploadRoot, STORAGE_DRIVER: "local", UPLOAD_MAX_FILE_MB: "1", NEXTAUTH_URL: undefined });
  const member = await seedMember(db().prisma, {
    userName: "every-role",
    password: "Hostile@12345",
    fullName: "Every Role",
    roles: [...ROLES],
    tableNo: 1,
  });
  const session = await createMemberSessionRow(member.id);
  cookie = `${sessionCookieName()}=${await encodeSessionToken({ sid: session.id, sub: String(member.id), roles: [...ROLES] })}`;
});

afterAll(async () => {
  restoreEnv();
  await fsp.rm(uploadRoot, { recursive: true, force: true });
});

/** `SELECT (SELECT count(*) FROM "A") AS "A", ...` over every table: one round trip, not one per table. */
let countEveryTable: Prisma.Sql | undefined;
const countQuery = async () => {
  if (countEveryTable) return countEveryTable;
  const tables = await db().prisma.$queryRaw<
    { name: string }[]
  >`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
  const counts = tables
    .filter(({ name }) => !COUNTER_TABLES.has(name))
    .map(({ name }) => `(SELECT count(*) FROM "${name}")::int AS "${name}"`);
  return (countEveryTable = Prisma.raw(`SELECT ${counts.join(", ")}`));
};

/** Row counts of every table, and every stored file. */
const fingerprint = async () => {
  const [counts] = await db().prisma.$queryRaw<Record<string, number>[]>(await countQuery());
  const files = (await fsp.readdir(uploadRoot, { recursive: true }).catch(() => [] as string[])).map(String).sort();
  return { counts, files };
};

const handlerFor = (rule: TApiRule): THandler => {
  // /api/servicerequest/getservicerequest/[idOrTicket] -> app/api/servicerequest/getservicerequest/[idOrTicket]/route.ts
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- route files found from the table at run time
  const routeModule = require(path.join(APP_DIR, ...rule.pattern.split("/").filter(Boolean), "route.ts")) as Record<
    string,
    THandler
  >;
  const handler = routeModule[rule.method];
  if (!handler) throw new Error(`${rule.method} ${rule.pattern}: the route file does not export ${rule.method}`);
  return handler;
};

const paramNames = (pattern: string) => [...pattern.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((match) => match[1]!);

const urlFor = (pattern: string, params: Record<string, string>, query = "") =>
  `${BASE}${pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name]!))}${query}`;

const NUL_FIELDS = [
  "username",
  "userName",
  "password",
  "email",
  "fullName",
  "title",
  "name",
  "serviceRequestTitle",
  "serviceRemark",
  "serviceCategoryName",
  "remarks",
  "q",
  "key",
  "donorName",
];
const nulObject = () => Object.fromEntries(NUL_FIELDS.map((field) => [field, `x\u0000y`]));
/** Id and number fields of the legacy bodies, each past Postgres's integer range. */
const HUGE = 99_999_999_999;
const HUGE_FIELDS = [
  "id",
  "memberId",
  "memberid",
  "serviceRequestId",
  "serviceCategoryId",
  "srCatId",
  "srmemId",
  "tpaId",
  "tpasId",
  "stageElementId",
  "stageelementid",
  "projectcostid",
  "pavid",
  "sedid",
  "docid",
  "pid",
  "packId",
  "packStageId",
  "applicationId",
  "stageId",
  "tableNo",
  "circleNo",
  "areaNo",
  "year",
  "page",
];
const hugeObject = () => Object.fromEntries(HUGE_FIELDS.map((field) => [field, HUGE]));
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const casesFor = (rule: TApiRule): TCase[] => {
  const names = paramNames(rule.pattern);
  const plain = Object.fromEntries(names.map((name) => [name, "1"]));
  const withNul = Object.fromEntries(names.map((name) => [name, "1\u0000"]));
  const huge = Object.fromEntries(names.map((name) => [name, String(HUGE)]));
  const auth = { cookie };
  const get =
    (params: Record<string, string>, query: string, headers: Record<string, string> = {}) =>
    () =>
      new Request(urlFor(rule.pattern, params, query), { method: rule.method, headers: { ...auth, ...headers } });
  const post =
    (body: BodyInit | null, headers: Record<string, string> = {}, params = plain) =>
    () =>
      new Request(urlFor(rule.pattern, params), { method: rule.method, headers: { ...auth, ...headers }, body });
  const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
  // Not a session at all: a public route may answer it, any other must ask for a log-in.
  const undecodableCookie: TCase = {
    name: "a session cookie that is not percent-encoding",
    legacyShape: true,
    req: () =>
      new Request(urlFor(rule.pattern, plain), {
        method: rule.method,
        headers: { cookie: `${sessionCookieName()}=%E0%A4`, "content-type": "application/json" },
        body: rule.method === "GET" ? null : "{}",
      }),
    params: plain,
    ...(rule.access === "public" ? { mayPass: true } : { status: 401 }),
  };

  if (rule.method === "GET") {
    const cases: TCase[] = [
      undecodableCookie,
      {
        name: "NUL and control characters in the query",
        req: get(plain, "?q=%00&page=%07&limit=1%00&year=%1B&cursor=%C2%85"),
        params: plain,
      },
    ];
    if (names.length) {
      cases.push({ name: "NUL in the path parameters", req: get(withNul, ""), params: withNul });
      cases.push({ name: "path parameters past the integer range", req: get(huge, ""), params: huge, mayPass: true });
    }
    if (rule.changesState)
      cases.push({ name: "a cross-site GET that changes state", req: get(plain, "", crossSite), params: plain });
    return cases;
  }
  const form = (entries: [string, string | Blob, string?][]) => {
    const body = new FormData();
    for (const [key, value, file] of entries) {
      if (typeof value === "string") body.append(key, value);
      else body.append(key, value, file);
    }
    return body;
  };
  const bigFile = new Blob([new Uint8Array(Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]))], { type: "image/png" });
  const fileFields = ["files", "serviceActionFileNames", "file", "image", "images", "lmfFiles"];
  return [
    undecodableCookie,
    { name: "NUL in every common JSON field", req: post(JSON.stringify(nulObject()), { "content-type": "application/json" }) },
    {
      name: "control characters in a nested JSON field",
      req: post(JSON.stringify({ serviceActions: [{ serviceRemark: "\u001b[2J" }], paths: ["\u0008"] }), {
        "content-type": "application/json",
      }),
    },
    {
      name: "ids past the integer range",
      req: post(JSON.stringify(hugeObject()), { "content-type": "application/json" }, huge),
      params: huge,
      mayPass: true,
    },
    {
      name: "ids past the integer range in the json field of a multipart form",
      req: post(form([["json", JSON.stringify(hugeObject())]]), {}, huge),
      params: huge,
      mayPass: true,
    },
    {
      name: "JSON as text/plain",
      req: post(JSON.stringify({ username: "member", password: "x" }), { "content-type": "text/plain" }),
    },
    { name: "malformed JSON", req: post('{"username": "member", ', { "content-type": "application/json" }) },
    { name: "a JSON array", req: post("[1,2,3]", { "content-type": "application/json" }) },
    { name: "deeply nested JSON", req: post(`${"[".repeat(5000)}${"]".repeat(5000)}`, { "content-type": "application/json" }) },
    { name: "NUL in a urlencoded form", req: post(new URLSearchParams(nulObject())) },
    { name: "NUL in the json field of a multipart form", req: post(form([["json", JSON.stringify(nulObject())]])) },
    {
      name: "a malformed multipart body",
      req: post('--x\r\nContent-Disposition: form-data; name="json"\r\n\r\n{', {
        "content-type": "multipart/form-data; boundary=x",
      }),
    },
    {
      name: "an over-size upload in every file field",
      req: post(
        form([
          ["json", JSON.stringify(nulObject())],
          ...fileFields.map((field): [string, Blob, string] => [field, bigFile, "big.png"]),
        ]),
      ),
    },
    ...(names.length
      ? [
          {
            name: "NUL in the path parameters",
            req: post(JSON.stringify({}), { "content-type": "application/json" }, withNul),
            params: withNul,
          },
        ]
      : []),
    {
      name: "a cross-site request",
      req: post(JSON.stringify({ username: "member", password: "x" }), { "content-type": "application/json", ...crossSite }),
    },
    {
      name: "another port of the same host",
      req: post(new URLSearchParams({ username: "member" }), { origin: "http://localhost:4000" }),
    },
  ];
};

describe("every API route of the route-role table under hostile input", () => {
  it("has routes to try", () => {
    expect(API_RULES.length).toBeGreaterThan(40);
  });

  it.each(API_RULES.map((rule) => [`${rule.method} ${rule.pattern}`, rule] as const))(
    "%s: no 5xx, only JSON errors, nothing written",
    async (_, rule) => {
      const handler = handlerFor(rule);
      const before = await fingerprint();
      for (const testCase of casesFor(rule)) {
        const req = testCase.req();
        const res = await handler(req, { params: Promise.resolve(testCase.params ?? {}) });
        const text = await res.text();
        const what = `${rule.method} ${rule.pattern}: ${testCase.name} -> ${res.status} ${text.slice(0, 200)}`;
        expect({ what, serverError: res.status >= 500 }).toEqual({ what, serverError: false });
        if (testCase.status) expect({ what, status: res.status }).toEqual({ what, status: testCase.status });
        if (testCase.mayPass && res.status < 400) continue;
        expect({ what, refused: res.status >= 400 }).toEqual({ what, refused: true });
        expect({ what, type: res.headers.get("content-type")?.split(";")[0] }).toEqual({ what, type: "application/json" });
        if (testCase.legacyShape) continue;
        expect({ what, shape: Object.keys(JSON.parse(text) as object).slice(0, 2) }).toEqual({
          what,
          shape: ["message", "code"],
        });
        if (testCase.name.includes("cross-site") || testCase.name.includes("another port")) {
          if (changesState(rule.method, rule)) expect({ what, status: res.status }).toEqual({ what, status: 403 });
        }
      }
      expect(await fingerprint()).toEqual(before);
    },
  );
});
