// Steps and files the project-application specs share.
import type { Page } from "@playwright/test";
import { logInTo } from "./fixtures";
import { expect } from "./test";

/** A tiny PDF upload named `name`. */
export const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });

/** A PNG upload named `name` (its signature and the name as its body). */
export const png = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(name)]),
});

/** Waits until the application form says every change is saved. */
export const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

/** texc starts a draft of the demo education pack and is on its first stage. */
export const startDraft = async (page: Page, title: string) => {
  await logInTo(page, "texc", "/projects/tableprojectpacks");
  await page.getByRole("button", { name: "Start with Freedom Through Education: classrooms" }).click();
  await page.getByRole("textbox", { name: "Project title" }).fill(title);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.waitForURL(/\/projects\/tableprojectapplication\/\d+\/\d+$/);
};
