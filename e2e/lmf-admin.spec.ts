// The secretariat's LMF applications (/manage/lmfapplications): an application sent through the
// public calls, as /becomealmf sends it, is listed with its applicant, table, day applied (India),
// fee and payment state; its details show what the applicant gave, and its document opens from the
// Admin-only storage route. A failed read of the details says why and Retry reads them.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { apiLogin, ROLE_ACCOUNTS } from "./fixtures";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const indianToday = () =>
  new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    new Date(),
  );

/** An application as a visitor sends it: the document uploaded first, then the form. */
const apply = async (request: APIRequestContext, applicantName: string) => {
  const uploaded = await request.post("/api/lmf/uploadfiles", {
    multipart: { fileInputFor: "lmf", file0: { name: "pan-card.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(uploaded.status()).toBe(200);
  const { files } = (await uploaded.json()) as { files: { name: string }[] };
  const created = await request.post("/api/lmf/createlmf", {
    data: {
      applicantName,
      dateOfBirth: "1979-08-23",
      email: "lakshmi.r@example.org",
      phone: "9840011223",
      addressLine1: "18, Kamaraj Salai",
      city: "Coimbatore",
      state: "Tamil Nadu",
      postalCode: "641001",
      pan: "ABCPR5678K",
      tableNo: 2,
      documents: files.map((file) => file.name),
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { lmf: { referenceNo: string } }).lmf.referenceNo;
};

test("the Admin finds an LMF application from the home, reads its details and opens its document", async ({ page }) => {
  const name = `Lakshmi Ramanathan ${Date.now()}`;
  const referenceNo = await apply(page.request, name);

  await apiLogin(page.request, ROLE_ACCOUNTS.Admin);
  await page.goto("/dashboard/dashboardbar");
  await page
    .getByRole("main")
    .getByRole("link", { name: /LMF Applications/ })
    .click();
  await expect(page).toHaveURL(/\/manage\/lmfapplications$/);
  await expect(page.getByRole("heading", { name: "LMF Applications", level: 1 })).toBeVisible();

  const table = page.getByRole("table", { name: /^LMF applications, newest first, page 1 of \d+$/ });
  const row = table.getByRole("row").filter({ hasText: referenceNo });
  await expect(row).toContainText(name);
  await expect(row).toContainText("lakshmi.r@example.org");
  await expect(row).toContainText("RT2");
  await expect(row).toContainText(indianToday());
  await expect(row).toContainText("₹25,000.00");
  await expect(row).toContainText("Pending payment");
  // Newest first: the application just sent is the first row.
  await expect(table.getByRole("row").nth(1)).toContainText(referenceNo);

  await row.getByRole("button", { name: `Details of ${referenceNo}` }).click();
  const dialog = page.getByRole("dialog", { name: `LMF application ${referenceNo}` });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText("23/08/1979");
  await expect(dialog).toContainText("ABCPR5678K");
  await expect(dialog).toContainText("18, Kamaraj Salai, Coimbatore, Tamil Nadu, 641001, India");
  await expect(dialog).toContainText("+91 98400 11223");
  await expect(dialog).toContainText("RT2");

  const documentLink = dialog.getByRole("link", { name: "Document 1: pan-card.png (opens in a new tab)" });
  const href = (await documentLink.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/api\/storage\/lmf\/[^/]+\.png$/);
  const opening = page.waitForEvent("popup");
  await documentLink.click();
  const tab = await opening;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(href);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);
  await tab.close();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("the details of an LMF application: a failed read says why, and Retry reads them", async ({ page }) => {
  const referenceNo = await apply(page.request, `Retry Applicant ${Date.now()}`);
  await apiLogin(page.request, ROLE_ACCOUNTS.Admin);
  await page.route(
    "**/api/lmf/getlmfbyid/**",
    (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "The portal is busy" }) }),
    { times: 1 },
  );
  await page.goto("/manage/lmfapplications");
  await page.getByRole("button", { name: `Details of ${referenceNo}` }).click();
  const dialog = page.getByRole("dialog", { name: `LMF application ${referenceNo}` });
  const failed = dialog.getByRole("alert").filter({ hasText: "The application could not be loaded." });
  await expect(failed).toContainText("The portal is busy");
  await dialog.getByRole("button", { name: "Retry", exact: true }).click();
  await expect(dialog).toContainText("ABCPR5678K");
  await expect(failed).toHaveCount(0);
});
