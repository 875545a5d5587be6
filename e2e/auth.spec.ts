// Log-in through the browser, the logged-in header, and log-out.
import { expect, test } from "./test";
import { apiLogin, logIn, logInTo } from "./fixtures";

test("admin logs in, sees the members' header and dashboard, and logs out", async ({ page }) => {
  const header = page.getByRole("banner");
  await page.goto("/dashboard/aboutus");
  await expect(header.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();

  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  await expect(header.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Welcome Admin" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Home", exact: true }).first()).toHaveAttribute(
    "href",
    "/dashboard/dashboardbar",
  );
  await expect(page.getByRole("link", { name: /Service Admin/ })).toBeVisible();

  await header.getByRole("button", { name: /Welcome Admin/ }).click();
  await expect(page.getByRole("menuitem", { name: "Change Password" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/dashboard/dashboardbar");
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  const roles = await page.request.get("/api/auth/logedinroles");
  expect(roles.status()).toBe(401);
});

test("a plain member sees their user name in the Welcome line and only their tiles", async ({ page }) => {
  await logIn(page, "member");
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Welcome member" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Service Requests/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Service Admin/ })).toHaveCount(0);
  // The log-in and sign-up screens say who is logged in and lead home.
  for (const path of ["/login", "/signup"]) {
    await page.goto(path);
    const notice = page.getByText(/^You are logged in as .+\.$/);
    await expect(notice).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard/dashboardbar");
  }
  // A page the role may not open sends the member to the log-in page.
  await page.goto("/serviceadmin");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fserviceadmin/);
});

test("a wrong password shows the secretariat message, and focus lands on it", async ({ page }) => {
  await logIn(page, "admin", "not-the-password");
  const message = page.locator("[data-form-message='error']", {
    hasText: "Invalid username or password or Login not yet activated. Please contact the secretariat for more details.",
  });
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // The refusal marks no field: the form's message takes focus from Login (busy, so focus had gone).
  await expect(page.locator("[aria-invalid='true']")).toHaveCount(0);
  await expect(message).toBeFocused();
});

test("a server error during log-in shows the API's message, not the wrong-password text", async ({ page }) => {
  await page.route("**/api/auth/login", (route) =>
    route.fulfill({ status: 503, json: { message: "Service unavailable", code: "SERVICE_UNAVAILABLE" } }),
  );
  await logIn(page, "admin");
  const message = page.locator("[data-form-message='error']");
  await expect(message).toHaveText("Service unavailable.");
  await expect(page.getByText(/Invalid username or password/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator("[aria-invalid='true']")).toHaveCount(0);

  // A reply without a message (a proxy's HTML page) says the log-in did not go through.
  await page.unroute("**/api/auth/login");
  await page.route("**/api/auth/login", (route) =>
    route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
  );
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(message).toHaveText("The log-in could not be completed. Please try again.");
  await expect(page.getByText(/Invalid username or password/)).toHaveCount(0);
});

test("a form with mistakes moves focus to the first marked field, so keyboard and screen-reader users land on it", async ({
  page,
}) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Please correct the marked fields.")).toBeVisible();
  const userName = page.getByRole("textbox", { name: "User name" });
  await expect(userName).toHaveAttribute("aria-invalid", "true");
  await expect(userName).toBeFocused();

  // A refusal by the server (here a user name already taken) lands on its field too.
  await userName.fill("admin");
  await page.getByRole("textbox", { name: "Full name" }).fill("Someone Else");
  await page.getByRole("textbox", { name: "E-mail" }).fill("someone.else@example.org");
  const table = page.getByRole("combobox", { name: "Table" });
  await table.selectOption({ index: 1 });
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Secret123x");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("Secret123x");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("User name already taken")).toBeVisible();
  await expect(userName).toBeFocused();

  await page.goto("/login");
  await page.getByRole("textbox", { name: "User name" }).fill("member");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Password", exact: true })).toBeFocused();
});

test("a used or unknown reset link says so and offers a new link", async ({ page }) => {
  await page.goto("/changepassword?token=not-a-real-token");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Another123x");
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("Another123x");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();
  const again = page.getByRole("link", { name: "Ask for a new reset link" });
  await expect(again).toHaveAttribute("href", "/forgotpassword");
  await again.click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
});

test("a changed password's message takes the focus from the form it replaces", async ({ page, browser }) => {
  // A member of its own: the demo accounts' passwords stay as other tests expect them.
  await logInTo(page, "admin");
  const stamp = Date.now().toString(36);
  const userName = `e2e.pw.${stamp}`;
  const created = await page.request.post("/api/auth/createuser", {
    data: { userName, fullName: `Pavan Word ${stamp}`, title: "Mr.", roles: ["User"], password: "Welcome2026", tableNo: 3 },
  });
  expect(created.status()).toBe(200);

  const member = await browser.newPage();
  await apiLogin(member.request, userName, "Welcome2026");
  await member.goto("/changepassword");
  await member.getByRole("textbox", { name: "Current password" }).fill("Welcome2026");
  await member.getByRole("textbox", { name: "New password", exact: true }).fill("Changed2026x");
  await member.getByRole("textbox", { name: "Confirm new password" }).fill("Changed2026x");
  await member.getByRole("button", { name: "Change password" }).click();
  // The form and its focused button are gone: focus is on what replaced them, not the page's start.
  const done = member.getByRole("group", { name: "Password changed" });
  await expect(done).toContainText("Password changed successfully.");
  await expect(done).toBeFocused();
  await expect(done.getByRole("link", { name: "Back to your dashboard" })).toBeVisible();
  await member.close();
});
