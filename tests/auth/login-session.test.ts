// Log-in, throttling, the legacy role reply, log-out and bearer tokens, through the route handlers.
import { POST as changePasswordPost } from "@/app/api/auth/changepassword/route";
import { POST as generateTokenPost } from "@/app/api/auth/generatetoken/route";
import { GET as loginUserDetailsGet } from "@/app/api/auth/getloginuserdetails/route";
import { GET as logedInRolesGet } from "@/app/api/auth/logedinroles/route";
import { POST as loginPost } from "@/app/api/auth/login/route";
import { GET as logoutGet } from "@/app/api/auth/logout/route";
import { POST as signUpPost } from "@/app/api/auth/signup/route";
import { GET as userGet } from "@/app/api/auth/user/route";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { setupTestDb } from "../helpers/test-db";
import {
  cookieOf,
  fieldsOf,
  formRequest,
  getRequest,
  jsonRequest,
  logIn,
  logInAs,
  multipartRequest,
  send,
  type TAuth,
} from "./helpers";

const db = setupTestDb({ demo: true });

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  delete process.env.SMTP_URL;
  process.env.TOKEN_KEY = "test-token-key";
});

describe("POST /api/auth/login", () => {
  it("accepts a JSON body: replies 1 and sets the session cookie", async () => {
    const reply = await logIn("tex");
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(1);
    const cookie = reply.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^next-auth\.session-token=[^;]+; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=28800");
    expect(cookie).not.toContain("Secure");
    expect(await db().prisma.authSession.count({ where: { member: { userName: "tex" } } })).toBe(1);
  });

  it("accepts the legacy form with a `json` field (multipart and urlencoded), and any case of the user name", async () => {
    const json = JSON.stringify({ username: "TEXC", password: DEMO_PASSWORD });
    for (const req of [multipartRequest("/api/auth/login", { json }), formRequest("/api/auth/login", { json })]) {
      const reply = await send(loginPost, req);
      expect(reply.body).toBe(1);
      expect(cookieOf(reply)).toMatch(/^next-auth\.session-token=.+/);
    }
  });

  it("marks the cookie Secure under the __Secure- name when the site is served over https", async () => {
    process.env.NEXTAUTH_URL = "https://portal.example.org";
    try {
      const reply = await logIn("atex");
      const cookie = reply.headers.get("set-cookie")!;
      expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
      expect(cookie).toContain("; Secure");
    } finally {
      delete process.env.NEXTAUTH_URL;
    }
  });

  it("replies 0 without a cookie for a wrong password, an unknown user, a locked or an unapproved account", async () => {
    await db().prisma.member.update({ where: { userName: "acex" }, data: { isLocked: true } });
    const signUp = await send(
      signUpPost,
      jsonRequest("/api/auth/signup", {
        userName: "pending1",
        password: "Pending123",
        fullName: "Pat Pending",
        officeEmail: "pat@example.org",
        tableNo: 2,
      }),
    );
    expect(signUp.status).toBe(201);
    for (const [username, password] of [
      ["nex", "wrong-password-1"],
      ["nobody-here", DEMO_PASSWORD],
      ["acex", DEMO_PASSWORD],
      ["pending1", "Pending123"],
    ] as const) {
      const reply = await logIn(username, password);
      expect(reply.status).toBe(200);
      expect(reply.body).toBe(0);
      expect(reply.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers 400 naming the missing or empty field", async () => {
    const missing = await send(loginPost, jsonRequest("/api/auth/login", { username: "tex" }));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: "password: is required",
      code: "BAD_REQUEST",
      fields: [{ field: "password", message: "is required" }],
    });
    const empty = await send(loginPost, jsonRequest("/api/auth/login", { username: "  ", password: "x" }));
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual(["username"]);
    const noBody = await send(loginPost, new Request("http://localhost/api/auth/login", { method: "POST" }));
    expect(noBody.status).toBe(400);
    expect(fieldsOf(noBody).sort()).toEqual(["password", "username"]);
    const badJson = await send(loginPost, formRequest("/api/auth/login", { json: "{not json" }));
    expect(badJson.status).toBe(400);
    expect(fieldsOf(badJson)).toEqual(["json"]);
  });

  it("after 5 failures for a user, refuses the 6th attempt with 429 and Retry-After, even with the right password", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await logIn("texs", `wrong-${attempt}`)).body).toBe(0);
    const blocked = await logIn("texs", DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The account's block says who can lift it sooner (the secretariat's member list shows it).
    expect(blocked.body).toEqual(
      expect.objectContaining({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(
          /^Too many failed log-ins\. Try again in 1[45] minute\(s\)\. If you cannot wait, the secretariat can lift the block\.$/,
        ),
      }),
    );
    expect(blocked.headers.get("set-cookie")).toBeNull();
  });

  it("lets at most 5 of 40 parallel wrong guesses from one address be checked, the rest 429; then the right password is refused there too", async () => {
    const loginFrom = (address: string, password: string) =>
      send(
        loginPost,
        new Request("http://localhost/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address },
          body: JSON.stringify({ username: "secretary", password }),
        }),
      );
    const replies = await Promise.all(Array.from({ length: 40 }, (_, index) => loginFrom("203.0.113.50", `wrong-${index}`)));
    const checked = replies.filter((reply) => reply.status === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((reply) => reply.body === 0)).toBe(true);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(40 - checked.length);
    expect((await loginFrom("203.0.113.50", DEMO_PASSWORD)).status).toBe(429);
    // The guesses count against the guesser's address, not against the member elsewhere.
    expect((await loginFrom("198.51.100.50", DEMO_PASSWORD)).body).toBe(1);
    // A successful log-in gives its reserved count back: members of one office share an address.
    expect((await db().prisma.rateLimit.findUniqueOrThrow({ where: { key: "login-ip:198.51.100.50" } })).hits).toBe(0);
  });
});

