// The directory of tables (issue 14): a reader reaches it from the members' home, the Download PDF
// toolbar follows the background job (progress in words) and offers the file, which is the
// directory as a PDF without the toolbar, and says until when it is kept. A failed status poll
// keeps the progress; a failed job shows its reason and Retry makes it again. A member without the
// right is offered no link.
import fsp from "node:fs/promises";
import { expect, test } from "./test";
import { pdfText } from "../tests/helpers/pdf-text";
import { logInTo } from "./fixtures";

test("an area chairman opens their area's directory from the home page and downloads its PDF", async ({ page }) => {
  await logInTo(page, "ac");
  const links = page.getByRole("region", { name: "Directory of tables" });
  await expect(links.getByRole("link")).toHaveCount(1);
  await links.getByRole("link", { name: "Directory: Area 1 - South" }).click();
  await expect(page).toHaveURL(/\/reports\/directory\?ano=1$/);
  await expect(page.getByRole("heading", { level: 3, name: /Madras Round Table 1 \(Table 1\)/ })).toBeVisible();

  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect(page.getByRole("button", { name: "Preparing PDF…" })).toBeDisabled();
  await expect(page.getByTestId("directory-pdf-progress")).toHaveText(/2 tables/);
  const save = page.getByRole("link", { name: "Save directory-area-1.pdf" });
  await expect(save).toBeFocused({ timeout: 45_000 });
  await expect(page.getByTestId("directory-pdf-progress")).toHaveText(/The PDF is ready: 2 tables, [\d,]+ KB\./);
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  // The stored file is removed after a week; the toolbar says when (India's time, marked so), and how to make it again.
  await expect(
    page.getByText(
      /^Kept until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST; after that, Download PDF makes it again\.$/,
    ),
  ).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), save.click()]);
  expect(download.suggestedFilename()).toBe("directory-area-1.pdf");
  const bytes = await fsp.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const printed = pdfText(bytes).text.join(" ");
  expect(printed).toContain("Madras Round Table 1");
  expect(printed).toContain("Bangalore Round Table 2");
  expect(printed).not.toContain("Download PDF");
});

test("a failed poll keeps the progress, a failed job shows its reason, and Retry makes the PDF", async ({ page }) => {
  let polls = 0;
  // The failed reply waits until the test has seen the waiting state that the failed poll kept;
  // otherwise it comes one poll (a second) later, which a loaded machine can miss.
  let showFailure = () => {};
  const waitingSeen = new Promise<void>((resolve) => (showFailure = resolve));
  await page.route("**/api/reports/directorystatus/*", async (route) => {
    polls += 1;
    if (polls === 1)
      return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Busy" }) });
    if (polls === 2) {
      await waitingSeen;
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          jobId: route.request().url().split("/").pop(),
          status: "failed",
          phase: "failed",
          done: 0,
          total: 1,
          fileName: "directory-table-1.pdf",
          message: "The PDF would be larger than 25 MB. Please ask for a smaller part (one area or one table)",
        }),
      });
    }
    return route.continue();
  });
  await logInTo(page, "tex");
  await page
    .getByRole("region", { name: "Directory of tables" })
    .getByRole("link", { name: "Directory: Madras Round Table 1 (Table 1)" })
    .click();
  await expect(page).toHaveURL(/\/reports\/directory\?tableNo=1$/);

  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect(page.getByText("The progress could not be refreshed: Busy. Trying again.")).toBeVisible();
  await expect(page.getByTestId("directory-pdf-progress")).toHaveText(/Waiting to start \(1 table\)/);
  await expect(page.getByRole("button", { name: "Preparing PDF…" })).toBeDisabled();
  showFailure();

  const failure = page.getByRole("alert").filter({ hasText: "The PDF could not be made" });
  await expect(failure).toContainText("The PDF would be larger than 25 MB");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("link", { name: "Save directory-table-1.pdf" })).toBeVisible({ timeout: 45_000 });
  await expect(failure).toHaveCount(0);
});

test("a member without a directory role is offered no link to it", async ({ page }) => {
  await logInTo(page, "member");
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Directory of tables" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Directory:/ })).toHaveCount(0);
});
