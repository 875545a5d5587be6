// Shared end-to-end helpers: the demo accounts, an API log-in for a request context, and a sign-up
// from a client address of the test's choosing.
import http from "node:http";
import type { APIRequestContext, Page } from "@playwright/test";

export const DEMO_PASSWORD = "Demo@12345";

/** user name -> its role, for the accounts of the demo seed (lib/db/seed/demo.ts). */
export const ROLE_ACCOUNTS = {
  Admin: "admin",
  NEX: "nex",
  TEX: "tex",
  "TEX-C": "texc",
  "TEX-S": "texs",
  ATEX: "atex",
  CEX: "cex",
  ACEX: "acex",
  "RTIF-Secretary": "secretary",
  "RTIF-Trustee": "trustee",
  "Admin-Pom": "adminpom",
  NPC: "npc",
  AC: "ac",
  User: "member",
  "Admin-Members": "adminmembers",
} as const;

export const apiLogin = async (request: APIRequestContext, username: string, password = DEMO_PASSWORD) => {
  const response = await request.post("/api/auth/login", { data: { username, password } });
  const body = await response.text();
  if (response.status() !== 200 || body.trim() !== "1")
    throw new Error(`log-in of ${username} failed: ${response.status()} ${body}`);
};

/** Logs in through the login form. */
export const logIn = async (page: Page, username: string, password = DEMO_PASSWORD) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "User name" }).fill(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
};

/**
 * Logs in through the API (the page's context keeps the session cookie) and opens `path`, else the
 * dashboard a log-in lands on. The form itself is e2e/auth.spec.ts's: the other specs start where
 * it ends, without loading the log-in page and the dashboard first.
 */
export const logInTo = async (page: Page, username: string, path = "/dashboard/dashboardbar") => {
  await apiLogin(page.request, username);
  await page.goto(path);
};

/**
 * A JSON POST to `path` sent from `address`, a loopback address of its own (any of 127.0.0.0/8
 * reaches the e2e server): the server counts some calls per client address (sign-ups, failed
 * log-ins), so a test that must not spend the shared 127.0.0.1's allowance sends from another.
 */
export const postFrom = (baseURL: string, address: string, path: string, body: Record<string, unknown>) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const url = new URL(path, baseURL);
    const payload = JSON.stringify(body);
    const sent = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: address,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (reply) => {
        let text = "";
        reply.setEncoding("utf8");
        reply.on("data", (chunk: string) => (text += chunk));
        reply.on("end", () => resolve({ status: reply.statusCode ?? 0, text }));
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });

/**
 * A visitor's sign-up (POST /api/auth/signup) sent from `address`: the server limits sign-ups per
 * client address (20 an hour), so a test that needs more sign-ups waiting than that sends them
 * from several addresses, as visitors on several networks would.
 */
export const signUpFrom = (baseURL: string, address: string, body: Record<string, unknown>) =>
  postFrom(baseURL, address, "/api/auth/signup", body);
