// A role the secretariat grants while the member is logged in opens its page at once, with the
// cookie of the log-in before (the page guard used to decide by the roles the cookie was issued
// with, and sent the member to /login until they logged in again); one taken away is refused at
// once (the page's own check reads the roles from the database). tests/auth/roles-change.test.ts
// holds the guard and the page check to the same answers.
import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./test";
import { DEMO_PASSWORD, apiLogin, logInTo } from "./fixtures";

test("a role granted or taken away while the member is logged in counts from the next page they open", async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  await apiLogin(admin, "admin");
  const userName = `e2e.grant.${Date.now().toString(36)}`;
  const fullName = `Gita Grant ${Date.now().toString(36)}`;
  const created = await admin.post("/api/auth/createuser", {
    data: { userName, fullName, title: "Ms.", roles: ["User"], password: DEMO_PASSWORD, tableNo: 3 },
  });
  expect(created.status()).toBe(200);
  const memberId = ((await created.json()) as { user: { memberId: number } }).user.memberId;
  const setRoles = async (roles: string[]) =>
    expect((await admin.post("/api/auth/updatememberbyadmin", { data: { memberId, roles } })).status()).toBe(200);
  const update = "/table/update/3";
  /** The member's page request as the server answers it, redirects not followed. */
  const answer = async () => {
    const reply = await page.request.get(update, { maxRedirects: 0 });
    return { status: reply.status(), location: reply.headers()["location"] ?? null };
  };
  const refused = { status: 307, location: `/login?callbackUrl=${encodeURIComponent(update)}` };

  try {
    await logInTo(page, userName);
    await expect(page.getByRole("link", { name: /Service Requests/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Update My Table/ })).toHaveCount(0);
    expect(await answer()).toEqual(refused);

    await setRoles(["User", "TEX"]);
    expect(await answer()).toEqual({ status: 200, location: null });
    // The dashboard (roles from the database) shows the tile, and the page behind it opens.
    await page.goto("/dashboard/dashboardbar");
    await page.getByRole("link", { name: /Update My Table/ }).click();
    await expect(page).toHaveURL(new RegExp(`${update}$`));
    await expect(page.getByRole("heading", { name: "Update Table 3", level: 1 })).toBeVisible();

    await setRoles(["User"]);
    expect(await answer()).toEqual(refused);
    await page.goto(update);
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Ftable%2Fupdate%2F3$/);
    await expect(page.getByText(`You are logged in as ${fullName}.`)).toBeVisible();
  } finally {
    // The account of this run leaves no session behind (locking ends them).
    await admin.post("/api/auth/updatememberbyadmin", { data: { memberId, isLocked: true } });
    await admin.dispose();
  }
});
