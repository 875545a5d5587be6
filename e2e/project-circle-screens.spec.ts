// Project screens that need an application signed, or approved by the trust, shown on a circle's
// application of the demo health pack (four answers and the chairperson's code, mailed to cex): the
// trust office's grant draft opened again.
import { expect, test } from "./test";
import { logInTo } from "./fixtures";
import { startMailbox } from "./mailbox";
import { trustApprovedCircleApplication } from "./project-application-steps";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => mailbox.close());

test("the trust office's grant draft opens again with its amounts, to be changed rather than written over", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { applicationNo } = await trustApprovedCircleApplication(browser, mailbox, "Eye camp, Egmore");
  await logInTo(page, "secretary", "/projects/manageprojectapplications");
  await page.getByLabel("State").selectOption("TRUST_APPROVED");
  const dialog = page.getByRole("dialog", { name: `Grant steps of ${applicationNo}` });
  const open = () => page.getByRole("button", { name: `Grant steps of ${applicationNo}` }).click();

  await open();
  await expect(dialog.getByText("No grant approval yet.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Sanctioned amount (₹)" }).fill("1,50,000");
  await dialog.getByRole("textbox", { name: "Donor" }).fill("Sankara Trust");
  await dialog.getByRole("textbox", { name: "Instalment 1 amount (₹)" }).fill("1,50,000");
  await dialog.getByRole("button", { name: "Save the draft" }).click();
  await expect(dialog.getByText("Draft: not approved yet")).toBeVisible();
  await expect(dialog.getByText("The grant approval is saved as a draft.")).toBeVisible();

  // Closed and opened again, and after a reload (as a colleague opens it): the draft, not empty fields.
  const showsTheDraft = async () => {
    await expect(dialog.getByText("Draft: not approved yet")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Sanctioned amount (₹)" })).toHaveValue("150000");
    await expect(dialog.getByRole("textbox", { name: "Donor" })).toHaveValue("Sankara Trust");
    await expect(dialog.getByRole("textbox", { name: "Instalment 1 amount (₹)" })).toHaveValue("150000");
    await expect(dialog.getByRole("button", { name: "Save the changes" })).toBeVisible();
    await expect(dialog.getByText("No grant approval yet.")).toHaveCount(0);
  };
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await open();
  await showsTheDraft();
  await page.reload();
  await page.getByLabel("State").selectOption("TRUST_APPROVED");
  await open();
  await showsTheDraft();
});
