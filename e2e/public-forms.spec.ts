// The public forms (issue 4): FCRA donations and life-member-friend applications. Every invalid
// field gets its own message; a valid form is stored as pending payment (checked through the
// Admin API); the API's own 400 field errors land next to their fields.
import { request as playwrightRequest, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./test";
import { financialYearOf } from "../lib/content/year";
import { apiLogin, DEMO_PASSWORD } from "./fixtures";

/** The message tied to a control through aria-describedby (and the control marked invalid). */
const expectFieldError = async (control: Locator, message: string | RegExp) => {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const ids = ((await control.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => control.page().locator(`[id="${id}"]`).textContent()));
  expect(texts.join(" ")).toMatch(message);
};

const adminApi = async (baseURL: string | undefined) => {
  const api = await playwrightRequest.newContext({ baseURL });
  await apiLogin(api, "admin");
  return api;
};

// A 1x1 PNG: the upload is checked by content, not by name.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const fcraForm = (page: Page) => page.getByRole("form", { name: "FCRA donation" });

test.describe("FCRA donations", () => {
  test("an empty or wrong form marks every invalid field with a clear message", async ({ page }) => {
    await page.goto("/fcradonations");
    const form = fcraForm(page);
    await form.getByRole("button", { name: "Record my donation" }).click();
    await expect(form.getByText("Please check the marked fields.")).toBeVisible();
    await expect(form.getByText(/Choose who is donating/)).toBeVisible();
    await expectFieldError(form.getByRole("textbox", { name: "Full name" }), /Name is required/);
    await expectFieldError(form.getByRole("textbox", { name: "E-mail" }), /e-mail/i);
    await expectFieldError(form.getByRole("textbox", { name: "Phone" }), /phone number of 8 to 15 digits/);
    await expectFieldError(form.getByRole("textbox", { name: "Address line 1" }), /Address is required/);
    await expectFieldError(form.getByRole("textbox", { name: "City" }), /City is required/);
    await expectFieldError(form.getByRole("textbox", { name: "PIN / postal code" }), /postal code/i);
    await expectFieldError(form.getByRole("textbox", { name: "Amount" }), /Amount/);
    await expectFieldError(form.getByRole("textbox", { name: "Purpose" }), /purpose/i);
    await expectFieldError(form.getByRole("checkbox"), /confirm the declaration/);
    // Focus goes to the first field to fix.
    await expect(form.getByRole("radio").first()).toBeFocused();
    // The donor type is required, and marked so like the other required fields.
    await expect(form.locator("legend", { hasText: "Who is donating?" })).toHaveText("Who is donating? *");
    for (const radio of await form.getByRole("radio").all()) await expect(radio).toHaveAttribute("required", "");

    // A foreign national must give passport and nationality; a bad e-mail says what is expected.
    await form.getByRole("radio", { name: "Foreign national" }).check();
    await form.getByRole("textbox", { name: "E-mail" }).fill("not-an-address");
    await expectFieldError(form.getByRole("textbox", { name: "Passport number" }), /Passport number is required/);
    await expectFieldError(form.getByRole("textbox", { name: "Nationality" }), /Nationality is required/);
    await expectFieldError(form.getByRole("textbox", { name: "E-mail" }), /valid e-mail address/);

    // An Indian citizen needs a personal PAN and a six-digit PIN for an address in India.
    await form.getByRole("radio", { name: "Indian citizen living in India" }).check();
    await form.getByRole("textbox", { name: "PAN" }).fill("ABCDE1234F");
    await form.getByRole("textbox", { name: "PIN / postal code" }).fill("12");
    await expectFieldError(form.getByRole("textbox", { name: "PAN" }), /personal PAN/);
    await expectFieldError(form.getByRole("textbox", { name: "PIN / postal code" }), /six-digit PIN|valid postal code/);
  });

  test("a valid donation is stored as pending payment and listed for the Admin", async ({ page, baseURL }) => {
    await page.goto("/fcradonations");
    const form = fcraForm(page);
    await form.getByRole("radio", { name: "Indian citizen living in India" }).check();
    await form.getByRole("textbox", { name: "Full name" }).fill("Asha Raman");
    await form.getByRole("textbox", { name: "E-mail" }).fill("asha.raman@example.org");
    await form.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
    await form.getByRole("textbox", { name: "Address line 1" }).fill("14, Gandhi Road");
    await form.getByRole("textbox", { name: "City" }).fill("Chennai");
    await form.getByRole("combobox", { name: "State" }).selectOption("Tamil Nadu");
    await form.getByRole("textbox", { name: "PIN / postal code" }).fill("600034");
    await form.getByRole("textbox", { name: "PAN" }).fill("ABCPR1234K");
    await form.getByRole("textbox", { name: "Amount" }).fill("5000");
    await form.getByRole("textbox", { name: "Purpose" }).fill("Classrooms in Tiruvallur");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Record my donation" }).click();

    const success = page.getByText("Thank you for your donation");
    await expect(success).toBeVisible();
    // The form (and its focused button) is gone: the message takes the focus and is in view.
    await expect(success).toBeInViewport();
    await expect(page.getByRole("group", { name: "Thank you for your donation" })).toBeFocused();
    await expect(page.getByText("pending payment", { exact: false }).first()).toBeVisible();
    const referenceNo = (await page.locator("strong.font-mono").textContent())?.trim() ?? "";
    expect(referenceNo).not.toBe("");

    const api = await adminApi(baseURL);
    const reply = await (await api.get(`/api/fcradonations/getfcradonationbyyear/${financialYearOf(new Date())}`)).json();
    const stored = (reply.fcradonations as { referenceNo: string; status: string; pan: string; amount: number }[]).find(
      (donation) => donation.referenceNo === referenceNo,
    );
    expect(stored).toMatchObject({ status: "pending_payment", pan: "ABCPR1234K", amount: 5000 });
    await api.dispose();

    // The Admin sees it under the form, by financial year.
    await page.goto("/login");
    await page.getByRole("textbox", { name: "User name" }).fill("admin");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
    await page.goto("/fcradonations");
    const adminList = page.getByRole("region", { name: /Donations by year/ });
    await expect(adminList.getByRole("cell", { name: referenceNo })).toBeVisible();
  });

  test("visitors never see the Admin list, and the API's field errors land next to their fields", async ({ page }) => {
    await page.route("**/api/fcradonations/createfcradonation", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "pan: already used",
          code: "BAD_REQUEST",
          fields: [{ field: "pan", message: "This PAN is blocked" }],
        }),
      }),
    );
    await page.goto("/fcradonations");
    await expect(page.getByRole("region", { name: /Donations by year/ })).toHaveCount(0);
    const form = fcraForm(page);
    await form.getByRole("radio", { name: "Non-resident Indian (NRI)" }).check();
    await form.getByRole("textbox", { name: "Full name" }).fill("Vikram Iyer");
    await form.getByRole("textbox", { name: "E-mail" }).fill("vikram@example.com");
    await form.getByRole("textbox", { name: "Phone" }).fill("+1 415 555 0100");
    await form.getByRole("textbox", { name: "Address line 1" }).fill("1 Market Street");
    await form.getByRole("textbox", { name: "City" }).fill("San Francisco");
    await form.getByRole("textbox", { name: "PIN / postal code" }).fill("94105");
    await form.getByRole("combobox", { name: "Country" }).selectOption("US");
    await form.getByRole("textbox", { name: "PAN" }).fill("ABCPI1234K");
    await form.getByRole("textbox", { name: "Amount" }).fill("250");
    await form.getByRole("combobox", { name: "Currency" }).selectOption("USD");
    await form.getByRole("textbox", { name: "Purpose" }).fill("General fund");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Record my donation" }).click();
    await expectFieldError(form.getByRole("textbox", { name: "PAN" }), "This PAN is blocked.");
    await expect(form.getByText("Please check the marked fields.")).toBeVisible();
  });
});

