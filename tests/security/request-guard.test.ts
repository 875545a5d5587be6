// Issue 9: what the route wrapper decides for every API route: the client address it trusts and
// the log-in throttle on it (1), NUL and control characters (2), requests from other origins and
// JSON sent as text/plain (6), Cache-Control on personal replies (9), JSON errors for paths no
// route serves (11).
import { GET as unknownAuthGet, POST as unknownAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as createUserPost } from "@/app/api/auth/createuser/route";
import { POST as disableLockPost } from "@/app/api/auth/disablelock/route";
import { GET as getAllUserGet } from "@/app/api/auth/getalluser/route";
import { POST as loginPost } from "@/app/api/auth/login/route";
import { GET as logoutGet } from "@/app/api/auth/logout/route";
import { GET as userGet } from "@/app/api/auth/user/route";
import { GET as unknownApiGet, POST as unknownApiPost } from "@/app/api/[...path]/route";
import { GET as allLmfGet } from "@/app/api/lmf/getalllmf/route";
import { GET as allFcraGet } from "@/app/api/fcradonations/getallfcradonations/route";
import { GET as mineGet } from "@/app/api/servicerequest/getservicerequests/route";
import { GET as oneGet } from "@/app/api/servicerequest/getservicerequest/[idOrTicket]/route";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "@/lib/http/client-address";
import { ADDRESS_LIMIT } from "@/lib/auth/login-throttle";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, getRequest, jsonRequest, logInAs, send, type TAuth } from "../auth/helpers";

const db = setupTestDb({ demo: true });
const BASE = "http://localhost";

let admin: TAuth;
let member: TAuth;

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  admin = await logInAs("admin");
  member = await logInAs("member");
});

