// Project applications, one screen or rule at a time, each on the demo data alone (the walk of one
// application across the roles is project-applications.spec.ts): who sees numbers or links, the day
// an application started, which decisions a role is offered, a table withdrawing its draft, the
// public list of tables' projects, and the application form on a slow or refusing network.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiLogin, logInTo } from "./fixtures";
import { pdf, saved, startDraft } from "./project-application-steps";

test("the trust sees the applications' numbers as plain text (their page is not theirs to open); npc gets links", async ({
  browser,
}) => {
  for (const [userName, links] of [
    ["trustee", false],
    ["secretary", false],
    ["npc", true],
  ] as const) {
    const context = await browser.newContext();
    const member = await context.newPage();
    await logInTo(member, userName, "/projects/manageprojectapplications");
    const queue = member.getByRole("table", { name: "Applications in the review queue" });
    const first = queue.getByRole("row").nth(1).getByRole("cell").first();
    await expect(first).toHaveText(/^TPA-\d{6}-\d{4}$/);
    await expect(first.getByRole("link")).toHaveCount(links ? 1 : 0);
    if (userName !== "npc") {
      await member.goto("/projects");
      const list = member.getByRole("table", { name: "Project applications" });
      await expect(list.getByRole("row").nth(1).getByRole("cell").first()).toHaveText(/^TPA-\d{6}-\d{4}$/);
      await expect(list.getByRole("link")).toHaveCount(0);
    }
    await context.close();
  }
});

test("the applications list gives the day an application started in India, as dd/mm/yyyy, in a browser on UTC", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: "UTC" });
  const member = await context.newPage();
  // The first row started at 00:30 in India on 1 April 2026: still 31 March in UTC.
  await member.route("**/api/projects/getalltableprojectapplications/**", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { tableProjectApplications: { createdAt: string }[] };
    body.tableProjectApplications[0]!.createdAt = "2026-03-31T19:00:00.000Z";
    await route.fulfill({ response, json: body });
  });
  await logInTo(member, "trustee", "/projects");
  const list = member.getByRole("table", { name: "Project applications" });
  await expect(list.getByRole("row").nth(1).getByRole("cell").last()).toHaveText("01/04/2026");
  await context.close();
});

