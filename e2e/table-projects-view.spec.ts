// The project office's view (/projects/tableprojectsview): the demo's applications counted by
// state group and listed; a group's link opens its page with the group's applications only; an
// unknown group is a 404; Admin may open the overview and filters there, but not a group's page.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { logInTo } from "./fixtures";

const groups = (page: Page) => page.getByRole("navigation", { name: "State groups" });
const rows = (page: Page, table: string) => page.getByRole("table", { name: table }).getByRole("row");

test("npc sees the groups with counts and the demo applications, a group's link filters, an unknown group is a 404", async ({
  page,
}) => {
  await logInTo(page, "npc", "/projects/tableprojectsview");
  await expect(page.getByRole("heading", { level: 1, name: "Table Projects View" })).toBeVisible();

  // The demo's grant history: completed, rejected, withdrawn and paying applications.
  const completed = groups(page).getByRole("link", { name: /^Completed [\d,]+$/ });
  await expect(completed).toBeVisible();
  await expect(groups(page).getByRole("link", { name: /^Rejected [\d,]+$/ })).toBeVisible();
  await expect(groups(page).getByRole("link", { name: /^Closed or withdrawn [\d,]+$/ })).toBeVisible();
  const allButton = groups(page).getByRole("button", { name: /^All applications [\d,]+$/ });
  await expect(allButton).toHaveAttribute("aria-pressed", "true");

  const count = Number((await completed.textContent())?.replace(/\D/g, ""));
  expect(count).toBeGreaterThan(0);
  await completed.click();
  await expect(page).toHaveURL(/\/projects\/tableprojectsview\/completed$/);
  await expect(groups(page).getByRole("link", { name: /^Completed [\d,]+$/ })).toHaveAttribute("aria-current", "page");
  const listed = rows(page, "Applications: Completed");
  await expect(listed.filter({ hasText: "Girls' toilets, Kharadi" })).toBeVisible();
  // The header row and one row per completed application (fewer than a page of 20 in the demo).
  await expect(listed).toHaveCount(Math.min(count, 20) + 1);
  await expect(listed.filter({ hasText: "Smart classroom, Narela" })).toHaveCount(0);
  await expect(listed.filter({ hasText: "Women's health camp, Mehrauli" })).toHaveCount(0);
  await groups(page)
    .getByRole("link", { name: /^All applications [\d,]+$/ })
    .click();
  await expect(page).toHaveURL(/\/projects\/tableprojectsview$/);
  // Every application again, a page of 20 at most (other tests add applications, so the demo's
  // older ones may be on a later page).
  const total = Number((await allButton.textContent())?.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(count);
  await expect(rows(page, "All applications")).toHaveCount(Math.min(total, 20) + 1);

  // A demo application found by its title, whatever page it is on.
  await page.getByRole("textbox", { name: "Number or title" }).fill("Mehrauli");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const camp = rows(page, "All applications").filter({ hasText: "Women's health camp, Mehrauli" });
  await expect(camp).toContainText("Circle 3");
  await expect(camp).toContainText("In progress (payments under way)");
  await expect(camp).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  // npc may open the application's page: its number is a link.
  await expect(camp.getByRole("link", { name: /^TPA-\d+-\d+$/ })).toBeVisible();

  const response = await page.goto("/projects/tableprojectsview/nonsense");
  expect(response?.status()).toBe(404);
});

test("admin filters the overview in place and may not open a group's page", async ({ page }) => {
  await logInTo(page, "admin", "/projects/tableprojectsview");
  await expect(groups(page).getByRole("button", { name: /^All applications [\d,]+$/ })).toHaveAttribute("aria-pressed", "true");
  await expect(rows(page, "All applications").first()).toBeVisible();
  // No links to the group pages the route table refuses Admin: the groups are filter buttons.
  await expect(groups(page).getByRole("link")).toHaveCount(0);
  const rejected = groups(page).getByRole("button", { name: /^Rejected [\d,]+$/ });
  await rejected.click();
  await expect(rejected).toHaveAttribute("aria-pressed", "true");
  const listed = rows(page, "Applications: Rejected");
  await expect(listed.filter({ hasText: "Smart classroom, Narela" })).toBeVisible();
  await expect(listed.filter({ hasText: "Girls' toilets, Kharadi" })).toHaveCount(0);

  await page.goto("/projects/tableprojectsview/completed");
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
});

test("npc narrows the view to a year and a search, and a group's link keeps them", async ({ page }) => {
  await logInTo(page, "npc", "/projects/tableprojectsview");
  const all = rows(page, "All applications");
  // The newest first: the demo's older applications may be on a later page once tests add some.
  await expect(all.first()).toBeVisible();
  const allCount = await groups(page)
    .getByRole("button", { name: /^All applications [\d,]+$/ })
    .textContent();

  // The demo's 2023-24 applications only; the counts follow the year.
  await page.getByRole("combobox", { name: "Year" }).selectOption({ label: "2023-24" });
  await expect(all.filter({ hasText: "Girls' toilets, Kharadi" })).toHaveCount(0);
  await expect(all.filter({ hasText: "Smart classroom, Narela" })).toBeVisible();
  await expect(groups(page).getByRole("button", { name: /^All applications [\d,]+$/ })).not.toHaveText(allCount ?? "");

  await page.getByRole("textbox", { name: "Number or title" }).fill("Narela");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(all).toHaveCount(2); // the header row and Narela's
  await expect(groups(page).getByRole("button", { name: "All applications 1" })).toBeVisible();

  // The group's page opens with the same year and search.
  await groups(page).getByRole("link", { name: "Rejected 1" }).click();
  await expect(page).toHaveURL(/\/projects\/tableprojectsview\/rejected\?year=202324&q=Narela$/);
  await expect(page.getByRole("combobox", { name: "Year" })).toHaveValue("202324");
  await expect(page.getByRole("textbox", { name: "Number or title" })).toHaveValue("Narela");
  await expect(rows(page, "Applications: Rejected").filter({ hasText: "Smart classroom, Narela" })).toBeVisible();

  await page.getByRole("textbox", { name: "Number or title" }).fill("No such project anywhere");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No application matches this year and search.")).toBeVisible();
});