const loginFrom = (address: string, username: string, password: string, extra: Record<string, string> = {}) =>
  send(
    loginPost,
    new Request(`${BASE}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address, ...extra },
      body: JSON.stringify({ username, password }),
    }),
  );

const withHeaders = (auth: TAuth, headers: Record<string, string>) => ({
  ...headers,
  ...(auth.cookie ? { cookie: auth.cookie } : {}),
});

const count = async (table: "member" | "authSession") =>
  table === "member" ? db().prisma.member.count() : db().prisma.authSession.count();

describe("1. the client address and the log-in throttle", () => {
  it("takes the socket's peer, or the entry left of the trusted proxy hops, never a client's own X-Forwarded-For", () => {
    expect(resolveClientAddress("::ffff:203.0.113.9", "1.1.1.1", 0)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 198.51.100.7, 10.0.0.1", 2)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "not-an-address", 1)).toBeNull();
  });

  it("five bad passwords from one address block that address for the account, not the member at their own", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await loginFrom("203.0.113.66", "admin", `wrong-${attempt}`)).body).toBe(0);
    expect((await loginFrom("203.0.113.66", "admin", DEMO_PASSWORD)).status).toBe(429);
    // Any X-Forwarded-For the attacker adds changes nothing: the wrapper reads only the server's header.
    expect((await loginFrom("203.0.113.66", "admin", DEMO_PASSWORD, { "x-forwarded-for": "192.0.2.1" })).status).toBe(429);
    const own = await loginFrom("198.51.100.20", "admin", DEMO_PASSWORD);
    expect(own.status).toBe(200);
    expect(own.body).toBe(1);
  });

  it("counts an IPv6 address's failures against its /64: a new address in the network is no new allowance", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await loginFrom(`2001:db8:66::${attempt}`, "member2", `wrong-${attempt}`)).body).toBe(0);
    expect((await loginFrom("2001:db8:66:0:ffff::1", "member2", DEMO_PASSWORD)).status).toBe(429);
    expect((await loginFrom("2001:db8:67::1", "member2", DEMO_PASSWORD)).body).toBe(1);
  });

  it("counts failures per address across accounts, whatever X-Forwarded-For says", async () => {
    for (let index = 0; index < ADDRESS_LIMIT.limit; index += 1) {
      const reply = await loginFrom("203.0.113.77", `nobody-${index}`, "wrong", { "x-forwarded-for": `10.9.${index}.1` });
      expect(reply.status).toBe(200);
    }
    const blocked = await loginFrom("203.0.113.77", "member2", DEMO_PASSWORD, { "x-forwarded-for": "10.10.10.10" });
    expect(blocked.status).toBe(429);
    expect((await loginFrom("198.51.100.21", "member2", DEMO_PASSWORD)).body).toBe(1);
  });
});

describe("2. NUL and control characters", () => {
  it("answers 400 naming the field, for a JSON body, a form, a query and a path parameter", async () => {
    const login = await send(loginPost, jsonRequest("/api/auth/login", { username: "adm\u0000in", password: "x" }));
    expect(login.status).toBe(400);
    expect(fieldsOf(login)).toEqual(["username"]);
    const form = await send(
      loginPost,
      new Request(`${BASE}/api/auth/login`, {
        method: "POST",
        body: new URLSearchParams({ username: "admin", password: "a\u0007b" }),
      }),
    );
    expect(form.status).toBe(400);
    expect(fieldsOf(form)).toEqual(["password"]);
    const search = await send(mineGet, getRequest("/api/servicerequest/getservicerequests?limit=10&q=%00", member));
    expect(search.status).toBe(400);
    expect(fieldsOf(search)).toEqual(["query.q"]);
    const param = await send(
      (req) => oneGet(req, { params: Promise.resolve({ idOrTicket: "SR\u0000" }) }),
      getRequest("/api/servicerequest/getservicerequest/SR%00", member),
    );
    expect(param.status).toBe(400);
    expect(fieldsOf(param)).toEqual(["params.idOrTicket"]);
    const nested = await send(
      createUserPost,
      new Request(`${BASE}/api/auth/createuser`, {
        method: "POST",
        headers: withHeaders(admin, { "content-type": "application/json" }),
        body: JSON.stringify({ userName: "fresh", fullName: "A\u0000B", extra: { deep: ["ok", "\u001b[31m"] } }),
      }),
    );
    expect(nested.status).toBe(400);
    expect(fieldsOf(nested).sort()).toEqual(["extra.deep.1", "fullName"]);
  });
});

describe("6. requests from other origins", () => {
  const disable = (
    headers: Record<string, string>,
    body = JSON.stringify({ username: "member", isapproved: true, islocked: true }),
  ) =>
    send(
      disableLockPost,
      new Request(`${BASE}/api/auth/disablelock`, {
        method: "POST",
        headers: withHeaders(admin, { "content-type": "application/json", ...headers }),
        body,
      }),
    );

  it("refuses a state change whose Origin or Sec-Fetch-Site is not the site's own, and changes nothing", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "http://localhost:4000" },
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const reply = await disable(headers);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(expect.objectContaining({ code: "FORBIDDEN" }));
    }
    const row = await db().prisma.member.findUniqueOrThrow({ where: { userName: "member" }, select: { isLocked: true } });
    expect(row.isLocked).toBe(false);
    expect(
      (
        await disable(
          { origin: "http://localhost", "sec-fetch-site": "same-origin" },
          JSON.stringify({ username: "member2", isapproved: true, islocked: false }),
        )
      ).status,
    ).toBe(200);
  });

  it("reads JSON only from application/json or the json form field (text/plain is what a cross-site form sends)", async () => {
    const members = await count("member");
    const reply = await send(
      createUserPost,
      new Request(`${BASE}/api/auth/createuser`, {
        method: "POST",
        headers: withHeaders(admin, { "content-type": "text/plain" }),
        body: JSON.stringify({ userName: "viaplain", password: DEMO_PASSWORD, fullName: "Via Plain" }),
      }),
    );
    expect(reply.status).toBe(415);
    expect(await count("member")).toBe(members);
  });

  it("refuses a cross-site log-in form, and a cross-site GET log-out", async () => {
    const sessions = await count("authSession");
    const login = await send(
      loginPost,
      new Request(`${BASE}/api/auth/login`, {
        method: "POST",
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        body: new URLSearchParams({ username: "member", password: DEMO_PASSWORD }),
      }),
    );
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie")).toBeNull();
    expect(await count("authSession")).toBe(sessions);

    const victim = await logInAs("member2");
    const logout = await send(
      logoutGet,
      new Request(`${BASE}/api/auth/logout`, { headers: withHeaders(victim, { "sec-fetch-site": "cross-site" }) }),
    );
    expect(logout.status).toBe(403);
    expect((await send(userGet, getRequest("/api/auth/user", victim))).status).toBe(200);
    const own = await send(
      logoutGet,
      new Request(`${BASE}/api/auth/logout`, { headers: withHeaders(victim, { "sec-fetch-site": "same-origin" }) }),
    );
    expect(own.status).toBe(200);
    expect((await send(userGet, getRequest("/api/auth/user", victim))).status).toBe(401);
  });
});

describe("9. personal data is never cacheable", () => {
  it("sends private, no-store on personal replies and on errors", async () => {
    const prisma = db().prisma;
    const requester = await prisma.member.findUniqueOrThrow({ where: { userName: "member" }, select: { id: true } });
    const request = await prisma.serviceRequest.findFirstOrThrow({ where: { requesterId: requester.id }, select: { id: true } });
    const replies = [
      await send(userGet, getRequest("/api/auth/user", member)),
      await send(getAllUserGet, getRequest("/api/auth/getalluser", admin)),
      await send(allLmfGet, getRequest("/api/lmf/getalllmf", admin)),
      await send(allFcraGet, getRequest("/api/fcradonations/getallfcradonations", admin)),
      await send(userGet, getRequest("/api/auth/user")),
      await send(
        (req) => oneGet(req, { params: Promise.resolve({ idOrTicket: String(request.id) }) }),
        getRequest(`/api/servicerequest/getservicerequest/${request.id}`, member),
      ),
    ];
    for (const reply of replies) expect(reply.headers.get("cache-control")).toBe("private, no-store");
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 401, 200]);
  });
});

describe("11. errors are JSON, always", () => {
  it("answers a path no route serves with the JSON 404, by any method, also under /api/auth/", async () => {
    for (const reply of [
      await send((req) => unknownApiGet(req), getRequest("/api/nothing/here")),
      await send((req) => unknownApiPost(req), new Request(`${BASE}/api/nothing`, { method: "POST", body: new FormData() })),
      await send(
        (req) => unknownAuthGet(req, { params: Promise.resolve({ nextauth: ["nothing"] }) }),
        getRequest("/api/auth/nothing"),
      ),
      await send(
        (req) => unknownAuthPost(req, { params: Promise.resolve({ nextauth: ["nothing", "else"] }) }),
        new Request(`${BASE}/api/auth/nothing/else`, { method: "POST" }),
      ),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
      expect(reply.body).toEqual({ message: "No such API route", code: "NOT_FOUND" });
    }
    const wrongMethod = await send((req) => unknownApiPost(req), new Request(`${BASE}/api/auth/getalluser`, { method: "POST" }));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET, HEAD");
  });
});
