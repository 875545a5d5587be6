// Issue 13, profile and administration: a TEX adds a PAN image on /userprofile and sees its
// thumbnail (122x75, opening in a new tab); a visitor signs up, the Admin sees the sign-up waiting on
// /manage, approves it on /manage/approvalrequest, the new member is mailed and can then log in; a
// refused one is re-opened from the member list, as an un-approved member's access is restored
// there (one also locked, or a locked sign-up approved, is told on screen and by mail that the lock
// stays); the profile form and the Admin's edit dialog send only what was changed in them; a member
// blocked by failed log-ins is shown so in the member list, and the Admin lifts the block.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiLogin, logIn, logInTo, postFrom, signUpFrom } from "./fixtures";
import { solidPng } from "./fixtures/png";
import { startMailbox } from "./mailbox";

const NEW_PASSWORD = "Welcome2026";

/**
 * Clicks Search on the member admin screen and waits for its answer, one member. The list before
 * stays on screen while a search loads, so a row's button found there at once can be clicked just
 * as the answer replaces the list and moves it from under the pointer (seen: a 21-row list became
 * one row between the press and the release, and Re-open and approve never opened its dialog).
 */
const searchForOne = async (page: Page) => {
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("1 member found", { exact: true })).toBeVisible();
};

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => mailbox.close());

test("a TEX uploads a PAN image on the profile page and sees its thumbnail", async ({ page }) => {
  await logInTo(page, "tex", "/userprofile");
  await expect(page.getByRole("heading", { name: "Details", exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Your details and registration documents" });
  for (const column of ["UserName", "Table/Circle No.", "Phone No.", "Email", "Pan Details", "Pan Files", "80G Files"])
    await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "RT1", exact: true })).toBeVisible();

  const panFiles = page.getByRole("list", { name: /^Pan Files \(\d+\)$/ });
  const before = (await panFiles.count()) === 0 ? 0 : await panFiles.getByRole("img").count();
  // The picker keeps focus through the upload (it stays enabled; a second pick meanwhile is ignored).
  const picker = page.getByLabel("Add Pan Files");
  await picker.focus();
  await picker.setInputFiles({ name: "pan-card.png", mimeType: "image/png", buffer: solidPng(40, [30, 90, 200]) });
  await expect(page.getByText("1 file added to Pan Files.")).toBeVisible();
  await expect(picker).toBeFocused();

  // Shown under the member's own file name (the stored name's random prefix stripped).
  const thumbnails = page.getByRole("list", { name: /^Pan Files \(\d+\)$/ }).getByRole("img");
  await expect(thumbnails).toHaveCount(before + 1);
  const thumbnail = thumbnails.last();
  await expect(thumbnail).toHaveAccessibleName("Pan Files: pan-card.png");
  await expect(thumbnail).toHaveAttribute("width", "122");
  await expect(thumbnail).toHaveAttribute("height", "75");
  // The image really loaded (served to its owner through /api/storage/pandocuments/...).
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(40);
  const link = page.getByRole("link", { name: /Pan Files: pan-card\.png/ }).last();
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("href", /^\/api\/storage\/pandocuments\/[0-9a-f]{32}-pan-card\.png$/);
});

