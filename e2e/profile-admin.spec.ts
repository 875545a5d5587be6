// Issue 13, profile and administration: a TEX adds a PAN image on /userprofile and sees its
// thumbnail (122x75, opening in a new tab); a visitor signs up, the Admin sees the sign-up waiting on
// /manage, approves it on /manage/approvalrequest, the new member is mailed and can then log in.
import { expect, test } from "@playwright/test";
import { logIn } from "./fixtures";
import { solidPng } from "./fixtures/png";
import { startMailbox } from "./mailbox";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => mailbox.close());

test("a TEX uploads a PAN image on the profile page and sees its thumbnail", async ({ page }) => {
  await logIn(page, "tex");
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  await page.goto("/userprofile");
  await expect(page.getByRole("heading", { name: "Details", exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Your details and registration documents" });
  for (const column of ["UserName", "Table/Circle No.", "Phone No.", "Email", "Pan Details", "Pan Files", "80G Files"])
    await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "RT1", exact: true })).toBeVisible();

  const panFiles = page.getByRole("list", { name: /^Pan Files \(\d+\)$/ });
  const before = (await panFiles.count()) === 0 ? 0 : await panFiles.getByRole("img").count();
  await page
    .getByLabel("Add Pan Files")
    .setInputFiles({ name: "pan-card.png", mimeType: "image/png", buffer: solidPng(40, [30, 90, 200]) });
  await expect(page.getByText("1 file added to Pan Files.")).toBeVisible();

  const thumbnails = page.getByRole("list", { name: /^Pan Files \(\d+\)$/ }).getByRole("img", { name: "Pan Files: file.png" });
  await expect(thumbnails).toHaveCount(before + 1);
  const thumbnail = thumbnails.last();
  await expect(thumbnail).toHaveAttribute("width", "122");
  await expect(thumbnail).toHaveAttribute("height", "75");
  // The image really loaded (served to its owner through /api/storage/pandocuments/...).
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(40);
  const link = page.getByRole("link", { name: /Pan Files: file\.png/ }).last();
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("href", /^\/api\/storage\/pandocuments\/[0-9a-f]{32}-file\.png$/);
});

test("the Admin approves a sign-up and the new member can then log in", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const userName = `e2e.signup.${stamp}`;
  const fullName = `Esha Signup ${stamp}`;
  const email = `${userName}@example.org`;
  const password = "Welcome2026";

  await page.goto("/signup");
  await page.getByRole("textbox", { name: "User name" }).fill(userName);
  await page.getByRole("textbox", { name: "Full name" }).fill(fullName);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("combobox", { name: "Table" }).selectOption({ index: 1 });
  await page.getByRole("textbox", { name: /^Password/ }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  // A number that is not an Indian mobile is refused before sending, with the rule.
  const phone = page.getByRole("textbox", { name: "Phone number" });
  await phone.fill("044 2345 6789");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9")).toBeVisible();
  await phone.fill("098400 12345");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(/waiting for approval by the secretariat/)).toBeVisible();

  // Not yet: the log-in is refused until the secretariat approves.
  const newcomer = await browser.newPage();
  await logIn(newcomer, userName, password);
  await expect(newcomer.getByText(/Login not yet activated/)).toBeVisible();

  const admin = await browser.newPage();
  await logIn(admin, "admin");
  await expect(admin).toHaveURL(/\/dashboard\/dashboardbar$/);
  await admin.goto("/manage");
  const card = admin.getByRole("link", { name: /Approval Requests/ });
  await expect(card).toContainText(/[1-9]\d* sign-ups? to approve/);
  await card.click();
  await expect(admin).toHaveURL(/\/manage\/approvalrequest$/);
  await admin.getByRole("button", { name: `Approve ${fullName}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Approve this sign-up?" });
  await expect(dialog).toContainText(userName);
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByText(`${fullName} has been approved and can now log in`)).toBeVisible();

  await mailbox.waitFor(email, /has been approved by the secretariat/);

  await logIn(newcomer, userName, password);
  await expect(newcomer).toHaveURL(/\/dashboard\/dashboardbar$/);
});

test("an age-proof decision falls on the document the Admin saw: one replaced meanwhile is refused and listed anew", async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, "acex");
  await expect(member).toHaveURL(/\/dashboard\/dashboardbar$/);
  const upload = async (shade: number) => {
    const reply = await member.request.post("/api/auth/updatemember", {
      multipart: {
        json: "{}",
        ageproofdoc: { name: "dob.png", mimeType: "image/png", buffer: solidPng(30, [shade, 120, 60]) },
      },
    });
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as { user: { ageProofFileName: string } }).user.ageProofFileName;
  };
  const shown = await upload(10);

  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  await page.goto("/manage");
  const name = "Ms. Anita Area Circle Exec";
  const documentLink = page.getByRole("link", { name: `Open document of ${name} (opens in a new tab)` });
  await expect(documentLink).toHaveAttribute("href", `/api/storage/ageproofs/${shown}`);

  // The member replaces the document while the Admin looks at the first one.
  const replacement = await upload(200);
  await page.getByRole("button", { name: `Accept the age proof of ${name}` }).click();
  await page.getByRole("dialog", { name: "Accept this age proof?" }).getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("The member has uploaded a new age proof since the list was loaded")).toBeVisible();
  await expect(documentLink).toHaveAttribute("href", `/api/storage/ageproofs/${replacement}`);

  await page.getByRole("button", { name: `Accept the age proof of ${name}` }).click();
  await page.getByRole("dialog", { name: "Accept this age proof?" }).getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText(`${name}'s age proof is verified.`)).toBeVisible();
  await expect(documentLink).toHaveCount(0);
  await memberContext.close();
});