test("a running grant the trust has paid on offers no decision: not to the Admin, nor Close or Withdraw to npc", async ({
  browser,
}) => {
  // The demo's "Two classrooms, Ennore" is in progress with ₹4,00,000 paid: the server refuses
  // closing or withdrawing it (409, stop 57), and the review queue offers neither.
  for (const userName of ["admin", "npc"]) {
    const context = await browser.newContext();
    const member = await context.newPage();
    await logInTo(member, userName, "/projects/manageprojectapplications");
    await member.getByLabel("State").selectOption("IN_PROGRESS");
    const row = member.getByRole("row", { name: /Two classrooms, Ennore/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole("button", { name: /^Decide on/ })).toHaveCount(0);
    await context.close();
  }
});

test("a table withdraws its own draft, with a reason and a confirmation; the national team is not offered it there", async ({
  page,
  browser,
}) => {
  await startDraft(page, "Given up");

  const npcContext = await browser.newContext();
  const npc = await npcContext.newPage();
  await logInTo(npc, "npc", page.url());
  await expect(npc.getByText("Draft", { exact: true })).toBeVisible();
  await expect(npc.getByRole("button", { name: "Withdraw application" })).toHaveCount(0);
  await npcContext.close();

  await page.getByRole("button", { name: "Withdraw application" }).click();
  const dialog = page.getByRole("dialog", { name: /^Withdraw TPA-\d{6}-\d{4}\?$/ });
  await dialog.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(dialog.getByText("Give the reason (at least 3 characters).")).toBeVisible();
  await dialog.getByRole("textbox", { name: /Why withdraw it/ }).fill("The school found another donor.");
  await dialog.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(page.getByText(/^TPA-\d{6}-\d{4} is withdrawn\.$/)).toBeVisible();
  await expect(page.getByText("Withdrawn", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw application" })).toHaveCount(0);
  // Read-only now: the answers are text, no longer form controls.
  await expect(page.getByRole("group", { name: "Name of the school", exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name of the school" })).toHaveCount(0);
});

test("visitors read and search the tables' own projects, and one table's list", async ({ page }) => {
  await page.goto("/projects/tableprojects");
  await expect(page.getByRole("heading", { level: 1, name: "Table Projects" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "RO drinking-water plant, Ponneri" })).toBeVisible();
  await page.getByRole("textbox", { name: "Words" }).fill("eye");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=eye/);
  await expect(page.getByRole("heading", { name: "Eye camp at Dharavi" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "RO drinking-water plant, Ponneri" })).toHaveCount(0);
  // The year as the label writes it (2024-25) filters; a term not understood is named and only it is dropped.
  await page.getByRole("textbox", { name: "Words" }).fill("");
  await page.getByRole("textbox", { name: /^Year/ }).fill("2024-25");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "RO drinking-water plant, Ponneri" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Eye camp at Dharavi" })).toHaveCount(0);
  await page.goto("/projects/tableprojects?q=eye&year=last");
  await expect(page.getByText("Not understood, so left out of the search: Year (write it as 2024-25).")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Eye camp at Dharavi" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "RO drinking-water plant, Ponneri" })).toHaveCount(0);
  await page.goto("/projects/tableprojects/2");
  await expect(page.getByRole("heading", { level: 1, name: "Projects of Table 2" })).toBeVisible();
  await expect(page.getByText("₹4,50,000")).toBeVisible();
  expect((await page.goto("/projects/tableprojects/999"))?.status()).toBe(404);
});

test("on a slow network, nothing typed is lost, even when an early save answers last", async ({ page }) => {
  await logInTo(page, "texc", "/projects/tableprojectpacks");
  await page.getByRole("button", { name: "Start with Freedom Through Education: classrooms" }).click();
  await page.getByRole("textbox", { name: "Project title" }).fill("Slow network");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.waitForURL(/\/projects\/tableprojectapplication\/\d+\/\d+$/);

  // The first save takes 3 s to arrive, later ones 0.3 s, and the member keeps typing meanwhile:
  // a client that sent saves side by side would have the first (oldest) one land last.
  let saves = 0;
  await page.route("**/api/projects/updatetableprojectapplicationstage", async (route) => {
    saves += 1;
    await new Promise((resolve) => setTimeout(resolve, saves === 1 ? 3000 : 300));
    await route.continue();
  });
  const name = page.getByRole("textbox", { name: "Name of the school" });
  const why = page.getByRole("textbox", { name: "Why the school needs it" });
  await name.pressSequentially("Government High School", { delay: 30 });
  await why.pressSequentially("Ninety children share one room.", { delay: 30 });
  await page.waitForTimeout(900);
  for (const [field, more] of [
    [name, ", Ponneri"],
    [why, " The roof leaks."],
  ] as const) {
    await field.click();
    await field.press("End");
    await field.pressSequentially(more, { delay: 30 });
  }
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 20_000 });
  expect(saves).toBeGreaterThan(1);

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Name of the school" })).toHaveValue("Government High School, Ponneri");
  await expect(page.getByRole("textbox", { name: "Why the school needs it" })).toHaveValue(
    "Ninety children share one room. The roof leaks.",
  );
});

test("Start makes one application: it stays busy until the new one opens, and a pack closed meanwhile is said in the dialog", async ({
  page,
  browser,
}) => {
  const PACK = "Freedom Through Education: classrooms";
  await logInTo(page, "texc", "/projects/tableprojectpacks");
  let starts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/projects/createnewprojectapplication")) starts += 1;
  });

  // The secretariat closes the pack while the dialog is open: the refusal names the pack, above
  // the title, and the title keeps no error of its own.
  const admin = await browser.newContext();
  await apiLogin(admin.request, "admin");
  const setOpen = async (isActive: boolean) => {
    const { projectPacks } = (await (await admin.request.get("/api/projects/getprojectpacks")).json()) as {
      projectPacks: { id: number; name: string; year: number; description: string; kind: string; updatedAt: string }[];
    };
    const { id, name, year, description, kind, updatedAt } = projectPacks.find((pack) => pack.name === PACK)!;
    const reply = await admin.request.post("/api/projects/updateorcreateprojectpack", {
      data: { id, name, year, description, kind, isActive, updatedAt },
    });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  try {
    await page.getByRole("button", { name: `Start with ${PACK}` }).click();
    const dialog = page.getByRole("dialog", { name: "Start an application" });
    await dialog.getByRole("textbox", { name: "Project title" }).fill("Closed meanwhile");
    await setOpen(false);
    await dialog.getByRole("button", { name: "Start", exact: true }).click();
    await expect(dialog.getByText("This pack is not open for applications.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Project title" })).not.toHaveAttribute("aria-invalid", "true");
  } finally {
    await setOpen(true);
    await admin.close();
  }
  expect(starts).toBe(1);

  // The new application's page is slow to come: Start stays busy, and a second click starts nothing.
  await page.reload();
  await page.route("**/projects/tableprojectapplication/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.getByRole("button", { name: `Start with ${PACK}` }).click();
  const dialog = page.getByRole("dialog", { name: "Start an application" });
  await dialog.getByRole("textbox", { name: "Project title" }).fill("Started once");
  const start = dialog.getByRole("button", { name: "Start", exact: true });
  const created = page.waitForResponse((reply) => reply.url().endsWith("/api/projects/createnewprojectapplication"));
  await start.click();
  expect((await created).status()).toBe(200);
  await expect(start).toHaveAttribute("aria-busy", "true");
  // A click as a member makes it (Playwright waits for a button it sees as disabled to be enabled).
  await start.click({ force: true });
  await page.waitForURL(/\/projects\/tableprojectapplication\/\d+\/\d+$/);
  await expect(page.getByRole("textbox", { name: "Name of the school" })).toBeVisible();
  expect(starts).toBe(2);
});

/** The next autosave whose body contains `text`. */
const saveWith = (page: Page, text: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/projects/updatetableprojectapplicationstage") &&
      (response.request().postData() ?? "").includes(text),
  );

test("a cost line with a bad quantity shows its error and holds back no other answer", async ({ page }) => {
  await startDraft(page, "Bad quantity");
  await page.getByRole("button", { name: "Add a line" }).click();
  await page.getByRole("textbox", { name: "Description, line 1" }).fill("Desks");
  await page.getByRole("textbox", { name: "Quantity, line 1" }).fill("10.125");
  await page.getByRole("textbox", { name: "Unit cost, line 1" }).fill("2,500");
  await expect(page.getByRole("textbox", { name: "Quantity, line 1" })).toHaveAccessibleDescription(
    "Must be a positive number with at most 2 decimals, such as 1,000 or 2.5.",
  );

  // The other answers are saved meanwhile; the page says the line is not.
  const saving = saveWith(page, "GHSS Ponneri");
  await page.getByRole("textbox", { name: "Name of the school" }).fill("GHSS Ponneri");
  expect((await saving).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toHaveText(
    "Not saved: Correct the marked cost lines to save them.",
  );

  // Leaving asks first (the line is unsaved); after the reload the answer is there, the line is not.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Name of the school" })).toHaveValue("GHSS Ponneri");
  await expect(page.getByRole("textbox", { name: "Quantity, line 1" })).toHaveCount(0);

  // A bad quantity cleared no longer holds the line back; corrected, the line is saved.
  await page.getByRole("button", { name: "Add a line" }).click();
  await page.getByRole("textbox", { name: "Description, line 1" }).fill("Desks");
  await page.getByRole("textbox", { name: "Unit cost, line 1" }).fill("2,500");
  const quantity = page.getByRole("textbox", { name: "Quantity, line 1" });
  await quantity.fill("0");
  await expect(quantity).toHaveAccessibleDescription("Must be more than 0 and at most 10,00,000.");
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible();
  await quantity.fill("");
  await expect(quantity).toHaveAccessibleDescription("");
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toHaveCount(0);
  // Grouped as amounts are written, in the Indian or the international way.
  await quantity.fill("1,000");
  await saved(page);
  await expect(page.getByRole("row", { name: /Total/ })).toHaveText(/₹25,00,000$/);
});

test("a cost line the server refuses is held with its error, and the answers after it are saved", async ({ page }) => {
  await startDraft(page, "Refused line");
  // The server refuses the first save with a cost line in it, naming that line's quantity.
  let refused = false;
  await page.route("**/api/projects/updatetableprojectapplicationstage", async (route) => {
    if (refused || !(route.request().postData() ?? "").includes('"costs":[{')) return route.continue();
    refused = true;
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        message: "costs.0.quantity: must be more than 0 and at most 10,00,000",
        fields: [{ field: "costs.0.quantity", message: "must be more than 0 and at most 10,00,000" }],
      }),
    });
  });
  await page.getByRole("button", { name: "Add a line" }).click();
  await page.getByRole("textbox", { name: "Description, line 1" }).fill("Desks");
  await page.getByRole("textbox", { name: "Unit cost, line 1" }).fill("2,500");
  await expect(page.getByRole("textbox", { name: "Quantity, line 1" })).toHaveAccessibleDescription(
    "Must be more than 0 and at most 10,00,000.",
  );
  const saving = saveWith(page, "GHSS Ponneri");
  await page.getByRole("textbox", { name: "Name of the school" }).fill("GHSS Ponneri");
  const reply = await saving;
  expect(reply.status()).toBe(200);
  expect(reply.request().postData()).not.toContain("Desks");
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toHaveText(
    "Not saved: Correct the marked cost lines to save them.",
  );

  // Corrected, the line is saved with the rest.
  await page.getByRole("textbox", { name: "Quantity, line 1" }).fill("2");
  await saved(page);
  await expect(page.getByRole("row", { name: /Total/ })).toContainText("₹5,000");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Name of the school" })).toHaveValue("GHSS Ponneri");
  await expect(page.getByRole("textbox", { name: "Description, line 1" })).toHaveValue("Desks");
});