test("a refused profile upload says why under its own column's Add control and stores nothing", async ({ page }) => {
  await logInTo(page, "tex", "/userprofile");
  const trustFiles = page.getByRole("list", { name: /^Trust Files \(\d+\)$/ });
  const before = (await trustFiles.count()) === 0 ? 0 : await trustFiles.getByRole("img").count();
  const picker = page.getByLabel("Add Trust Files");
  await picker.setInputFiles({ name: "deed.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByText("Trust Files: Only png, jpeg or gif images are accepted.")).toBeVisible();
  await expect(picker).toHaveAttribute("aria-invalid", "true");
  await expect(picker).toHaveAccessibleDescription("Only png, jpeg or gif images are accepted.");
  await expect(page.getByLabel("Add Pan Files")).not.toHaveAttribute("aria-invalid", "true");
  const after = (await trustFiles.count()) === 0 ? 0 : await trustFiles.getByRole("img").count();
  expect(after).toBe(before);

  // A good file afterwards clears the mark.
  await picker.setInputFiles({ name: "deed.png", mimeType: "image/png", buffer: solidPng(20, [10, 120, 60]) });
  await expect(page.getByText("1 file added to Trust Files.")).toBeVisible();
  await expect(picker).not.toHaveAttribute("aria-invalid", "true");
});

test("two columns uploading at once: each keeps its own spinner until its own upload ends, and both files show", async ({
  page,
}) => {
  await logInTo(page, "tex", "/userprofile");
  const count = async (label: string) => {
    const list = page.getByRole("list", { name: new RegExp(`^${label} \\(\\d+\\)$`) });
    return (await list.count()) === 0 ? 0 : list.getByRole("img").count();
  };
  const panBefore = await count("Pan Files");
  const eightyGBefore = await count("80G Files");
  // The PAN upload is held in the browser until the 80G upload has finished.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let panCalls = 0;
  await page.route("**/api/auth/uploadpanforuser", async (route) => {
    panCalls += 1;
    await held;
    await route.continue();
  });
  await page
    .getByLabel("Add Pan Files")
    .setInputFiles({ name: "pan.png", mimeType: "image/png", buffer: solidPng(16, [1, 2, 3]) });
  await expect(page.getByText("Uploading Pan Files…")).toBeVisible();
  await page
    .getByLabel("Add 80G Files")
    .setInputFiles({ name: "80g.png", mimeType: "image/png", buffer: solidPng(16, [4, 5, 6]) });
  await expect(page.getByText("1 file added to 80G Files.")).toBeVisible();
  // The PAN upload is still under way: its spinner stays; its Add stays enabled (so it keeps focus)
  // and a second pick meanwhile is ignored.
  await expect(page.getByText("Uploading Pan Files…")).toBeVisible();
  await expect(page.getByLabel("Add Pan Files")).toBeEnabled();
  await page
    .getByLabel("Add Pan Files")
    .setInputFiles({ name: "pan-again.png", mimeType: "image/png", buffer: solidPng(16, [7, 8, 9]) });

  release();
  await expect(page.getByText("1 file added to Pan Files.")).toBeVisible();
  await expect(page.getByText("Uploading Pan Files…")).toHaveCount(0);
  await expect(page.getByLabel("Add Pan Files")).toBeEnabled();
  expect(await count("Pan Files")).toBe(panBefore + 1);
  expect(panCalls).toBe(1);
  expect(await count("80G Files")).toBe(eightyGBefore + 1);
});

test("the profile form moves focus to the first field it marks", async ({ page }) => {
  await logInTo(page, "tex", "/userprofile");
  const mobile = page.getByRole("textbox", { name: "Mobile number" });
  await mobile.fill("12345");
  await page.getByRole("textbox", { name: "PAN" }).fill("NOTAPAN");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Please correct the marked fields.")).toBeVisible();
  await expect(mobile).toBeFocused();
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
  await logInTo(admin, "admin", "/manage");
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

test("the member search shows a refused table number under its field, takes RT1 for table 1, and shows no rows beside a failed search", async ({
  page,
}) => {
  await logInTo(page, "admin", "/manage/manageuserbyadmin");
  const members = page.getByRole("table", { name: /^Members, page 1 of / });
  await expect(members).toBeVisible();

  const tableNo = page.getByRole("textbox", { name: "Table No." });
  await tableNo.fill("LC1");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(tableNo).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Must be a number.")).toBeVisible();
  await expect(members).toHaveCount(0);

  await tableNo.fill("RT1");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(members.getByText("tex", { exact: true })).toBeVisible();
  await expect(members.getByText("texc", { exact: true })).toHaveCount(0);
  await expect(tableNo).not.toHaveAttribute("aria-invalid", "true");

  // A search that fails shows why and Retry, not the rows of the search before.
  await page.route(
    "**/api/auth/searchmembers**",
    (route) => route.fulfill({ status: 503, json: { message: "The server is busy. Try again in a moment." } }),
    { times: 1 },
  );
  await page.getByRole("searchbox", { name: "Name, user name or e-mail" }).fill("tarun");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const failed = page.getByRole("alert").filter({ hasText: "The members could not be loaded." });
  await expect(failed).toContainText("The server is busy. Try again in a moment.");
  await expect(members).toHaveCount(0);
  await failed.getByRole("button", { name: "Retry" }).click();
  await expect(members.getByText("tex", { exact: true })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test("the member edit shows, at the roles, why a category admin cannot lose the roles that open the helpdesk", async ({
  page,
}) => {
  await logInTo(page, "admin");
  const stamp = Date.now().toString(36);
  const fullName = `Devi Desk ${stamp}`;
  const created = await page.request.post("/api/auth/createuser", {
    data: { userName: `e2e.desk.${stamp}`, fullName, title: "Ms.", roles: ["User"], password: "Welcome2026", tableNo: 3 },
  });
  expect(created.status()).toBe(200);
  const memberId = ((await created.json()) as { user: { memberId: number } }).user.memberId;
  const categories = (await (await page.request.get("/api/servicerequest/getservicecategoryforadmin")).json()) as {
    serviceCategoryAdmin: { serviceCategoryId: number; categoryShortName: string }[];
  };
  const finance = categories.serviceCategoryAdmin.find((category) => category.categoryShortName === "Finance")!;
  const adminOfFinance = { srmemId: String(memberId), srCatId: String(finance.serviceCategoryId) };
  expect((await page.request.post("/api/servicerequest/addnewserviceadmin", { multipart: adminOfFinance })).status()).toBe(200);

  await page.goto("/manage/manageuserbyadmin");
  await page.getByRole("searchbox", { name: "Name, user name or e-mail" }).fill(fullName);
  await searchForOne(page);
  await page.getByRole("button", { name: `Edit Ms. ${fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${fullName}` });
  const roles = dialog.getByRole("group", { name: "Roles" });
  await roles.getByRole("checkbox", { name: "User", exact: true }).uncheck();
  await roles.getByRole("checkbox", { name: "NPC", exact: true }).check();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  const message = `Ms. ${fullName} is a helpdesk admin of Finance: keep User, Admin, TEX or CEX, or remove them as admin there first.`;
  await expect(roles).toHaveAccessibleDescription(message);
  await expect(roles.getByText(message)).toBeVisible();
  // The dialog stays open with the roles as chosen, to be corrected.
  await expect(roles.getByRole("checkbox", { name: "NPC", exact: true })).toBeChecked();

  // Removed again, so that the demo data's Finance category stays without admins for other tests.
  const removed = await page.request.post("/api/servicerequest/deleteserviceadmin", {
    multipart: { json: JSON.stringify({ memberid: memberId }), serviceCategoryId: String(finance.serviceCategoryId) },
  });
  expect(removed.status()).toBe(200);
});

/** An account of this run, made by the Admin logged in on `admin`: its id and user name. */
const createMember = async (admin: Page, kind: string, fullName: string, extra: Record<string, unknown> = {}) => {
  const userName = `e2e.${kind}.${Date.now().toString(36)}`;
  const created = await admin.request.post("/api/auth/createuser", {
    data: { userName, fullName, roles: ["User"], password: NEW_PASSWORD, tableNo: 3, ...extra },
  });
  expect(created.status()).toBe(200);
  return { userName, memberId: ((await created.json()) as { user: { memberId: number } }).user.memberId };
};

/** The member as the Admin's search gives it. */
const listedMember = async (admin: Page, userName: string) => {
  const reply = await admin.request.get(`/api/auth/searchmembers?q=${encodeURIComponent(userName)}`);
  expect(reply.status()).toBe(200);
  const { members } = (await reply.json()) as { members: Record<string, unknown>[] };
  return members.find((member) => member.userName === userName)!;
};

test("the Admin's edit sends only what was changed: an e-mail address the member changed meanwhile stays", async ({
  page,
  browser,
}) => {
  await logInTo(page, "admin");
  const fullName = `Esha Edit ${Date.now().toString(36)}`;
  const { userName } = await createMember(page, "edit", fullName, { officeEmail: "esha.old@example.org" });
  const memberContext = await browser.newContext();
  try {
    await page.goto("/manage/manageuserbyadmin");
    await page.getByRole("searchbox", { name: "Name, user name or e-mail" }).fill(fullName);
    await searchForOne(page);
    await page.getByRole("button", { name: `Edit ${fullName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${fullName}` });
    await expect(dialog.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("esha.old@example.org");

    // Nothing changed yet: nothing is sent.
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog.getByText("Nothing to save: no field has been changed.")).toBeVisible();

    // Meanwhile the member changes their e-mail address on their profile.
    await apiLogin(memberContext.request, userName, NEW_PASSWORD);
    const changed = await memberContext.request.post("/api/auth/updatemember", { data: { email: "esha.new@example.org" } });
    expect(changed.status()).toBe(200);

    await dialog.getByRole("group", { name: "Roles" }).getByRole("checkbox", { name: "NPC", exact: true }).check();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(`${fullName}'s details have been saved.`)).toBeVisible();
    const saved = await listedMember(page, userName);
    expect(saved.officeEmail).toBe("esha.new@example.org");
    expect([...(saved.roles as string[])].sort()).toEqual(["NPC", "User"]);
  } finally {
    // The account is this run's own; the member's session goes with its context.
    await memberContext.close();
  }
});

test("the profile form sends only the details changed: a PAN the secretariat set after the page loaded stays", async ({
  page,
  browser,
}) => {
  await logInTo(page, "admin");
  const fullName = `Prem Profile ${Date.now().toString(36)}`;
  // A TEX: /userprofile is open to office bearers and the Admin.
  const { userName, memberId } = await createMember(page, "profile", fullName, {
    title: "Mr.",
    phoneNumber: "9840012345",
    roles: ["TEX"],
  });
  const memberContext = await browser.newContext();
  try {
    const member = await memberContext.newPage();
    await logIn(member, userName, NEW_PASSWORD);
    await expect(member).toHaveURL(/\/dashboard\/dashboardbar$/);
    await member.goto("/userprofile");
    const save = member.getByRole("button", { name: "Save details" });
    await save.click();
    await expect(member.getByText("Nothing to save: no field has been changed.")).toBeVisible();

    // The secretariat records the member's PAN while the member's page is open.
    const corrected = await page.request.post("/api/auth/updatememberbyadmin", { data: { memberId, panCard: "ABCDE1234F" } });
    expect(corrected.status()).toBe(200);

    const title = member.getByRole("textbox", { name: "Title", exact: true });
    await title.fill("Dr.");
    // The save is held, to see the busy button: it keeps the focus, and neither a second click nor
    // Enter on it sends the details again.
    const posted: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await member.route("**/api/auth/updatemember", async (route) => {
      posted.push(route.request().postData() ?? "");
      await held;
      await route.continue();
    });
    await save.click();
    await expect(save).toHaveAttribute("aria-busy", "true");
    await expect(save).toBeDisabled();
    await expect(save).toBeFocused();
    await save.click({ force: true });
    await save.press("Enter");
    await expect.poll(() => posted.length).toBe(1);
    release();
    await expect(member.getByText("Your details have been saved.")).toBeVisible();
    // Save never gave up the focus: it is where the member left it, not the page's start.
    await expect(save).toBeFocused();
    await expect(save).toBeEnabled();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain('{"title":"Dr."}');
    await member.unroute("**/api/auth/updatemember");
    const saved = await listedMember(page, userName);
    expect(saved).toMatchObject({ title: "Dr.", panCard: "ABCDE1234F", phoneNumber: "+91 98400 12345" });

    // Saved: the next save starts from the saved details, so saving again sends nothing.
    await save.click();
    await expect(member.getByText("Nothing to save: no field has been changed.")).toBeVisible();
  } finally {
    await memberContext.close();
  }
});

test("a refused sign-up is found under Closed (refused), re-opened and approved there, and can then log in", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const userName = `e2e.reopen.${stamp}`;
  const fullName = `Rohan Reopen ${stamp}`;
  const email = `${userName}@example.org`;
  const signedUp = await request.post("/api/auth/signup", {
    data: { userName, password: NEW_PASSWORD, fullName, officeEmail: email, tableNo: 2 },
  });
  expect(signedUp.status()).toBe(201);
  await logInTo(page, "admin");
  try {
    const refused = await page.request.post("/api/auth/disablelock", {
      data: { username: userName, isapproved: "0", remark: "Not known to table 2." },
    });
    expect(refused.status()).toBe(200);

    await page.goto("/manage/manageuserbyadmin");
    await page.getByRole("combobox", { name: "State" }).selectOption({ label: "Closed (refused)" });
    await page.getByRole("searchbox", { name: "Name, user name or e-mail" }).fill(fullName);
    await searchForOne(page);
    const members = page.getByRole("table", { name: /^Members, page 1 of / });
    await expect(members.getByText(userName, { exact: true })).toBeVisible();
    await expect(members.getByText("Closed", { exact: true })).toBeVisible();
    // Asserted first: a missing button fails within the expect timeout, leaving the finally its time.
    const reopen = members.getByRole("button", { name: `Re-open and approve ${fullName}` });
    await expect(reopen).toBeVisible();
    await reopen.click();
    const dialog = page.getByRole("dialog", { name: "Re-open and approve this account?" });
    await expect(dialog).toContainText(userName);
    await dialog.getByRole("button", { name: "Re-open and approve", exact: true }).click();
    await expect(
      page.getByText(`${fullName} has been re-opened and approved and can now log in; they have been told by mail.`),
    ).toBeVisible();
    // The list is loaded again: the account is no longer closed.
    await expect(page.getByText("No members match this search.")).toBeVisible();
    await mailbox.waitFor(email, /has been approved by the secretariat/);

    const newcomer = await browser.newPage();
    await logIn(newcomer, userName, NEW_PASSWORD);
    await expect(newcomer).toHaveURL(/\/dashboard\/dashboardbar$/);
    await newcomer.close();
  } finally {
    // A failed step leaves the run's account open rather than closed (as re-opening would).
    await page.request.post("/api/auth/disablelock", { data: { username: userName, isapproved: "1" } });
  }
});

test("a member un-approved by the Admin is no sign-up: found under Un-approved, their access restored there, and mailed so", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const userName = `e2e.restore.${stamp}`;
  const fullName = `Aa Restored ${stamp}`;
  const email = `${userName}@example.org`;
  await logInTo(page, "admin");
  const created = await page.request.post("/api/auth/createuser", {
    data: { userName, fullName, password: NEW_PASSWORD, officeEmail: email, tableNo: 2 },
  });
  expect(created.status()).toBe(200);
  try {
    const unapproved = await page.request.post("/api/auth/disablelock", { data: { username: userName, isapproved: "0" } });
    expect(unapproved.status()).toBe(200);

    // Not among the sign-ups waiting (its name sorts first, so it would be on the first page).
    await page.goto("/manage/approvalrequest");
    await expect(
      page.getByRole("list", { name: "Pending sign-ups" }).or(page.getByText("No sign-ups are waiting")),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: `Approve ${fullName}` })).toHaveCount(0);

    await page.goto("/manage/manageuserbyadmin");
    await page.getByRole("combobox", { name: "State" }).selectOption({ label: "Un-approved" });
    await page.getByRole("searchbox", { name: "Name, user name or e-mail" }).fill(fullName);
    await searchForOne(page);
    const members = page.getByRole("table", { name: /^Members, page 1 of / });
    await expect(members.getByText(userName, { exact: true })).toBeVisible();
    await expect(members.getByText("Un-approved", { exact: true })).toBeVisible();
    const restore = members.getByRole("button", { name: `Restore access of ${fullName}` });
    await expect(restore).toBeVisible();
    await restore.click();
    const dialog = page.getByRole("dialog", { name: "Restore this member's access?" });
    await expect(dialog).toContainText(userName);
    await dialog.getByRole("button", { name: "Restore access", exact: true }).click();
    await expect(
      page.getByText(`${fullName} has their access restored and can log in again; they have been told by mail.`),
    ).toBeVisible();
    // Loaded again: no longer un-approved.
    await expect(page.getByText("No members match this search.")).toBeVisible();
    await mailbox.waitFor(email, /has been restored by the secretariat/);

    const member = await browser.newPage();
    await logIn(member, userName, NEW_PASSWORD);
    await expect(member).toHaveURL(/\/dashboard\/dashboardbar$/);
    await member.close();
  } finally {
    await page.request.post("/api/auth/disablelock", { data: { username: userName, isapproved: "1" } });
  }
});

test("a member both un-approved and locked: neither Restore access nor Unlock promises a log-in until both are done", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const userName = `e2e.lockrest.${stamp}`;
  const fullName = `Aa Lockrest ${stamp}`;
  const email = `${userName}@example.org`;
  await logInTo(page, "admin");
  const created = await page.request.post("/api/auth/createuser", {
    data: { userName, fullName, password: NEW_PASSWORD, officeEmail: email, tableNo: 2 },
  });
  expect(created.status()).toBe(200);
  const member = await browser.newPage();
  const logsIn = async () =>
    (await (await member.request.post("/api/auth/login", { data: { username: userName, password: NEW_PASSWORD } })).json()) === 1;
  try {
    const barred = await page.request.post("/api/auth/disablelock", {
      data: { username: userName, isapproved: "0", islocked: "1" },
    });
    expect(barred.status()).toBe(200);

    await page.goto("/manage/manageuserbyadmin");
    await page.getByRole("combobox", { name: "State" }).selectOption({ label: "Un-approved" });
    await page.getByRole("searchbox", { name: "Name, user name or e-mail" }).fill(fullName);
    await searchForOne(page);
    const members = page.getByRole("table", { name: /^Members, page 1 of / });
    await expect(members.getByText("Locked", { exact: true })).toBeVisible();

    // Unlocking alone would not let them in, and the dialog says so.
    await members.getByRole("button", { name: `Unlock ${fullName}` }).click();
    const unlock = page.getByRole("dialog", { name: "Unlock this member?" });
    await expect(unlock).toContainText(
      `${fullName} will be unlocked but still cannot log in: they stay un-approved until their access is restored.`,
    );
    await unlock.getByRole("button", { name: "Cancel" }).click();

    await members.getByRole("button", { name: `Restore access of ${fullName}` }).click();
    const restore = page.getByRole("dialog", { name: "Restore this member's access?" });
    await expect(restore).toContainText("they stay locked until unlocked");
    await restore.getByRole("button", { name: "Restore access", exact: true }).click();
    await expect(
      page.getByText(`${fullName} has their access restored (still locked); they have been told by mail.`),
    ).toBeVisible();
    const told = await mailbox.waitFor(email, /has been restored by the secretariat\.\s+(.+)/);
    expect(told[1]).toContain("Your account is still locked, so you cannot log in yet.");
    expect(await logsIn()).toBe(false);

    // Approved now: unlocking lets them in.
    await page.getByRole("combobox", { name: "State" }).selectOption({ label: "Locked" });
    await searchForOne(page);
    await members.getByRole("button", { name: `Unlock ${fullName}` }).click();
    const unlockNow = page.getByRole("dialog", { name: "Unlock this member?" });
    await expect(unlockNow).toContainText(`${fullName} will be able to log in again, and will be told by mail.`);
    await unlockNow.getByRole("button", { name: "Unlock", exact: true }).click();
    await expect(page.getByText(`${fullName} has been unlocked.`)).toBeVisible();
    expect(await logsIn()).toBe(true);
    await mailbox.waitFor(email, /has been unlocked by the secretariat\.\s+You can log in again/);
  } finally {
    await member.close();
    await page.request.post("/api/auth/disablelock", { data: { username: userName, isapproved: "1", islocked: "0" } });
  }
});

test("a sign-up locked while it waits, approved from the list or refused and re-opened, is not promised a log-in", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The stamp counts down, so that the names sort first among the sign-ups waiting.
  const stamp = (1e13 - Date.now()).toString(36);
  const address = `127.${1 + Math.floor(Math.random() * 250)}.${101 + test.info().retry}.1`;
  await logInTo(page, "admin");
  const lockedSignUp = async (kind: string) => {
    const userName = `e2e.locked${kind}.${stamp}`;
    const fullName = `Aa Locked ${kind} ${stamp}`;
    const body = { userName, fullName, password: NEW_PASSWORD, officeEmail: `${userName}@example.org`, tableNo: 2 };
    const signedUp = await signUpFrom(baseURL!, address, body);
    expect(signedUp.status, signedUp.text).toBe(201);
    const found = (await (await page.request.get(`/api/auth/searchmembers?q=${userName}`)).json()) as {
      members: { memberId: number }[];
    };
    const memberId = found.members[0]!.memberId;
    expect((await page.request.post("/api/auth/updatememberbyadmin", { data: { memberId, isLocked: true } })).status()).toBe(200);
    return { userName, fullName, email: body.officeEmail, memberId };
  };
  const approved = await lockedSignUp("approved");
  const reopened = await lockedSignUp("reopened");
  try {
    await page.goto("/manage/approvalrequest");
    await page.getByRole("button", { name: `Approve ${approved.fullName}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Approve this sign-up?" });
    await expect(dialog).toContainText(
      `(${approved.userName}) will be approved but stays locked until unlocked: they cannot log in yet.`,
    );
    await dialog.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(
      page.getByText(`${approved.fullName} has been approved (still locked); they have been told by mail.`),
    ).toBeVisible();
    const told = await mailbox.waitFor(approved.email, /has been approved by the secretariat\.\s+(.+)/);
    expect(told[1]).toContain("Your account is still locked, so you cannot log in yet.");

    const refused = await page.request.post("/api/auth/disablelock", {
      data: { username: reopened.userName, isapproved: "0", remark: "Unknown to table 2", expect: "pending" },
    });
    expect(refused.status()).toBe(200);
    await page.goto("/manage/manageuserbyadmin");
    await page.getByRole("combobox", { name: "State" }).selectOption({ label: "Closed (refused)" });
    await page.getByRole("searchbox", { name: "Name, user name or e-mail" }).fill(reopened.fullName);
    await searchForOne(page);
    await page.getByRole("button", { name: `Re-open and approve ${reopened.fullName}` }).click();
    const reopen = page.getByRole("dialog", { name: "Re-open and approve this account?" });
    await expect(reopen).toContainText("Re-opening approves it (they stay locked until unlocked) and will be told by mail.");
    await reopen.getByRole("button", { name: "Re-open and approve", exact: true }).click();
    await expect(
      page.getByText(`${reopened.fullName} has been re-opened and approved (still locked); they have been told by mail.`),
    ).toBeVisible();
    const reopenedMail = await mailbox.waitFor(reopened.email, /has been approved by the secretariat\.\s+(.+)/);
    expect(reopenedMail[1]).toContain("Your account is still locked, so you cannot log in yet.");
  } finally {
    for (const { memberId } of [approved, reopened])
      await page.request.post("/api/auth/updatememberbyadmin", { data: { memberId, isLocked: false } });
  }
});

test("Load more after approvals lists every sign-up still waiting, not only those past the first 25", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logInTo(page, "admin");
  // 30 sign-ups waiting, sorted first by name. The sign-up route allows 20 an hour from one
  // address, so each comes from a loopback address of its own, in a block of this run's (a retry
  // on the same server and database takes another). Members made by the Admin and un-approved
  // would not do: they are no sign-ups. The stamp counts down, so a later run's names sort before
  // any an earlier, interrupted run left waiting (CI's retry).
  const stamp = (1e13 - Date.now()).toString(36);
  const names = Array.from({ length: 30 }, (_, index) => `Aa Waiting ${stamp} ${String(index + 1).padStart(2, "0")}`);
  const userNameOf = (index: number) => `e2e.wait.${stamp}.${index + 1}`;
  const network = `127.${1 + Math.floor(Math.random() * 250)}.${1 + test.info().retry}`;
  try {
    for (const [index, fullName] of names.entries()) {
      const userName = userNameOf(index);
      const signedUp = await signUpFrom(baseURL!, `${network}.${index + 2}`, {
        userName,
        fullName,
        password: NEW_PASSWORD,
        officeEmail: `${userName}@example.org`,
        tableNo: 2,
      });
      expect(signedUp.status, signedUp.text).toBe(201);
    }

    await page.goto("/manage/approvalrequest");
    const approveButton = (fullName: string) => page.getByRole("button", { name: `Approve ${fullName}`, exact: true });
    await expect(approveButton(names[24]!)).toBeVisible();
    await expect(approveButton(names[25]!)).toHaveCount(0);
    for (const fullName of names.slice(0, 5)) {
      await approveButton(fullName).click();
      await page
        .getByRole("dialog", { name: "Approve this sign-up?" })
        .getByRole("button", { name: "Approve", exact: true })
        .click();
      await expect(page.getByText(`${fullName} has been approved and can now log in`)).toBeVisible();
    }
    await page.getByRole("button", { name: "Load more" }).click();
    // The five that moved up into the first 25 on the server are listed too.
    for (const fullName of names.slice(5)) await expect(approveButton(fullName)).toBeVisible();
    for (const fullName of names.slice(0, 5)) await expect(approveButton(fullName)).toHaveCount(0);
  } finally {
    // Leave nobody of these waiting, even when a step above failed: the tests after this one, and
    // this test's retry on CI (same database), page through the same list, sorted by name.
    for (const index of names.keys())
      await page.request.post("/api/auth/disablelock", { data: { username: userNameOf(index), isapproved: "1" } });
  }
});

test("an age-proof decision falls on the document the Admin saw: one replaced meanwhile is refused and listed anew", async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logInTo(member, "acex");
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

  await logInTo(page, "admin", "/manage");
  const name = "Ms. Anita Area Circle Exec";
  const card = page.getByRole("link", { name: /Age Proofs/ });
  const waiting = Number((await card.textContent())?.match(/([\d,]+) age proofs? to verify/)?.[1]?.replace(/,/g, ""));
  expect(waiting).toBeGreaterThan(0);
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
  // The card's count follows the decision.
  await expect(card).toContainText(`${waiting - 1} ${waiting - 1 === 1 ? "age proof" : "age proofs"} to verify`);
  await memberContext.close();
});

test("a member blocked by failed log-ins is shown so in the member list, and the Admin lifts the block", async ({
  page,
  baseURL,
}) => {
  await logInTo(page, "admin");
  const fullName = `Bela Blocked ${Date.now().toString(36)}`;
  const { userName } = await createMember(page, "blocked", fullName);
  // From a loopback address of its own: the failures also count against their address, and
  // 127.0.0.1's allowance (30 in 15 minutes) is every other test's.
  const address = `127.${1 + Math.floor(Math.random() * 250)}.${1 + test.info().retry}.9`;
  const logInWith = (password: string) => postFrom(baseURL!, address, "/api/auth/login", { username: userName, password });
  for (let attempt = 1; attempt <= 5; attempt += 1) expect((await logInWith(`wrong-${attempt}`)).text.trim()).toBe("0");
  expect((await logInWith(NEW_PASSWORD)).status).toBe(429);

  await page.goto("/manage/manageuserbyadmin");
  await page.getByRole("searchbox", { name: "Name, user name or e-mail" }).fill(fullName);
  await searchForOne(page);
  await expect(page.getByText(/^Log-in blocked by failed attempts until \d{1,2}:\d{2} (am|pm) IST$/)).toBeVisible();
  await page.getByRole("button", { name: `Lift the log-in block of ${fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Lift this member's log-in block?" });
  await expect(
    dialog.getByText(`${fullName}'s failed log-ins will be forgotten, from every address: they can log in again at once.`),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Lift block", exact: true }).click();
  await expect(page.getByText(`${fullName}'s log-in block has been lifted: they can log in again now.`)).toBeVisible();
  await expect(page.getByText(/^Log-in blocked by failed attempts/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Lift the log-in block of ${fullName}` })).toHaveCount(0);

  // From the address that was blocked.
  expect((await logInWith(NEW_PASSWORD)).text.trim()).toBe("1");
});

test("the Admin's create and edit dialogs pick the table from the active tables, and the edit shows the member's own", async ({
  page,
}) => {
  // No demo table is de-chartered (it is final), so this shows the pickers at work; which tables
  // they leave out is tests/ui/unit-fields.test.tsx, and the API's refusal tests/members/dechartered-table-members.test.ts.
  await logInTo(page, "admin", "/manage/manageuserbyadmin");
  const stamp = Date.now().toString(36);
  const userName = `e2e.pick.${stamp}`;
  const fullName = `Pia Picker ${stamp}`;
  await page.getByRole("button", { name: "Create user", exact: true }).click();
  const create = page.getByRole("dialog", { name: "Create a user" });
  await create.getByRole("textbox", { name: "User name" }).fill(userName);
  await create.getByRole("textbox", { name: "Full name" }).fill(fullName);
  await create.getByRole("textbox", { name: "Password", exact: true }).fill(NEW_PASSWORD);
  const table = create.getByRole("combobox", { name: "Table No." });
  await expect(table).toHaveValue("");
  await expect(table.locator("option", { hasText: "(de-chartered)" })).toHaveCount(0);
  await table.selectOption({ label: "RT2 – Bangalore Round Table 2" });
  await create.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`The account ${userName} has been created.`)).toBeVisible();
  expect((await listedMember(page, userName)).tableNo).toBe(2);

  await page.getByRole("searchbox", { name: "Name, user name or e-mail" }).fill(fullName);
  await searchForOne(page);
  await page.getByRole("button", { name: `Edit ${fullName}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${fullName}` });
  const moveTo = edit.getByRole("combobox", { name: "Table No." });
  await expect(moveTo).toHaveValue("2");
  await moveTo.selectOption({ label: "RT4 – Pune Round Table 4" });
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`${fullName}'s details have been saved.`)).toBeVisible();
  expect((await listedMember(page, userName)).tableNo).toBe(4);
});
