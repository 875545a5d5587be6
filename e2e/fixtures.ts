// Shared end-to-end helpers: the demo accounts and an API log-in for a request context.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

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
 * Logs in through the login form, waits for the dashboard it lands on (the session cookie is set
 * by then), and opens `path` if one is given.
 */
export const logInTo = async (page: Page, username: string, path?: string) => {
  await logIn(page, username);
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  if (path !== undefined) await page.goto(path);
};
