// Issue 12: every /api/projects call that SPEC.md section 7 lists has a route (no 404), with the
// method the spec gives, and refuses anonymous callers, except the public ones: the gallery and a
// table's own projects (public pages of SPEC.md section 1). The list is read from SPEC.md itself.
import fs from "node:fs";
import path from "node:path";
import { API_RULES } from "@/lib/auth/route-roles";
import { setupTestDb } from "../helpers/test-db";

setupTestDb();
const SPEC = path.join(__dirname, "..", "..", "..", "shared", "SPEC.md");
const APP_DIR = path.join(__dirname, "..", "..", "app");
const PUBLIC = [
  "getallgallerysummery",
  "getprojectapplicationsforgallery",
  "gettableprojects",
  "getalltableprojects",
  "searchtableprojects",
];

type TCall = { method: "GET" | "POST" | "DELETE"; name: string };

/** The calls of the spec's "Projects (/api/projects; …)" paragraph: `GET a, b/{id}. DELETE c. POST: d (fields), e and f, …`. */
const specCalls = (): TCall[] => {
  const line = fs
    .readFileSync(SPEC, "utf8")
    .split("\n")
    .find((text) => text.startsWith("Projects (/api/projects"));
  if (!line) throw new Error("SPEC.md has no Projects paragraph");
  const body = line.slice(line.indexOf(":") + 1).split("What the server returns")[0]!;
  const calls: TCall[] = [];
  for (const part of body.split(/\.\s+(?=GET|DELETE|POST)/)) {
    const match = /^\s*(GET|DELETE|POST):?\s+([\s\S]*?)\.?\s*$/.exec(part);
    if (!match) continue;
    const names = match[2]!
      .replace(/\([^)]*\)/g, "")
      .split(/,|\band\b/)
      .map((text) => text.trim().split("/")[0]!.trim())
      .filter(Boolean);
    for (const name of names) calls.push({ method: match[1] as TCall["method"], name });
  }
  return calls;
};

const calls = specCalls();

test("the spec's paragraph is read whole", () => {
  expect(calls.length).toBeGreaterThan(80);
  expect(calls).toContainEqual({ method: "GET", name: "getdataanalysysbyyear" });
  expect(calls).toContainEqual({ method: "POST", name: "getreportfordate" });
  expect(calls).toContainEqual({ method: "POST", name: "emailareachairmanotp" });
});

describe.each(calls)("$method /api/projects/$name", ({ method, name }) => {
  const rule = API_RULES.find((entry) => entry.method === method && entry.pattern.split("/")[3] === name);

  test("is in the route-role table and has its route", () => {
    expect(rule).toBeDefined();
    const file = path.join(APP_DIR, ...rule!.pattern.split("/").filter(Boolean), "route.ts");
    expect(fs.existsSync(file)).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(typeof (require(file) as Record<string, unknown>)[method]).toBe("function");
  });

  test(PUBLIC.includes(name) ? "is open to visitors" : "refuses anonymous callers (401)", async () => {
    expect(rule!.access === "public").toBe(PUBLIC.includes(name));
    if (rule!.access === "public") return;
    const file = path.join(APP_DIR, ...rule!.pattern.split("/").filter(Boolean), "route.ts");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const handler = (require(file) as Record<string, (req: Request, ctx: unknown) => Promise<Response>>)[method]!;
    const url = `http://localhost${rule!.pattern.replace(/\[(\.\.\.)?\w+\]/g, "1")}`;
    const params = Object.fromEntries([...rule!.pattern.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => [m[1]!, "1"]));
    const res = await handler(
      new Request(url, {
        method,
        headers: method === "GET" ? {} : { "content-type": "application/json", origin: "http://localhost" },
        body: method === "GET" ? undefined : "{}",
      }),
      { params: Promise.resolve(params) },
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });
});
