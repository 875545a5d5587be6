// Project screens that need an application signed, or approved by the trust, shown on a circle's
// application of the demo health pack (four answers and the chairperson's code, mailed to cex):
// Submit in a second tab once the first has submitted, the signing panel after a wrong code and
// after the stage changed under it, the trust office's grant draft opened again, and the review
// queue when an application changed while an approval or a decision on it was open.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { logInTo } from "./fixtures";
import { startMailbox } from "./mailbox";
import { areaRecommendedCircleApplication, postAs, saved, trustApprovedCircleApplication } from "./project-application-steps";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => mailbox.close());

const CODE = /is (\d{6})\./;

/** cex starts a draft of the circle health pack and answers everything; on the stage's page. */
const circleDraft = async (page: Page, title: string) => {
  await logInTo(page, "cex", "/projects/tableprojectpacks");
  await page.getByRole("button", { name: "Start with Circle health camps" }).click();
  await page.getByRole("textbox", { name: "Project title" }).fill(title);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.waitForURL(/\/projects\/tableprojectapplication\/\d+\/\d+$/);
  await page.getByRole("textbox", { name: "Partner hospital" }).fill("Sankara Nethralaya");
  await page.getByLabel("Date of the camp").fill("2026-01-10");
  await page.getByRole("textbox", { name: "People expected" }).fill("300");
  await page.getByRole("textbox", { name: "Grant asked for" }).fill("1,50,000");
  await saved(page);
};

/** Asks for the chairperson's code; the code mailed. */
const sendCode = async (page: Page) => {
  const since = mailbox.mark();
  await page.getByRole("button", { name: "Send the code to the chairman" }).click();
  const [, code] = await mailbox.waitFor("cex@example.org", CODE, { since });
  return code!;
};

test("Submit in a second tab, after the first tab submitted the stage, gives the reason and shows the stage read-only", async ({
  page,
}) => {
  await circleDraft(page, "Camp in two tabs");
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.getByRole("textbox", { name: "Partner hospital" })).toHaveValue("Sankara Nethralaya");

  await page.getByRole("button", { name: "Submit this stage" }).click();
  await page.getByRole("textbox", { name: "Code from the e-mail" }).fill(await sendCode(page));
  await page.getByRole("button", { name: "Sign and submit" }).click();
  await expect(page.getByText("Submitted: read-only.")).toBeVisible();

  // The second tab still shows the form; its Submit is refused with the reason, and the page reloads.
  await other.getByRole("button", { name: "Submit this stage" }).click();
  await expect(other.getByText("This stage has been submitted and is read-only.")).toBeVisible();
  await expect(other.getByText("Submitted: read-only.")).toBeVisible();
  await expect(other.getByRole("button", { name: "Submit this stage" })).toHaveCount(0);
  await expect(other.getByRole("group", { name: "Partner hospital", exact: true })).toContainText("Sankara Nethralaya");
  await expect(other.getByRole("textbox", { name: "Partner hospital" })).toHaveCount(0);
  await expect(other.getByText("The stage could not be checked")).toHaveCount(0);
});

