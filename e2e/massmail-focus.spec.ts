// A refused mass mail whose first marked control is disabled (the file picker once 5 files are
// attached): focus goes to the next marked control, or to the form's message when no other is
// marked (components/shared/focus-first-invalid.ts). The real server refuses the mail;
// the test alters what the page sends, as a stale page or another client could.
import { expect, test } from "./test";
import { logInTo } from "./fixtures";
import { solidPng } from "./fixtures/png";
import { sendAndConfirm } from "./massmail-steps";

test("a marked control that is disabled is passed over: focus goes to the next marked one, or to the form's message", async ({
  page,
}) => {
  await logInTo(page, "admin");
  type TSent = { audience: Record<string, unknown>; attachments: { name: string; fileName: string }[] };
  let alsoAudience = true;
  await page.route("**/api/massmail/send", (route) => {
    const sent = route.request().postDataJSON() as TSent;
    const attachments = sent.attachments.map((file) => ({ ...file, name: `../${file.name}` }));
    const audience = alsoAudience ? { ...sent.audience, tables: [0] } : sent.audience;
    return route.continue({ postData: JSON.stringify({ ...sent, attachments, audience }) });
  });
  await page.goto("/massmailerfileupload");
  await page.getByRole("textbox", { name: "Subject" }).fill("Five posters for the area meeting");
  await page.getByRole("textbox", { name: "Message" }).fill("Dear members, the posters are attached.");
  // Five attachments: the picker is disabled (at most 5 per mailing).
  const picker = page.getByLabel("Attach files", { exact: true });
  const posters = [1, 2, 3, 4, 5].map((n) => ({
    name: `poster-${n}.png`,
    mimeType: "image/png",
    buffer: solidPng(16, [n * 40, 90, 60]),
  }));
  await picker.setInputFiles(posters);
  await expect(page.getByRole("list", { name: "Attachments" }).getByRole("listitem")).toHaveCount(5);
  await expect(picker).toBeDisabled();
  await page.getByRole("checkbox", { name: "Area 1 - South (whole area)" }).check();
  await expect(page.getByTestId("recipient-count")).toContainText("recipients");

  // The disabled picker and the audience marked: the audience (after it) takes the focus.
  await sendAndConfirm(page);
  await expect(picker).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("group", { name: "Audience", exact: true })).toHaveAttribute("data-invalid");
  await expect(page.getByRole("checkbox", { name: /^Everyone/ })).toBeFocused();

  // Only the disabled picker marked: the form's message takes the focus.
  alsoAudience = false;
  await sendAndConfirm(page);
  await expect(picker).toHaveAccessibleDescription(/Not a valid file name\.$/);
  await expect(page.getByRole("group", { name: "Audience", exact: true })).not.toHaveAttribute("data-invalid");
  await expect(page.locator("[data-form-message='error']", { hasText: "Please correct the marked fields." })).toBeFocused();
});

test("a removed attachment hands focus to the next file's Remove, else the one before, else the picker", async ({ page }) => {
  await logInTo(page, "admin");
  await page.goto("/massmailerfileupload");
  const picker = page.getByLabel("Attach files", { exact: true });
  await picker.setInputFiles(
    [1, 2, 3].map((n) => ({ name: `poster-${n}.png`, mimeType: "image/png", buffer: solidPng(16, [n * 40, 90, 60]) })),
  );
  const attachments = page.getByRole("list", { name: "Attachments" });
  await expect(attachments.getByRole("listitem")).toHaveCount(3);
  await attachments.getByRole("button", { name: "Remove poster-2.png" }).click();
  await expect(attachments.getByRole("button", { name: "Remove poster-3.png" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(attachments.getByRole("button", { name: "Remove poster-1.png" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(picker).toBeFocused();
});