describe("GET /api/auth/logedinroles", () => {
  it("replies the legacy role shape for a session", async () => {
    const tex = await logInAs("tex");
    const reply = await send(logedInRolesGet, getRequest("/api/auth/logedinroles", tex));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: "true",
      role: ["TEX"],
      tableno: 1,
      circleNo: null,
      area: 1,
      fullName: "Tarun Exec",
      loginUserName: "tex",
      isAdmin: false,
      loginstatus: "true",
    });
    const admin = await send(logedInRolesGet, getRequest("/api/auth/logedinroles", await logInAs("admin")));
    expect(admin.body).toEqual(
      expect.objectContaining({ role: ["Admin"], tableno: null, circleNo: null, area: null, isAdmin: true }),
    );
    const cex = await send(logedInRolesGet, getRequest("/api/auth/logedinroles", await logInAs("cex")));
    expect(cex.body).toEqual(expect.objectContaining({ role: ["CEX"], tableno: null, circleNo: 1, area: 1 }));
  });

  it('answers 401 {"status":"false","role":[]} without a session or with a forged cookie', async () => {
    for (const auth of [undefined, { cookie: "next-auth.session-token=forged" }, { bearer: "forged" }] as (TAuth | undefined)[]) {
      const reply = await send(logedInRolesGet, getRequest("/api/auth/logedinroles", auth));
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ status: "false", role: [] });
    }
  });
});

describe("GET /api/auth/getloginuserdetails and /api/auth/user", () => {
  it("reply the caller's details and profile", async () => {
    const tex = await logInAs("tex");
    const details = await send(loginUserDetailsGet, getRequest("/api/auth/getloginuserdetails", tex));
    const texId = (await db().prisma.member.findUniqueOrThrow({ where: { userName: "tex" } })).id;
    expect(details.body).toEqual({
      memberId: texId,
      userName: "tex",
      title: "Mr.",
      fullName: "Tarun Exec",
      tableNo: 1,
      circleNo: null,
      area: 1,
      roles: ["TEX"],
      officeEmail: "tex@example.org",
      phoneNumber: "+91 98400 00000",
      isAdmin: false,
    });
    await db().prisma.member.update({
      where: { id: texId },
      data: { panCard: "ABCDE1234F", panCardFileName: "pan-1.pdf,pan-2.pdf" },
    });
    const profile = await send(userGet, getRequest("/api/auth/user", tex));
    expect(profile.body).toEqual({
      userName: "tex",
      title: "Mr.",
      fullName: "Tarun Exec",
      phoneNumber: "+91 98400 00000",
      email: "tex@example.org",
      tableNo: 1,
      circleNo: null,
      panCard: "ABCDE1234F",
      form12AA: null,
      trustDeed: null,
      eightyG: null,
      panCardFileName: "pan-1.pdf,pan-2.pdf",
      form12FileName: null,
      trustDeedFileName: null,
      eightyGFileName: null,
      roles: ["TEX"],
    });
  });

  it("answer 401 without a session", async () => {
    expect((await send(loginUserDetailsGet, getRequest("/api/auth/getloginuserdetails"))).status).toBe(401);
    expect((await send(userGet, getRequest("/api/auth/user"))).status).toBe(401);
  });
});

