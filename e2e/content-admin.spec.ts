// The Blog and News screen (/manage/content) as the Admin uses it: a post's address when its title
// is in Hindi, and where keyboard focus goes when a form or a deleted row goes. (Publishing,
// uploads, lists and deletes: public-pages.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiLogin } from "./fixtures";

/** The screen's message (FormStatus) showing `text`; toBeFocused checks that it is document.activeElement. */
const message = (page: Page, text: string) => page.locator("[data-form-message]").filter({ hasText: text });

test("a post titled in Hindi needs an address in English letters, asked for in the form before anything is sent", async ({
  page,
}) => {
  await apiLogin(page.request, "admin");
  const stamp = Date.now();
  const title = "दिल्ली में जल शिविर";
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/blog/createblog")) sent += 1;
  });

  await page.goto("/manage/content");
  await page.getByRole("button", { name: "New blog post" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Body" }).fill("The camp gave clean water to 400 families in the heat of May.");
  const slug = page.getByRole("textbox", { name: "Address (slug)" });
  await expect(slug).toHaveAccessibleDescription(/needed when the title has no English letters/);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await expect(slug).toHaveAccessibleDescription(/Give the post an address in English letters/);
  expect(sent).toBe(0);

  await slug.fill(`Delhi-Water-Camp-${stamp}`);
  // (The refusal stays under it until the next Save, as with every field of the form.)
  await expect(slug).toHaveAccessibleDescription(new RegExp(`^The post's address: /blog/delhi-water-camp-${stamp}`));
  await page.getByRole("checkbox", { name: "Publish on the public site" }).check();
  const created = page.waitForResponse((reply) => reply.url().endsWith("/api/blog/createblog"));
  await page.getByRole("button", { name: "Save and publish" }).click();
  const { blog } = (await (await created).json()) as { blog: { id: number } };
  try {
    await expect(page.getByRole("link", { name: title }).first()).toHaveAttribute("href", `/blog/delhi-water-camp-${stamp}`);
    await page.goto(`/blog/delhi-water-camp-${stamp}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  } finally {
    // Off the public pages again: public-pages.spec.ts checks their HTML is ASCII on the demo content.
    expect((await page.request.post("/api/blog/deleteblog", { data: { id: blog.id } })).ok()).toBe(true);
  }
});

test("after Save, Cancel or a confirmed Delete, focus goes to the screen's message or back to the button that opened the form", async ({
  page,
}) => {
  await apiLogin(page.request, "admin");
  const title = `Post for focus ${Date.now()}`;
  const edited = `${title} (edited)`;
  const created = await page.request.post("/api/blog/createblog", {
    data: { title, summary: "Made for the focus test.", body: "A short body for the test.", coverImage: "", isPublished: false },
  });
  expect(created.status()).toBe(201);
  await page.goto("/manage/content");
  // Soft checks: each place is checked, and reported, even when one before it fails.

  // Cancel of an untouched new post: back on New.
  await page.getByRole("button", { name: "New blog post" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect.soft(page.getByRole("button", { name: "New blog post" })).toBeFocused();

  // Cancel of a changed edit, confirmed in "Discard your changes?": back on the row's Edit.
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(edited);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard changes" }).click();
  await expect.soft(page.getByRole("button", { name: `Edit ${title}`, exact: true })).toBeFocused();

  // Save: on the message that says what was saved.
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(edited);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect.soft(message(page, "Blog post saved as a draft.")).toBeFocused();

  // A confirmed Delete: on the message that says it is deleted.
  await page.getByRole("button", { name: `Delete ${edited}`, exact: true }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  await expect.soft(message(page, `“${edited}” has been deleted.`)).toBeFocused();

  // The same on the videos' tab.
  await page.getByRole("tab", { name: "News and videos" }).click();
  await page.getByRole("button", { name: "New video" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect.soft(page.getByRole("button", { name: "New video" })).toBeFocused();
  await page.getByRole("button", { name: "New video" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Video URL" }).fill("https://youtu.be/aqz-KE-bpKQ");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect.soft(message(page, "News item saved as a draft.")).toBeFocused();
  await page.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
  await page.getByRole("dialog", { name: "Delete this video?" }).getByRole("button", { name: "Delete video" }).click();
  await expect.soft(message(page, `“${title}” has been deleted.`)).toBeFocused();
});
