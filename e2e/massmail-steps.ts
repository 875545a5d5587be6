// Steps the mass-mail specs share.
import type { Page } from "@playwright/test";

/** Presses Send on the compose form and confirms in the dialog that names the recipients' count. */
export const sendAndConfirm = async (page: Page) => {
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Send this mail?" })
    .getByRole("button", { name: /^Send to \d[\d,]* recipients$/ })
    .click();
};