describe("GET /api/auth/logout", () => {
  it("revokes the session and clears the cookie: the old cookie then gets 401 everywhere", async () => {
    const member = await logInAs("member");
    expect((await send(loginUserDetailsGet, getRequest("/api/auth/getloginuserdetails", member))).status).toBe(200);
    const reply = await send(logoutGet, getRequest("/api/auth/logout", member));
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(1);
    expect(reply.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; .*Max-Age=0/);
    expect(await db().prisma.authSession.count({ where: { member: { userName: "member" } } })).toBe(0);
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", member))).status).toBe(401);
    expect((await send(loginUserDetailsGet, getRequest("/api/auth/getloginuserdetails", member))).status).toBe(401);
    expect(
      (
        await send(
          changePasswordPost,
          jsonRequest("/api/auth/changepassword", { oldPassword: DEMO_PASSWORD, newPassword: "Another123" }, member),
        )
      ).status,
    ).toBe(401);
  });

  it("replies 1 without a session too", async () => {
    const reply = await send(logoutGet, getRequest("/api/auth/logout"));
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(1);
  });
});

describe("POST /api/auth/generatetoken", () => {
  it("needs a session (401) and the right key (403)", async () => {
    expect((await send(generateTokenPost, formRequest("/api/auth/generatetoken", { key: "test-token-key" }))).status).toBe(401);
    const npc = await logInAs("npc");
    const wrong = await send(generateTokenPost, formRequest("/api/auth/generatetoken", { key: "not-the-key" }, npc));
    expect(wrong.status).toBe(403);
    const missing = await send(generateTokenPost, jsonRequest("/api/auth/generatetoken", {}, npc));
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing)).toEqual(["key"]);
  });

  it("gives a bearer token that works like the cookie and dies with the session on log-out", async () => {
    const npc = await logInAs("npc");
    const fromForm = await send(generateTokenPost, formRequest("/api/auth/generatetoken", { key: "test-token-key" }, npc));
    expect(fromForm.status).toBe(200);
    expect(typeof fromForm.body).toBe("string");
    const fromJson = await send(generateTokenPost, jsonRequest("/api/auth/generatetoken", { key: "test-token-key" }, npc));
    expect(typeof fromJson.body).toBe("string");
    const bearer = { bearer: fromForm.body as string };

    const details = await send(loginUserDetailsGet, getRequest("/api/auth/getloginuserdetails", bearer));
    expect(details.status).toBe(200);
    expect(details.body).toEqual(expect.objectContaining({ userName: "npc", roles: ["NPC"] }));
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", bearer))).body).toEqual(
      expect.objectContaining({ status: "true", loginUserName: "npc" }),
    );

    expect((await send(logoutGet, getRequest("/api/auth/logout", npc))).body).toBe(1);
    expect((await send(loginUserDetailsGet, getRequest("/api/auth/getloginuserdetails", bearer))).status).toBe(401);
    expect(
      (await send(loginUserDetailsGet, getRequest("/api/auth/getloginuserdetails", { bearer: fromJson.body as string }))).status,
    ).toBe(401);
  });

  it("log-out with a bearer token ends the session of the cookie too", async () => {
    const trustee = await logInAs("trustee");
    const token = (await send(generateTokenPost, jsonRequest("/api/auth/generatetoken", { key: "test-token-key" }, trustee)))
      .body as string;
    expect((await send(logoutGet, getRequest("/api/auth/logout", { bearer: token }))).body).toBe(1);
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", trustee))).status).toBe(401);
  });
});
