// The pack builder end to end: an Admin creates a pack, its first stage and a small element tree,
// sees the live preview follow every change, reorders and deletes; a plain member is refused.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { logInTo } from "./fixtures";

const dialogNamed = (page: Page, name: string) => page.getByRole("dialog", { name, exact: true });

/** Opens the element dialog with `trigger`, fills kind and label (and `more`), saves. */
const addElement = async (
  page: Page,
  trigger: Locator,
  dialogName: string,
  kind: string,
  label: string,
  more?: (dialog: Locator) => Promise<void>,
) => {
  await trigger.click();
  const dialog = dialogNamed(page, dialogName);
  await dialog.getByRole("combobox", { name: "Kind" }).selectOption({ label: kind });
  await dialog.getByRole("textbox", { name: "Label", exact: true }).fill(label);
  if (more) await more(dialog);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Elements", exact: true }).getByRole("button", { name: `Edit ${label}`, exact: true }),
  ).toBeVisible();
};

test("an Admin builds a small pack with a section, a required text, an amount, a file and a cost table", async ({ page }) => {
  const packName = `Smart classrooms ${Date.now()}`;

  await logInTo(page, "admin", "/projects/projectpacks");
  await expect(page.getByRole("heading", { name: "Project Packs", level: 1 })).toBeVisible();

  // 1. A new pack for 2026-27, for tables.
  await page.getByRole("button", { name: "New pack", exact: true }).click();
  const packDialog = dialogNamed(page, "New pack");
  await packDialog.getByRole("textbox", { name: "Name", exact: true }).fill(packName);
  await packDialog.getByRole("textbox", { name: "Year", exact: true }).fill("2026-27");
  await packDialog.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Table" });
  await packDialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(packDialog).toHaveCount(0);
  const packRow = page.getByRole("row", { name: new RegExp(packName) });
  await expect(packRow.getByRole("cell", { name: "2026-27", exact: true })).toBeVisible();
  await expect(packRow.getByText("Inactive", { exact: true })).toBeVisible();

  // 2. Its first stage, filled by the table.
  await packRow.getByRole("link", { name: /^Stages of / }).click();
  await expect(page).toHaveURL(/\/projects\/packstages\/\d+$/);
  await expect(page.getByRole("heading", { name: new RegExp(`${packName} 2026-27`), level: 2 })).toBeVisible();
  await expect(page.getByText("No stages yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add stage", exact: true }).click();
  const stageDialog = dialogNamed(page, "Add stage");
  await stageDialog.getByRole("textbox", { name: "Name", exact: true }).fill("Application");
  await stageDialog.getByRole("combobox", { name: "Filled by" }).selectOption({ label: "The table or circle" });
  await stageDialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(stageDialog).toHaveCount(0);
  const stageRow = page.getByRole("row", { name: /Application/ });
  await expect(stageRow.getByRole("cell", { name: "The table or circle", exact: true })).toBeVisible();
  await stageRow.getByRole("link", { name: "Elements of Application", exact: true }).click();

  // 3. The element tree: a section holding a required short text and an amount; a file and a cost table.
  await expect(page).toHaveURL(/\/projects\/stageelements\/\d+$/);
  const elements = page.getByRole("region", { name: "Elements", exact: true });
  const preview = page.getByRole("region", { name: "Preview", exact: true });
  const addTop = elements.getByRole("button", { name: "Add element", exact: true });
  await expect(elements.getByText("No elements yet.")).toBeVisible();

  await addElement(page, addTop, "Add element", "Section", "The school");
  const addInside = elements.getByRole("button", { name: "Add inside The school", exact: true });
  await addElement(page, addInside, "Add element to The school", "Short text", "School name", async (dialog) => {
    await dialog.getByRole("checkbox", { name: "Required", exact: true }).check();
  });
  await addElement(page, addInside, "Add element to The school", "Amount (₹)", "Grant asked for", async (dialog) => {
    await dialog.getByRole("textbox", { name: "Smallest amount (₹)" }).fill("1,000");
  });
  await addElement(page, addTop, "Add element", "File", "Quotation", async (dialog) => {
    await dialog.getByRole("checkbox", { name: "PDF", exact: true }).check();
    await expect(dialog.getByRole("checkbox", { name: "JPG", exact: true })).not.toBeChecked();
  });
  await addElement(page, addTop, "Add element", "Cost table", "Project costs");

  const inside = elements.getByRole("list", { name: "Inside The school", exact: true }).locator(":scope > li");
  await expect(inside).toHaveText([/^School name/, /^Grant asked for/]);

  // 4. The preview draws the form as the table will see it.
  await expect(preview.getByRole("group", { name: "The school" })).toBeVisible();
  const schoolName = preview.getByRole("textbox", { name: "School name" });
  await expect(schoolName).toBeVisible();
  await expect(schoolName).toHaveAttribute("required", "");
  await expect(preview.getByRole("textbox", { name: "Grant asked for" })).toBeVisible();
  await expect(preview.getByText("Quotation", { exact: true })).toBeVisible();
  await expect(preview.getByText("The table uploads documents here.")).toBeVisible();
  await expect(preview.getByText("Project costs", { exact: true })).toBeVisible();
  await expect(preview.getByText(/The table lists its costs here/)).toBeVisible();

  // 5. Moving the cost table up changes the order (and focus stays on the control used).
  const topLevel = elements.getByRole("list", { name: "Elements of Application", exact: true }).locator(":scope > li");
  await expect(topLevel).toHaveText([/^The school/, /^Quotation/, /^Project costs/]);
  const moveUp = elements.getByRole("button", { name: "Move Project costs up", exact: true });
  await moveUp.click();
  await expect(topLevel).toHaveText([/^The school/, /^Project costs/, /^Quotation/]);
  await expect(moveUp).toBeFocused();
  await expect(elements.getByRole("button", { name: "Move Quotation down", exact: true })).toBeDisabled();

  // 6. A reference document for an element: added, listed as a link, removed.
  await elements.getByLabel("Add a reference document to School name").setInputFiles({
    name: "naming-guidelines.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% guidelines\n%%EOF\n"),
  });
  const documents = elements.getByRole("list", { name: "Documents of School name" });
  await expect(documents.getByRole("link", { name: "naming-guidelines.pdf" })).toBeVisible();
  // Removing it deletes the file, so it is asked first: cancelling keeps it.
  const removeDocument = documents.getByRole("button", { name: "Remove naming-guidelines.pdf from School name" });
  await removeDocument.click();
  const removeConfirm = dialogNamed(page, "Remove naming-guidelines.pdf?");
  await expect(
    removeConfirm.getByText("naming-guidelines.pdf will be deleted and no longer offered with School name."),
  ).toBeVisible();
  await removeConfirm.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(removeConfirm).toHaveCount(0);
  await expect(documents.getByRole("link", { name: "naming-guidelines.pdf" })).toBeVisible();
  await removeDocument.click();
  await removeConfirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(removeConfirm).toHaveCount(0);
  await expect(elements.getByRole("list", { name: "Documents of School name" })).toHaveCount(0);

  // 7. Deleting the amount, after confirming, removes it from the tree and the preview.
  await elements.getByRole("button", { name: "Delete Grant asked for", exact: true }).click();
  const confirm = dialogNamed(page, "Delete Grant asked for?");
  await expect(confirm.getByText("Grant asked for will be removed from the stage.")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(elements.getByRole("button", { name: "Edit Grant asked for", exact: true })).toHaveCount(0);
  await expect(inside).toHaveText([/^School name/]);
  await expect(preview.getByRole("textbox", { name: "Grant asked for" })).toHaveCount(0);
  await expect(preview.getByRole("textbox", { name: "School name" })).toBeVisible();
  await expect(addTop).toBeFocused();
});

test("a pack dialog refused for a missing name puts focus on it, as every form does after a refusal", async ({ page }) => {
  await logInTo(page, "admin", "/projects/projectpacks");
  await page.getByRole("button", { name: "New pack", exact: true }).click();
  const packDialog = dialogNamed(page, "New pack");
  await packDialog.getByRole("textbox", { name: "Year", exact: true }).fill("2026-27");
  const save = packDialog.getByRole("button", { name: "Save", exact: true });
  await save.click();
  await expect(packDialog.getByText("Please correct the marked fields.")).toBeVisible();
  const name = packDialog.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  // The dialog never asks for it: its FormStatus moves focus from Save to the marked field.
  await expect(name).toBeFocused();
});

test("a plain member is refused the pack builder's page and its calls", async ({ page }) => {
  await logInTo(page, "member");
  // A page the role may not open sends the member to the log-in page.
  await page.goto("/projects/projectpacks");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprojects%2Fprojectpacks/);
  const reply = await page.request.get("/api/projects/getprojectpacks");
  expect(reply.status()).toBe(403);
});
