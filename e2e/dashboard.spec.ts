// The members' dashboard and the doors into it (issue 13, section 5): /dashboard and
// /dashboard/home send a member on to their dashboard and ask a visitor to log in; the dashboard
// shows the member's table and the projects in figures; the members' gallery lists the years'
// projects; /populateusers tells anyone but the Admin that it is not theirs.
import { expect, test } from "./test";
import { logInTo } from "./fixtures";

test("a visitor at /dashboard or /dashboard/home is asked to log in; a member goes on to their dashboard", async ({ page }) => {
  for (const path of ["/dashboard", "/dashboard/home"]) {
    await page.goto(path);
    await expect(page.getByText("Please log in to see yours.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      /\/login\?callbackUrl=%2Fdashboard%2Fdashboardbar/,
    );
  }
  await logInTo(page, "tex", "/dashboard/home");
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  const table = page.getByRole("region", { name: /^Your table: Table 1,/ });
  await expect(table).toContainText("Active members");
  const figures = page.getByRole("table", { name: /Project applications, completed projects/ });
  await expect(figures.getByRole("row", { name: /The federation/ })).toBeVisible();
});

test("the members' gallery shows a year's projects; /populateusers is only the Admin's", async ({ page }) => {
  await page.goto("/populateusers");
  await expect(page.getByText("Only the secretariat’s Admin can create these accounts.")).toBeVisible();
  await logInTo(page, "member", "/rti/projectgallery");
  await expect(page.getByRole("heading", { level: 1, name: "Project Gallery" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Year" })).toBeVisible();
  await expect(page.getByText(/^\d+ projects?$/)).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.goto("/populateusers");
  await expect(page.getByText("Your account cannot.")).toBeVisible();
});

test("a table's secretary finds their table's print previews on the dashboard; a chairman, who has /projects, does not", async ({
  page,
}) => {
  await logInTo(page, "texs", "/dashboard/dashboardbar");
  const previews = page.getByRole("region", { name: /^Applications of Table 2 to print/ });
  await expect(previews).toBeVisible();
  // The demo seed has no application of table 2: the panel says what will be listed there.
  await expect(previews.getByText("Table 2 has no applications yet.")).toBeVisible();
  await logInTo(page, "tex", "/dashboard/dashboardbar");
  await expect(page.getByRole("region", { name: /^Your table: Table 1,/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /to print/ })).toHaveCount(0);
});