const lmfForm = (page: Page) => page.getByRole("form", { name: "Life member friend application" });

test.describe("Become a life member friend", () => {
  test("an empty or wrong form marks every invalid field with a clear message", async ({ page }) => {
    await page.goto("/becomealmf");
    const form = lmfForm(page);
    await form.getByRole("button", { name: "Apply as a life member friend" }).click();
    await expect(form.getByText("Please check the marked fields.")).toBeVisible();
    await expectFieldError(form.getByRole("textbox", { name: "Full name" }), /Name is required/);
    await expectFieldError(form.getByRole("textbox", { name: "E-mail" }), /e-mail/i);
    await expectFieldError(form.getByRole("textbox", { name: "Phone" }), /phone number/);
    await expectFieldError(form.getByRole("textbox", { name: "PAN" }), /PAN is required/);
    await expectFieldError(form.getByRole("textbox", { name: "Address line 1" }), /Address is required/);
    await expectFieldError(form.getByRole("textbox", { name: "City" }), /City is required/);
    await expectFieldError(form.getByRole("combobox", { name: "State" }), /State is required/);
    await expectFieldError(form.getByRole("textbox", { name: "PIN code" }), /code/i);
    await expectFieldError(form.getByRole("textbox", { name: "Table number" }), /table or of your circle/);
    await expectFieldError(form.getByLabel("Add documents"), /Upload at least one document|documents/);
    await expectFieldError(form.getByRole("checkbox"), /confirm the declaration/);
    await expect(form.getByRole("textbox", { name: "Full name" })).toBeFocused();

    await form.getByRole("textbox", { name: "PAN" }).fill("ABCDE1234F");
    await form.getByRole("textbox", { name: "Date of birth" }).fill("1949-12-31");
    await expectFieldError(form.getByRole("textbox", { name: "PAN" }), /personal PAN/);
    await expectFieldError(form.getByRole("textbox", { name: "Date of birth" }), /1 January 1950/);
  });

  test("a valid application with an uploaded document is stored as pending payment", async ({ page, baseURL }) => {
    await page.goto("/becomealmf");
    const form = lmfForm(page);
    // The form tells when to pay as the page's "After you apply" does: online, straight away.
    await expect(page.getByRole("region", { name: "After you apply" })).toContainText("pay the fee online straight away");
    await expect(form).toContainText("₹25,000, paid once. You pay it online as soon as your application is recorded");
    await expect(form).not.toContainText("after the secretariat has checked");
    await form.getByLabel("Add documents").setInputFiles({ name: "pan-card.png", mimeType: "image/png", buffer: PNG });
    await expect(form.getByText("pan-card.png")).toBeVisible();
    await form.getByRole("textbox", { name: "Full name" }).fill("Meera Krishnan");
    await form.getByRole("textbox", { name: "Date of birth" }).fill("1980-05-17");
    await form.getByRole("textbox", { name: "E-mail" }).fill("meera.k@example.org");
    await form.getByRole("textbox", { name: "Phone" }).fill("9876543210");
    await form.getByRole("textbox", { name: "PAN" }).fill("ABCPK1234M");
    await form.getByRole("textbox", { name: "Address line 1" }).fill("7, Lake View Road");
    await form.getByRole("textbox", { name: "City" }).fill("Bengaluru");
    await form.getByRole("combobox", { name: "State" }).selectOption("Karnataka");
    await form.getByRole("textbox", { name: "PIN code" }).fill("560001");
    await form.getByRole("textbox", { name: "Table number" }).fill("2");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Apply as a life member friend" }).click();

    await expect(page.getByText("Thank you for applying")).toBeVisible();
    await expect(page.getByText("Thank you for applying")).toBeInViewport();
    await expect(page.getByRole("group", { name: "Thank you for applying" })).toBeFocused();
    const referenceNo = (await page.locator("strong.font-mono").textContent())?.trim() ?? "";
    expect(referenceNo).not.toBe("");

    const api = await adminApi(baseURL);
    const reply = await (await api.get("/api/lmf/getalllmf")).json();
    const stored = (reply.lmfapplications as { referenceNo: string; status: string; amount: number; documents: string[] }[]).find(
      (application) => application.referenceNo === referenceNo,
    );
    expect(stored).toMatchObject({ status: "pending_payment", amount: 25000 });
    expect(stored?.documents).toHaveLength(1);
    await api.dispose();
  });

  test("Apply waits while a document is still uploading, and the application keeps both documents", async ({ page, baseURL }) => {
    await page.goto("/becomealmf");
    const form = lmfForm(page);
    const picker = form.getByLabel("Add documents");
    await picker.setInputFiles({ name: "pan-card.png", mimeType: "image/png", buffer: PNG });
    await expect(form.getByText("pan-card.png")).toBeVisible();
    await form.getByRole("textbox", { name: "Full name" }).fill("Ravi Shankar");
    await form.getByRole("textbox", { name: "E-mail" }).fill("ravi.s@example.org");
    await form.getByRole("textbox", { name: "Phone" }).fill("9876501234");
    await form.getByRole("textbox", { name: "PAN" }).fill("ABCPS1234Q");
    await form.getByRole("textbox", { name: "Address line 1" }).fill("3, Temple Street");
    await form.getByRole("textbox", { name: "City" }).fill("Madurai");
    await form.getByRole("combobox", { name: "State" }).selectOption("Tamil Nadu");
    await form.getByRole("textbox", { name: "PIN code" }).fill("625001");
    await form.getByRole("textbox", { name: "Table number" }).fill("2");
    await form.getByRole("checkbox").check();

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/lmf/uploadfiles", async (route) => {
      await held;
      await route.continue();
    });
    await picker.setInputFiles({ name: "address-proof.png", mimeType: "image/png", buffer: PNG });
    const apply = form.getByRole("button", { name: "Apply as a life member friend" });
    await expect(form.getByText("Waiting for the upload to finish…")).toBeVisible();
    await expect(apply).toBeDisabled();

    release();
    await expect(form.getByText("address-proof.png")).toBeVisible();
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(page.getByText("Thank you for applying")).toBeVisible();
    const referenceNo = (await page.locator("strong.font-mono").textContent())?.trim() ?? "";

    const api = await adminApi(baseURL);
    const reply = await (await api.get("/api/lmf/getalllmf")).json();
    const stored = (reply.lmfapplications as { referenceNo: string; documents: string[] }[]).find(
      (application) => application.referenceNo === referenceNo,
    );
    expect(stored?.documents).toHaveLength(2);
    await api.dispose();
  });

  test("a half-typed date of birth is refused in the page, and nothing is sent", async ({ page }) => {
    await page.goto("/becomealmf");
    const form = lmfForm(page);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/lmf/createlmf")) sent.push(request.url());
    });
    await form.getByLabel("Add documents").setInputFiles({ name: "pan-card.png", mimeType: "image/png", buffer: PNG });
    await expect(form.getByText("pan-card.png")).toBeVisible();
    await form.getByRole("textbox", { name: "Full name" }).fill("Lata Menon");
    await form.getByRole("textbox", { name: "E-mail" }).fill("lata.m@example.org");
    await form.getByRole("textbox", { name: "Phone" }).fill("9876512345");
    await form.getByRole("textbox", { name: "PAN" }).fill("ABCPM1234N");
    await form.getByRole("textbox", { name: "Address line 1" }).fill("9, Beach Road");
    await form.getByRole("textbox", { name: "City" }).fill("Kochi");
    await form.getByRole("combobox", { name: "State" }).selectOption("Kerala");
    await form.getByRole("textbox", { name: "PIN code" }).fill("682001");
    await form.getByRole("textbox", { name: "Table number" }).fill("2");
    await form.getByRole("checkbox").check();
    // Month and day typed, the year not: the input's value is "" but it is not empty.
    const dateOfBirth = form.getByRole("textbox", { name: "Date of birth" });
    await dateOfBirth.focus();
    await page.keyboard.type("0517");
    expect(await dateOfBirth.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);

    await form.getByRole("button", { name: "Apply as a life member friend" }).click();
    await expectFieldError(dateOfBirth, "Enter a full date of birth, or leave it empty");
    await expect(form.getByText("Please check the marked fields.")).toBeVisible();
    await expect(dateOfBirth).toBeFocused();
    expect(sent).toEqual([]);

    // The whole date clears the message.
    await dateOfBirth.fill("1980-05-17");
    await expect(form.getByText("Enter a full date of birth, or leave it empty")).toHaveCount(0);
  });

  test("a file that is not a document is refused at upload", async ({ page }) => {
    await page.goto("/becomealmf");
    const form = lmfForm(page);
    await form
      .getByLabel("Add documents")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("plain text") });
    await expectFieldError(form.getByLabel("Add documents"), /PDF, PNG, JPEG or GIF/);
  });
});

test.describe("Sign up", () => {
  test("a refused sign-up, in the page or by the server, puts the focus on the first field to fix", async ({ page }) => {
    await page.goto("/signup");
    // The phone's expected form is shown before anything is refused.
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription("e.g. +91 98400 12345");
    const userName = page.getByRole("textbox", { name: "User name" });
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectFieldError(userName, /./);
    await expect(userName).toBeFocused();

    // Valid in the page, but the user name is taken: the server's field error takes the focus too.
    await userName.fill("admin");
    await page.getByRole("textbox", { name: "Full name" }).fill("Anil Admin Again");
    await page.getByRole("textbox", { name: "E-mail" }).fill("anil.again@example.org");
    await page.getByRole("combobox", { name: "Table" }).selectOption({ index: 1 });
    await page.getByRole("textbox", { name: /^Password/ }).fill("Welcome2026");
    await page.getByLabel("Confirm password").fill("Welcome2026");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectFieldError(userName, "User name already taken");
    await expect(userName).toBeFocused();
  });
});