test("the signing panel: a new code clears the wrong one and its error; a stage changed meanwhile brings Submit back", async ({
  page,
}) => {
  // A new code is sent at the earliest half a minute after the last (signatures.ts OTP_RESEND_MS).
  test.setTimeout(150_000);
  await circleDraft(page, "Camp with a wrong code");
  await page.getByRole("button", { name: "Submit this stage" }).click();
  const first = await sendCode(page);
  const code = page.getByRole("textbox", { name: "Code from the e-mail" });
  await code.fill(first === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign and submit" }).click();
  await expect(page.getByText("Wrong code: 4 tries left")).toBeVisible();

  const since = mailbox.mark();
  await expect(async () => {
    await page.getByRole("button", { name: "Send a new code" }).click({ timeout: 5_000 });
    await mailbox.waitFor("cex@example.org", CODE, { since, timeoutMs: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  const [, second] = await mailbox.waitFor("cex@example.org", CODE, { since });
  await expect(code).toHaveValue("");
  await expect(page.getByText("Wrong code: 4 tries left")).toHaveCount(0);
  await expect(code).not.toHaveAttribute("aria-invalid", "true");

  // Another tab empties an answer after the check: the edit spent the code (a stage is never signed
  // with answers its signer did not see), so the right code is refused as replaced; a new code is
  // refused for what is now missing (409), and the page goes back to Submit rather than leaving a
  // panel that cannot sign.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await other.getByRole("textbox", { name: "Partner hospital" }).fill("");
  await saved(other);
  await code.fill(second!);
  await page.getByRole("button", { name: "Sign and submit" }).click();
  await expect(page.getByText("The code has expired or was replaced: ask for a new one")).toBeVisible();
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByText(/Complete the stage before it is signed: submit it to see what is missing/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign and submit" })).toHaveCount(0);
  await page.getByRole("button", { name: "Submit this stage" }).click();
  await expect(page.getByRole("list", { name: "Missing items" })).toContainText("Partner hospital: is required");
});

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
    await expect(dialog.getByRole("textbox", { name: "Sanctioned amount (₹)" })).toHaveValue("1,50,000");
    await expect(dialog.getByRole("textbox", { name: "Donor" })).toHaveValue("Sankara Trust");
    await expect(dialog.getByRole("textbox", { name: "Instalment 1 amount (₹)" })).toHaveValue("1,50,000");
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

test("the review queue: an approval or a decision on an application changed meanwhile says so, and the list shows it as it is now", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Camp changed meanwhile ${Date.now()}`;
  const { id, applicationNo } = await areaRecommendedCircleApplication(browser, mailbox, title);
  await logInTo(page, "npc", "/projects/manageprojectapplications");
  await page.getByRole("textbox", { name: "Number or title" }).fill(applicationNo);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Recommended by the area chairman");

  // npc opens the approval; meanwhile the Admin-Pom holds the application for the admin.
  await row.getByRole("button", { name: `Approve ${applicationNo}` }).click();
  const approval = page.getByRole("dialog", { name: `Approve ${applicationNo}` });
  await expect(approval.getByRole("button", { name: "Recommend to the trust" })).toBeVisible();
  await postAs(browser, "adminpom", "awaittableprojectappliactionbyadmin", { applicationId: id, remark: "Ask the donor first" });
  await approval.getByRole("button", { name: "Recommend to the trust" }).click();
  await expect(
    page.getByText(
      `${applicationNo} changed meanwhile: This cannot be done to an application while it is on hold for the admin. The list shows it as it is now.`,
    ),
  ).toBeVisible();
  await expect(approval).toHaveCount(0);
  await expect(row).toContainText("On hold for the admin");
  await expect(row.getByRole("button", { name: `Approve ${applicationNo}` })).toHaveCount(0);

  // npc decides to close it; meanwhile the Admin-Pom rejects it.
  await row.getByRole("button", { name: `Decide on ${applicationNo}` }).click();
  const decision = page.getByRole("dialog", { name: `Decide on ${applicationNo}` });
  await decision.getByRole("radio", { name: "Close", exact: true }).check();
  await decision.getByRole("textbox", { name: "Reason" }).fill("The camp was held without the grant");
  await postAs(browser, "adminpom", "rejectapplication", { applicationId: id, remark: "Outside the pack's purpose" });
  await decision.getByRole("button", { name: "Record decision" }).click();
  await expect(
    page.getByText(
      `${applicationNo} changed meanwhile: This cannot be done to an application while it is rejected. The list shows it as it is now.`,
    ),
  ).toBeVisible();
  await expect(decision).toHaveCount(0);
  await expect(row).toContainText("Rejected");
  await expect(row.getByRole("button", { name: `Decide on ${applicationNo}` })).toHaveCount(0);
});