test("a cost line removed while its save waits or runs stays removed", async ({ page }) => {
  await startDraft(page, "Removed lines");
  for (const [line, description] of [
    [1, "Desks"],
    [2, "Benches"],
  ] as const) {
    await page.getByRole("button", { name: "Add a line" }).click();
    await page.getByRole("textbox", { name: `Description, line ${line}` }).fill(description);
    await page.getByRole("textbox", { name: `Unit cost, line ${line}` }).fill("1,000");
  }
  await expect(page.getByRole("row", { name: /Total/ })).toContainText("₹2,000");
  await saved(page);

  // Saves take 2 s to arrive.
  await page.route("**/api/projects/updatetableprojectapplicationstage", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  // Line 2 is edited and removed at once, before its save is sent ...
  await page.getByRole("textbox", { name: "Description, line 2" }).fill("Benches, teak");
  await page.getByRole("button", { name: "Remove line 2" }).click();
  // ... line 1 is edited and removed while its save is on its way.
  const sent = page.waitForRequest("**/api/projects/updatetableprojectapplicationstage");
  await page.getByRole("textbox", { name: "Description, line 1" }).fill("Desks, teak");
  await sent;
  await page.getByRole("button", { name: "Remove line 1" }).click();
  await expect(page.getByRole("textbox", { name: /Description, line/ })).toHaveCount(0);
  // The Total is the server's: ₹0 once both removals are stored.
  await expect(page.getByRole("row", { name: /Total/ })).toHaveText(/₹0$/, { timeout: 20_000 });
  await saved(page);

  await page.reload();
  await expect(page.getByRole("row", { name: /Total/ })).toHaveText(/₹0$/);
  await expect(page.getByRole("textbox", { name: /Description, line/ })).toHaveCount(0);
});

test("a removed cost line hands focus to the next line's Remove, else the one before, else Add a line", async ({ page }) => {
  await startDraft(page, "Removed line focus");
  for (const [line, description] of [
    [1, "Desks"],
    [2, "Benches"],
    [3, "Fans"],
  ] as const) {
    await page.getByRole("button", { name: "Add a line" }).click();
    await page.getByRole("textbox", { name: `Description, line ${line}` }).fill(description);
  }
  const focusedIsBody = () => page.evaluate(() => document.activeElement === document.body);

  // Line 2 removed from the keyboard: the line after it (now line 2) has its Remove focused.
  await page.getByRole("button", { name: "Remove line 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Description, line 2" })).toHaveValue("Fans");
  await expect(page.getByRole("button", { name: "Remove line 2" })).toBeFocused();
  expect(await focusedIsBody()).toBe(false);
  // The last line removed: the one before it.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: /Description, line/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Remove line 1" })).toBeFocused();
  // The only line removed: Add a line.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: /Description, line/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add a line" })).toBeFocused();
  expect(await focusedIsBody()).toBe(false);
});

