// Status changes on a helpdesk screen that is not the whole picture: a request someone else changed
// since the screen showed it is refused, with a way to reload it.
import type { Page } from "@playwright/test";
import { apiLogin } from "./fixtures";
import { openAs, raiseRequest, setRequestStatus } from "./service-request-steps";
import { expect, test } from "./test";

const CHANGED_MEANWHILE = "This request was changed by someone else meanwhile. Reload it and try again.";

/**
 * Picks a status in the thread's Status select, writes the remark (`replacing` the one recorded,
 * shown read-only, of a request that is not Open) and presses Update.
 */
const chooseStatus = async (page: Page, label: string, remark: string, replacing = false) => {
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption({ label });
  if (replacing) await page.getByRole("button", { name: "Write a new remark", exact: true }).click();
  await page.getByRole("textbox", { name: "Status Remark", exact: true }).fill(remark);
  await page.getByRole("button", { name: "Update", exact: true }).click();
};

test("a status chosen on a screen that someone else changed meanwhile is refused, and the request can be reloaded", async ({
  browser,
  request,
}) => {
  // Two log-ins and a build's first renders on a slow shared 2-core host: near the default 60 s.
  test.setTimeout(120_000);
  const tex = await openAs(browser, "tex");
  const { page } = tex;
  const raised = await raiseRequest(page.request, `Scanner jams on every page ${Date.now()}`);
  await page.reload();
  const adminView = page.getByRole("button", { name: "Show My Admin", exact: true });
  if ((await adminView.getAttribute("aria-pressed")) !== "true") await adminView.click();
  await expect(adminView).toHaveAttribute("aria-pressed", "true");
  const openList = page.getByRole("list", { name: "Open requests" });
  const row = openList.getByRole("button", { name: `${raised.serviceTicketNumber} ${raised.serviceRequestTitle}`, exact: true });
  await row.click();
  const heading = page.getByRole("heading", { name: raised.serviceRequestTitle, level: 2 });
  await expect(heading).toBeVisible();

  // The secretariat resolves it while tex's screen still shows it Open.
  await apiLogin(request, "admin");
  await setRequestStatus(request, {
    serviceRequestId: raised.serviceRequestId,
    serviceRequestStatus: 2,
    fromStatus: 1,
    statusRemark: "Resolved by the secretariat: new rollers fitted.",
  });

  // Closed from Resolved would be allowed, but tex chose it from Open: refused, nothing changed.
  await chooseStatus(page, "Closed", "Closing: no answer from the member.");
  await expect(page.getByText(CHANGED_MEANWHILE)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Reload the request", exact: true }).click();

  // The thread as it is now, with focus on it; the list no longer has it under Open.
  await expect(heading).toBeFocused();
  await expect(
    page.getByRole("region", { name: "Latest update" }).getByText("Resolved by the secretariat: new rollers fitted."),
  ).toBeVisible();
  await expect(page.getByText("This request is resolved. Replies are closed.")).toBeVisible();
  await expect(page.getByText(CHANGED_MEANWHILE)).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await tex.close();
});
