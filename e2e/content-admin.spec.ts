// The Blog and News screen (/manage/content) as the Admin uses it: a post's address when its title
// is in Hindi. (Publishing, uploads, lists and deletes: public-pages.spec.ts.)
import { expect, test } from "./test";
import { apiLogin } from "./fixtures";

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
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("link", { name: title }).first()).toHaveAttribute("href", `/blog/delhi-water-camp-${stamp}`);
  await page.goto(`/blog/delhi-water-camp-${stamp}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});