test("a date made half-typed on the application form is marked and not saved as empty; cleared, it is saved", async ({
  page,
}) => {
  await startDraft(page, "Half-typed date");
  const founded = page.getByRole("textbox", { name: "Date the school was founded" });
  await founded.fill("1987-06-15");
  await saved(page);

  // A part of the date deleted: the input's value is "", which must not reach the server.
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/projects/updatetableprojectapplicationstage")) sent.push(request.postData() ?? "");
  });
  await founded.focus();
  await page.keyboard.press("Backspace");
  expect(await founded.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);
  await expect(founded).toHaveAccessibleDescription("Enter a full date, or leave it empty");
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toHaveText(
    "Not saved: Enter the marked dates in full, or clear them, to save them.",
  );
  // Another answer is saved meanwhile, without the date.
  await page.getByRole("textbox", { name: "Name of the school" }).fill("GHSS Ponneri");
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible();
  expect(sent.join("\n")).toContain("GHSS Ponneri");
  expect(sent.join("\n")).not.toMatch(/"value":""/);
  // Submit refuses it in the page too.
  await page.getByRole("button", { name: "Submit this stage" }).click();
  await expect(founded).toBeFocused();

  // Leaving asks first (the date is unsaved); after the reload the saved date is there.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(founded).toHaveValue("1987-06-15");

  // Cleared on purpose (every part deleted), it is saved as empty once the field is left.
  await founded.focus();
  for (let part = 0; part < 3; part += 1) {
    await page.keyboard.press("Backspace");
    await page.keyboard.press("ArrowRight");
  }
  expect(await founded.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(false);
  await page.getByRole("textbox", { name: "Name of the school" }).focus();
  await saved(page);
  await page.reload();
  await expect(founded).toHaveValue("");
});

