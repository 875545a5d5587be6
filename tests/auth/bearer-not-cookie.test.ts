// A bearer token from POST /api/auth/generatetoken works only as `Authorization: Bearer`: put in
// the session cookie it is no session anywhere (the API wrapper, the page guard, the members'
// pages' check, next-auth's own session endpoint).
import { NextRequest } from "next/server";
import { POST as generateTokenPost } from "@/app/api/auth/generatetoken/route";
import { GET as loginUserDetailsGet } from "@/app/api/auth/getloginuserdetails/route";
import { GET as logedInRolesGet } from "@/app/api/auth/logedinroles/route";
import { authOptions } from "@/lib/auth/options";
import { resolvePageSession, sessionCookieName } from "@/lib/auth/session";
import { proxy } from "@/proxy";
import { setupTestDb } from "../helpers/test-db";
// next-auth's request handler itself (its package does not export it; the route wrapper around it
// needs Next's request scope).
import { AuthHandler } from "../../node_modules/next-auth/core";
import { getRequest, jsonRequest, logInAs, send, type TAuth } from "./helpers";

setupTestDb({ demo: true });

let session: TAuth;
let bearer: string;
let bearerAsCookie: TAuth;

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  process.env.TOKEN_KEY = "test-token-key";
  session = await logInAs("tex");
  const reply = await send(generateTokenPost, jsonRequest("/api/auth/generatetoken", { key: "test-token-key" }, session));
  expect(reply.status).toBe(200);
  bearer = reply.body as string;
  bearerAsCookie = { cookie: `${sessionCookieName()}=${bearer}` };
});

const cookieValue = () => session.cookie!.slice(session.cookie!.indexOf("=") + 1);

describe("a bearer token in the session cookie", () => {
  it("is no session for the API (401), while the same token as Authorization: Bearer works", async () => {
    expect((await send(loginUserDetailsGet, getRequest("/api/auth/getloginuserdetails", bearerAsCookie))).status).toBe(401);
    const roles = await send(logedInRolesGet, getRequest("/api/auth/logedinroles", bearerAsCookie));
    expect(roles.status).toBe(401);
    expect(roles.body).toEqual({ status: "false", role: [] });
    const again = await send(
      generateTokenPost,
      jsonRequest("/api/auth/generatetoken", { key: "test-token-key" }, bearerAsCookie),
    );
    expect(again.status).toBe(401);

    const viaHeader = await send(loginUserDetailsGet, getRequest("/api/auth/getloginuserdetails", { bearer }));
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body).toEqual(expect.objectContaining({ userName: "tex", roles: ["TEX"] }));
    // Legacy clients also send the session cookie's value as the bearer token.
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", { bearer: cookieValue() }))).status).toBe(200);
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", session))).status).toBe(200);
  });

  it("does not open a members' page: the guard sends it to /login and the page check finds no session", async () => {
    const page = (headers: Record<string, string>) => proxy(new NextRequest("http://localhost/servicerequests", { headers }));
    const refused = await page({ cookie: bearerAsCookie.cookie! });
    expect(refused.status).toBe(307);
    expect(new URL(refused.headers.get("location")!).pathname).toBe("/login");
    // Pages take the session cookie only, not an Authorization header.
    expect((await page({ authorization: `Bearer ${bearer}` })).status).toBe(307);
    const allowed = await page({ cookie: session.cookie! });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("x-middleware-next")).toBe("1");

    expect(await resolvePageSession(new Headers({ cookie: bearerAsCookie.cookie! }))).toBeNull();
    expect(await resolvePageSession(new Headers({ authorization: `Bearer ${bearer}` }))).toBeNull();
    expect(await resolvePageSession(new Headers({ cookie: session.cookie! }))).toEqual(
      expect.objectContaining({ userName: "tex" }),
    );
  });

  it("a session cookie that is not percent-encoding is no session either: the page guard sends it to /login", async () => {
    const broken = `${sessionCookieName()}=%E0%A4`;
    const refused = await proxy(new NextRequest("http://localhost/servicerequests", { headers: { cookie: broken } }));
    expect(refused.status).toBe(307);
    expect(new URL(refused.headers.get("location")!).pathname).toBe("/login");
    expect(await resolvePageSession(new Headers({ cookie: broken }))).toBeNull();
  });

  it("is no session for next-auth's GET /api/auth/session either", async () => {
    const sessionOf = async (cookie: string) => {
      const reply = await AuthHandler({
        req: new Request("http://localhost/api/auth/session", { headers: { cookie, host: "localhost" } }),
        options: authOptions,
      });
      return reply.body as { user?: { name?: string } };
    };
    process.env.NEXTAUTH_URL = "http://localhost";
    try {
      expect((await sessionOf(bearerAsCookie.cookie!)).user).toBeUndefined();
      expect((await sessionOf(session.cookie!)).user?.name).toBe("tex");
    } finally {
      delete process.env.NEXTAUTH_URL;
    }
  });
});