test("documents and vendors are removed only once confirmed; the vendor form shows each error under its field", async ({
  page,
}) => {
  await startDraft(page, "Removals");
  // A file refused is said on its own part, and goes once an upload there works.
  const headmaster = page.getByLabel(/Upload Letter from the school's headmaster/);
  const refusal = /Only png, jpeg, gif or pdf files are accepted\./;
  await headmaster.setInputFiles({ name: "letter.pdf", mimeType: "application/pdf", buffer: Buffer.from("Typed, not a PDF.") });
  await expect(headmaster).toHaveAccessibleDescription(refusal);
  await expect(page.getByRole("group", { name: /Letter from the school's headmaster/ })).toHaveAccessibleDescription(refusal);
  await headmaster.setInputFiles(pdf("headmaster.pdf"));
  await expect(page.getByRole("link", { name: "headmaster.pdf" })).toBeVisible();
  await expect(headmaster).toHaveAccessibleDescription("");
  await expect(page.getByText(refusal)).toHaveCount(0);
  await page.getByRole("button", { name: "Remove headmaster.pdf" }).click();
  const askFile = page.getByRole("dialog", { name: "Remove headmaster.pdf?" });
  await askFile.getByRole("button", { name: "Cancel" }).click();
  await expect(askFile).toBeHidden();
  await expect(page.getByRole("link", { name: "headmaster.pdf" })).toBeVisible();
  await page.getByRole("button", { name: "Remove headmaster.pdf" }).click();
  await askFile.getByRole("button", { name: "Remove" }).dblclick();
  await expect(page.getByRole("link", { name: "headmaster.pdf" })).toBeHidden();
  await expect(page.getByText(/No such document/)).toHaveCount(0);

  // The vendor form: the quotation's error under the quotation, a file's under the files, and
  // focus on the field to fix (the browser's check, then the server's).
  const name = page.getByRole("textbox", { name: "Vendor name" });
  const amount = page.getByRole("textbox", { name: "Quotation (₹)" });
  const files = page.getByLabel("Quotation files (PDF, JPG, PNG)");
  await page.getByRole("button", { name: "Add vendor" }).click();
  await expect(name).toHaveAccessibleDescription("Give the vendor's name.");
  await expect(name).toBeFocused();
  await name.fill("Sri Murugan Builders");
  await amount.fill("fifteen lakh");
  await page.getByRole("button", { name: "Add vendor" }).click();
  await expect(amount).toHaveAccessibleDescription(/^The quotation must be/);
  await expect(amount).toBeFocused();
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await amount.fill("15,20,000");
  await files.setInputFiles({ name: "quote.txt", mimeType: "text/plain", buffer: Buffer.from("not a quotation") });
  await page.getByRole("button", { name: "Add vendor" }).click();
  await expect(files).toHaveAccessibleDescription(/files are accepted/);
  await expect(files).toBeFocused();
  await expect(amount).not.toHaveAttribute("aria-invalid", "true");
  await files.setInputFiles(pdf("quote-118.pdf"));
  await page.getByRole("button", { name: "Add vendor" }).click();
  await expect(page.getByRole("link", { name: "quote-118.pdf" })).toBeVisible();
  // The form is empty again, the file input too.
  await expect(name).toHaveValue("");
  expect(await files.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

  await page.getByRole("button", { name: "Remove Sri Murugan Builders" }).click();
  const askVendor = page.getByRole("dialog", { name: "Remove Sri Murugan Builders?" });
  await expect(askVendor).toContainText("its quotation files");
  await askVendor.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("link", { name: "quote-118.pdf" })).toBeVisible();
  await page.getByRole("button", { name: "Remove Sri Murugan Builders" }).click();
  await askVendor.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("link", { name: "quote-118.pdf" })).toBeHidden();
  await expect(page.getByText("No vendors yet.")).toBeVisible();
});

test("Submit marks a missing answer, file, cost line or vendor on its own field or part, with its message, until it is given", async ({
  page,
}) => {
  await startDraft(page, "Missing parts");
  await page.getByRole("button", { name: "Submit this stage" }).click();
  const missing = page.getByRole("list", { name: "Missing items" });
  await expect(missing).toContainText("Cost estimate: needs at least one cost line");
  // A required answer is marked, and its mark goes as soon as it is given; the list stays until the next check.
  const school = page.getByRole("textbox", { name: "Name of the school" });
  const address = page.getByRole("textbox", { name: "Address of the school" });
  await expect(school).toHaveAttribute("aria-invalid", "true");
  await school.fill("Government Higher Secondary School, Ponneri");
  await expect(school).not.toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(missing).toContainText("Name of the school");
  await school.fill("");
  await expect(school).toHaveAttribute("aria-invalid", "true");
  const part = (name: RegExp) => page.getByRole("group", { name });
  const headmaster = part(/^Letter from the school's headmaster/);
  const headmasterPicker = page.getByLabel(/Upload Letter from the school's headmaster/);
  const undertaking = part(/^Undertaking by the table/);
  const costs = part(/^Cost estimate/);
  const vendors = part(/^Vendor quotations/);
  // Each part is described by what it lacks; a file or photo picker is marked invalid too.
  for (const [marked, message] of [
    [headmaster, "Letter from the school's headmaster: needs a file"],
    [headmasterPicker, "Letter from the school's headmaster: needs a file"],
    [undertaking, "Undertaking by the table (on the template): needs a file"],
    [part(/^Photos of the site today/), "Photos of the site today: needs at least 2 photos"],
    [page.getByLabel(/Upload Photos of the site today/), "Photos of the site today: needs at least 2 photos"],
    [costs, "Cost estimate: needs at least one cost line"],
    [vendors, "Vendor quotations: needs at least 2 vendors"],
  ] as const) {
    await expect(marked).toHaveAccessibleDescription(message);
  }
  await expect(headmasterPicker).toHaveAttribute("aria-invalid", "true");
  await expect(vendors.getByText("Vendor quotations: needs at least 2 vendors")).toBeVisible();

  // Each mark goes once its part has what it lacked; the others stay.
  await headmasterPicker.setInputFiles(pdf("headmaster.pdf"));
  await expect(page.getByRole("link", { name: "headmaster.pdf" })).toBeVisible();
  await expect(headmaster).toHaveAccessibleDescription("");
  await expect(headmasterPicker).not.toHaveAttribute("aria-invalid", "true");
  await expect(headmasterPicker).toHaveAccessibleDescription("");
  await expect(undertaking).toHaveAccessibleDescription(/needs a file$/);
  await page.getByRole("button", { name: "Add a line" }).click();
  await page.getByRole("textbox", { name: "Description, line 1" }).fill("Desks");
  await expect(costs).toHaveAccessibleDescription("");
  await expect(costs.getByText("needs at least one cost line")).toHaveCount(0);
  // One vendor of the two needed: still marked.
  for (const [vendor, amount, marked] of [
    ["Sri Murugan Builders", "15,20,000", true],
    ["Chennai Constructions", "15,80,000", false],
  ] as const) {
    await page.getByRole("textbox", { name: "Vendor name" }).fill(vendor);
    await page.getByRole("textbox", { name: "Quotation (₹)" }).fill(amount);
    await page.getByRole("button", { name: "Add vendor" }).click();
    await expect(page.getByText(vendor)).toBeVisible();
    if (marked) await expect(vendors).toHaveAccessibleDescription("Vendor quotations: needs at least 2 vendors");
    else await expect(vendors).toHaveAccessibleDescription("");
  }
  await expect(undertaking).toHaveAccessibleDescription(/needs a file$/);
});
