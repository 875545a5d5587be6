// Tables (issue 13): a TEX updates only their own table. `tex` of the demo seed belongs to table 1.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiLogin, logInTo } from "./fixtures";
import { solidPng } from "./fixtures/png";

type TPosting = { postingId: number; memberId: number; role: string };
type TCandidate = { memberId: number; userName: string };

const BUSY = "The server is busy. Try again in a moment.";

/** A unit's postings of one year through the API: read, saved, and put back as they were. */
const unitPostings = (
  request: APIRequestContext,
  unit: { read: string; save: string; body: Record<string, number>; pick?: (reply: Record<string, unknown>) => unknown },
  year: number,
) => {
  const read = async () => {
    const reply = await request.get(unit.read);
    expect(reply.status()).toBe(200);
    const body = (await reply.json()) as Record<string, unknown>;
    return { postings: (unit.pick ? unit.pick(body) : body.postings) as TPosting[], candidates: body.candidates as TCandidate[] };
  };
  const save = async (changes: { remove?: number[]; add?: { memberId: number; role: string }[] }) => {
    const reply = await request.post(unit.save, { data: { ...unit.body, year, ...changes } });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  /** Back to `before` (by member and role), in one call: a chairman removed before another is added. */
  const restore = async (before: TPosting[]) => {
    const key = (posting: TPosting) => `${posting.memberId}:${posting.role}`;
    const now = (await read()).postings;
    const was = new Set(before.map(key));
    const is = new Set(now.map(key));
    const remove = now.filter((posting) => !was.has(key(posting))).map((posting) => posting.postingId);
    const add = before.filter((posting) => !is.has(key(posting))).map(({ memberId, role }) => ({ memberId, role }));
    if (remove.length + add.length > 0) await save({ remove, add });
  };
  return { read, save, restore };
};

/** Next federation year as the page's year choice offers it: its number and its label. */
const nextYearOf = async (page: Page) => {
  const option = page.getByRole("combobox", { name: "Federation year" }).locator("option").nth(1);
  return { year: Number(await option.getAttribute("value")), label: (await option.textContent())!.split(" ")[0]! };
};

test.describe("table/update/{tableno}", () => {
  test.beforeEach(async ({ page }) => {
    await logInTo(page, "tex");
  });

  test("a TEX cannot open another table's update page", async ({ page }) => {
    await page.goto("/table/update/2");
    await expect(page.getByRole("heading", { name: "Update Table", level: 1 })).toBeVisible();
    await expect(page.getByText("You may update only your own table (Table 1).")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Meeting place" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save details" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Update your table" })).toHaveAttribute("href", "/table/update/1");

    // The API refuses too, whatever the page shows.
    const reply = await page.request.post("/api/table/updatetable", {
      data: { tableNo: 2, name: "Bangalore Round Table 2", meetingPlace: "Somewhere else" },
    });
    expect(reply.status()).toBe(403);
    expect(((await reply.json()) as { message: string }).message).toBe("You may update only your own table");
  });

  test("a TEX edits their own table's meeting place", async ({ page }) => {
    const place = `Hotel Savera, Mylapore (${Date.now()})`;
    await page.goto("/table/update/1");
    await expect(page.getByRole("heading", { name: "Update Table 1", level: 1 })).toBeVisible();
    const meetingPlace = page.getByRole("textbox", { name: "Meeting place" });
    await meetingPlace.fill(place);
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Table details saved.")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Meeting place" })).toHaveValue(place);
    // Only the secretariat renames a table.
    await expect(page.getByRole("textbox", { name: "Table name" })).toHaveAttribute("readonly", "");
  });

  test("a save over a change made meanwhile is refused, and the form loads the latest details to change again", async ({
    page,
  }) => {
    await page.goto("/table/update/1");
    await expect(page.getByRole("heading", { name: "Update Table 1", level: 1 })).toBeVisible();
    // Another tab saves a new city after this form was filled.
    const city = `Chennai ${Date.now() % 100000}`;
    const details = (await (await page.request.get("/api/table/gettabledetailsbytableno/1")).json()) as {
      tableName: string;
      charterDate: string | null;
      meetingPlace: string | null;
      bank: {
        accountName: string | null;
        accountNo: string | null;
        ifsc: string | null;
        bankName: string | null;
        branch: string | null;
      };
      revision: string;
    };
    const other = await page.request.post("/api/table/updatetable", {
      data: {
        tableNo: 1,
        name: details.tableName,
        city,
        charterDate: details.charterDate,
        meetingPlace: details.meetingPlace,
        bankAccountName: details.bank.accountName,
        bankAccountNo: details.bank.accountNo,
        bankIfsc: details.bank.ifsc,
        bankName: details.bank.bankName,
        bankBranch: details.bank.branch,
        revision: details.revision,
      },
    });
    expect(other.status()).toBe(200);

    const place = `Taj Connemara (${Date.now()})`;
    const meetingPlace = page.getByRole("textbox", { name: "Meeting place" });
    await meetingPlace.fill(place);
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText(/changed by someone else after you opened them/)).toBeVisible();
    await page.getByRole("button", { name: "Load the latest details" }).click();
    await expect(page.getByRole("textbox", { name: "City" })).toHaveValue(city);
    await expect(page.getByText("The latest details are shown. Make your change again and save.")).toBeVisible();
    await meetingPlace.fill(place);
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Table details saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "City" })).toHaveValue(city);
    await expect(meetingPlace).toHaveValue(place);
  });

  test("a refused save or office bearer moves focus to the first marked field", async ({ page }) => {
    await page.goto("/table/update/1");
    await expect(page.getByRole("heading", { name: "Update Table 1", level: 1 })).toBeVisible();
    const accountName = page.getByRole("textbox", { name: "Account name" });
    const accountNo = page.getByRole("textbox", { name: "Account number" });
    const ifsc = page.getByRole("textbox", { name: "IFSC" });
    await accountName.fill("Round Table 1 Trust");
    await accountNo.fill("12");
    await ifsc.fill("");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Please correct the marked fields.")).toBeVisible();
    await expect(accountNo).toHaveAttribute("aria-invalid", "true");
    await expect(accountNo).toBeFocused();

    await page.getByRole("button", { name: "Add office bearer" }).click();
    const member = page.getByRole("combobox", { name: "Member" });
    await expect(member).toHaveAttribute("aria-invalid", "true");
    await expect(member).toBeFocused();
  });

  test("with the only marked field unable to take focus, the office bearers' form message takes it and is announced", async ({
    page,
  }) => {
    await page.goto("/table/update/1");
    const form = page.getByRole("form", { name: "Add an office bearer" });
    const member = form.getByRole("combobox", { name: "Member" });
    // A marked control that cannot take focus (as the mass mail's full file picker): disabled here
    // by the test, since nothing on this form disables its member select.
    await member.evaluate((element: HTMLSelectElement) => (element.disabled = true));
    await form.getByRole("combobox", { name: "Role" }).selectOption("TEX");
    await form.getByRole("button", { name: "Add office bearer" }).click();
    await expect(member).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("combobox", { name: "Role" })).not.toHaveAttribute("aria-invalid", "true");
    // The message is the form's own (inside it), in its live region, and focus lands on it.
    const message = form.locator("[aria-live='polite'] [data-form-message='error']", {
      hasText: "Please correct the marked fields.",
    });
    await expect(message).toBeFocused();
  });

  test("a refusal that marks no field (a member who holds the role already) moves focus to the form's message", async ({
    page,
  }) => {
    await page.goto("/table/update/1");
    const form = page.getByRole("form", { name: "Add an office bearer" });
    await form.getByRole("combobox", { name: "Member" }).selectOption({ label: "Tarun Exec (tex)" });
    await form.getByRole("combobox", { name: "Role" }).selectOption("TEX");
    await form.getByRole("button", { name: "Add office bearer" }).click();
    const message = form.locator("[data-form-message='error']", { hasText: /^Tarun Exec already holds TEX for \d{4}-\d{2}\.$/ });
    await expect(message).toBeVisible();
    await expect(form.locator("[aria-invalid='true']")).toHaveCount(0);
    await expect(message).toBeFocused();
  });

  test("the office bearers' live region is there before its text, and takes no room while empty", async ({ page }) => {
    await page.goto("/table/update/1");
    const form = page.getByRole("form", { name: "Add an office bearer" });
    const region = form.locator("[aria-live='polite']");
    await expect(region).toBeAttached();
    await expect(region).toBeEmpty();
    // No height and no grid row of its own: the member, role and Add row ends the form.
    expect((await region.boundingBox())?.height ?? 0).toBe(0);
    const formBox = (await form.boundingBox())!;
    const addBox = (await form.getByRole("button", { name: "Add office bearer" }).boundingBox())!;
    expect(formBox.y + formBox.height).toBeCloseTo(addBox.y + addBox.height, 0);

    // Its text shows in the same region, below that row (measured again: focus on the marked
    // member may have scrolled the page).
    await form.getByRole("button", { name: "Add office bearer" }).click();
    await expect(region).toContainText("Please correct the marked fields.");
    const shownBox = (await region.boundingBox())!;
    const addBoxNow = (await form.getByRole("button", { name: "Add office bearer" }).boundingBox())!;
    expect(shownBox.y).toBeGreaterThan(addBoxNow.y + addBoxNow.height);
  });
});

test.describe("a table's office bearers", () => {
  test("the Admin posts next year's chairman in advance, then replaces them in one step", async ({ page }) => {
    await logInTo(page, "admin", "/table/update/1");
    const year = page.getByRole("combobox", { name: "Federation year" });
    const thisYear = page.getByRole("region", { name: /^Office bearers \d{4}-\d{2}$/ });
    const thisYearChairman = thisYear.getByRole("listitem").filter({ hasText: "Chairman (TEX-C)" });
    const chairmenThisYear = await thisYearChairman.allTextContents();

    await year.selectOption({ index: 1 });
    const nextLabel = (await year.locator("option:checked").textContent())!.split(" ")[0]!;
    const nextYear = page.getByRole("region", { name: `Office bearers ${nextLabel}` });
    const chairman = nextYear.getByRole("listitem").filter({ hasText: "Chairman (TEX-C)" });
    // A run before this one may have posted next year's chairman already: remove it first.
    if ((await chairman.count()) > 0) {
      await chairman.getByRole("button", { name: /^Remove / }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Remove", exact: true }).click();
      await expect(chairman).toHaveCount(0);
    }
    const form = nextYear.getByRole("form", { name: "Add an office bearer" });
    const post = async (label: string) => {
      await form.getByRole("combobox", { name: "Member" }).selectOption({ label });
      await form.getByRole("combobox", { name: "Role" }).selectOption("TEX-C");
      await form.getByRole("button", { name: "Add office bearer" }).click();
    };
    await post("Tarun Exec (tex)");
    await expect(page.getByText("Tarun Exec added as Chairman (TEX-C).")).toBeVisible();
    await expect(chairman).toContainText("Tarun Exec");

    // A second chairman replaces the first, after a confirmation, in one call.
    await post("Meera Member (member)");
    const dialog = page.getByRole("dialog", { name: "Replace the chairman" });
    await expect(dialog).toContainText(`Meera Member will be the chairman for ${nextLabel} in place of Tarun Exec.`);
    await dialog.getByRole("button", { name: "Replace chairman" }).click();
    await expect(page.getByText(`Meera Member is now the chairman for ${nextLabel}, in place of Tarun Exec.`)).toBeVisible();
    await expect(chairman).toHaveCount(1);
    await expect(chairman).toContainText("Meera Member");

    // This year's office bearers are as they were; next year's stay as saved, here and after a reload.
    await year.selectOption({ index: 0 });
    await expect(thisYearChairman).toHaveText(chairmenThisYear);
    await year.selectOption({ index: 1 });
    await expect(chairman).toContainText("Meera Member");
    await page.reload();
    await year.selectOption({ index: 1 });
    await expect(chairman).toContainText("Meera Member");
  });
});

test.describe("postings changed meanwhile elsewhere", () => {
  test("the table page: an Add refused because another tab posted a chairman shows why, then that chairman with Remove", async ({
    page,
    request,
  }) => {
    await logInTo(page, "admin", "/table/update/2");
    const next = await nextYearOf(page);
    const unit = {
      read: "/api/table/gettabledetailsbytableno/2",
      save: "/api/table/savepostings",
      body: { tableNo: 2 },
      pick: (reply: Record<string, unknown>) => (reply.nextYear as { officeBearers: TPosting[] }).officeBearers,
    };
    const table2 = unitPostings(page.request, unit, next.year);
    const before = (await table2.read()).postings;
    // Tejas Secretary (texs), table 2's secretary this year.
    const details = (await (await page.request.get(unit.read)).json()) as { officeBearers: (TPosting & TCandidate)[] };
    const texs = details.officeBearers.find((bearer) => bearer.userName === "texs")!.memberId;
    try {
      // Nobody chairs table 2 next year when the page shows that year (a run before may have left one).
      const chairmen = before.filter((posting) => posting.role === "TEX-C").map((posting) => posting.postingId);
      if (chairmen.length > 0) await table2.save({ remove: chairmen });
      await page.reload();
      await page.getByRole("combobox", { name: "Federation year" }).selectOption(String(next.year));
      const panel = page.getByRole("region", { name: `Office bearers ${next.label}` });
      const chairman = panel.getByRole("listitem").filter({ hasText: "Chairman (TEX-C)" });
      await expect(panel.getByRole("form", { name: "Add an office bearer" })).toBeVisible();
      await expect(chairman).toHaveCount(0);

      // Another Admin's session (another tab) posts Tejas Secretary meanwhile.
      await apiLogin(request, "admin");
      await unitPostings(request, unit, next.year).save({ add: [{ memberId: texs, role: "TEX-C" }] });

      const form = panel.getByRole("form", { name: "Add an office bearer" });
      await form.getByRole("combobox", { name: "Member" }).selectOption({ label: "Mohan Member (member2)" });
      await form.getByRole("combobox", { name: "Role" }).selectOption("TEX-C");
      await form.getByRole("button", { name: "Add office bearer" }).click();
      await expect(form.locator("[data-form-message='error']")).toHaveText(
        /this table already has a chairman for \d{4}-\d{2}: remove that posting first/i,
      );
      // The list is read again: the chairman posted meanwhile, with Remove.
      await expect(chairman).toHaveCount(1);
      await expect(chairman).toContainText("Tejas Secretary");
      await expect(chairman.getByRole("button", { name: "Remove Tejas Secretary as Chairman (TEX-C)" })).toBeVisible();
      await expect(form.locator("[data-form-message='error']")).toBeVisible();
    } finally {
      await table2.restore(before);
    }
  });

  test("the table page: an Add refused because the member was locked meanwhile shows why, and the member is no longer offered", async ({
    page,
    request,
  }) => {
    await logInTo(page, "admin", "/table/update/2");
    const search = (await (await page.request.get("/api/auth/searchmembers?q=member2")).json()) as {
      members: { memberId: number; userName: string }[];
    };
    const member2 = search.members.find((member) => member.userName === "member2")!.memberId;
    const panel = page.getByRole("region", { name: /^Office bearers / }).first();
    const form = panel.getByRole("form", { name: "Add an office bearer" });
    const memberField = form.getByRole("combobox", { name: "Member" });
    await expect(memberField.getByRole("option", { name: "Mohan Member (member2)" })).toHaveCount(1);
    // Another Admin locks Mohan Member meanwhile: a locked account may not be posted.
    await apiLogin(request, "admin");
    expect((await request.post("/api/auth/updatememberbyadmin", { data: { memberId: member2, isLocked: true } })).ok()).toBe(
      true,
    );
    try {
      await memberField.selectOption({ label: "Mohan Member (member2)" });
      await form.getByRole("combobox", { name: "Role" }).selectOption("TEX");
      await form.getByRole("button", { name: "Add office bearer" }).click();
      await expect(form.locator("[data-form-message='error']")).toBeVisible();
      // The members are read again: Mohan Member is no longer offered, and nobody is chosen.
      await expect(memberField.getByRole("option", { name: "Mohan Member (member2)" })).toHaveCount(0);
      await expect(memberField).toHaveValue("");
      await expect(form.locator("[data-form-message='error']")).toBeVisible();
    } finally {
      await request.post("/api/auth/updatememberbyadmin", { data: { memberId: member2, isLocked: false } });
    }
  });

  test("areapostings: an Assign refused because another tab posted a chairman shows why, then that chairman with Remove", async ({
    page,
    request,
  }) => {
    await logInTo(page, "admin", "/areapostings");
    const next = await nextYearOf(page);
    const unit = {
      read: `/api/table/getareapostings/2?year=${next.year}`,
      save: "/api/table/saveareapostings",
      body: { areaNo: 2 },
    };
    const area2 = unitPostings(page.request, unit, next.year);
    const before = await area2.read();
    try {
      // Nobody chairs Area 2 next year when the page loads that year (a run before may have left one).
      const chairmen = before.postings.filter((posting) => posting.role === "AC").map((posting) => posting.postingId);
      if (chairmen.length > 0) await area2.save({ remove: chairmen });
      await page.getByRole("combobox", { name: "Federation year" }).selectOption(String(next.year));
      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Area 2 - West", exact: true }) });
      await expect(row).toContainText("No chairman posted");

      // Another Admin's session (another tab) posts Arjun Area Exec meanwhile.
      await apiLogin(request, "admin");
      const atex = before.candidates.find((candidate) => candidate.userName === "atex")!;
      await unitPostings(request, unit, next.year).save({ add: [{ memberId: atex.memberId, role: "AC" }] });

      await row.getByRole("button", { name: "Assign the chairman of Area 2 - West" }).click();
      const chairman = page.getByRole("combobox", { name: /^Chairman of Area 2 - West for \d{4}-\d{2}/ });
      await chairman.selectOption((await chairman.locator("option", { hasText: / - secretary$/ }).getAttribute("value"))!);
      await page.getByRole("button", { name: "Assign chairman" }).click();
      await expect(chairman).toHaveAccessibleDescription(
        /this area already has a chairman for \d{4}-\d{2}: remove that posting first/i,
      );
      // The row is read again: the chairman posted meanwhile, with Remove, and the reason stays.
      await expect(row).toContainText("Mr. Arjun Area Exec (RT3)");
      await expect(row).not.toContainText("No chairman posted");
      await expect(row.getByRole("button", { name: "Remove Arjun Area Exec as chairman of Area 2 - West" })).toBeVisible();
      await expect(chairman).toHaveAccessibleDescription(/remove that posting first/);
    } finally {
      await area2.restore(before.postings);
    }
  });

  test("areapostings: an area whose load failed shows why with Retry where its circles go, not a skeleton", async ({ page }) => {
    await logInTo(page, "admin");
    let fail = true;
    await page.route(/\/api\/table\/getareapostings\/1\?/, (route) =>
      fail ? route.fulfill({ status: 503, json: { message: BUSY } }) : route.continue(),
    );
    await page.goto("/areapostings");
    await page.getByRole("button", { name: "Circles of Area 1 - South" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "The circles of Area 1 - South could not be loaded" });
    await expect(failed).toContainText(BUSY);
    await expect(page.getByRole("status").filter({ hasText: "Loading the circles of Area 1 - South" })).toHaveCount(0);

    fail = false;
    await failed.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("region", { name: /^Circle 1: Madras Ladies Circle 1, office bearers/ })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});

test.describe("areapostings", () => {
  test("the Admin assigns an area chairman for next year", async ({ page }) => {
    await logInTo(page, "admin", "/areapostings");
    await expect(page.getByRole("heading", { name: "Area Postings", level: 1 })).toBeVisible();
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Area 1 - South", exact: true }) });
    // This year: `ac` of the demo seed.
    await expect(row).toContainText("Mr. Amit Area Convenor (RT1)");

    await page.getByRole("combobox", { name: "Federation year" }).selectOption({ index: 1 });
    await expect(row.getByRole("button", { name: /^(Assign|Change) the chairman of Area 1 - South$/ })).toBeVisible();
    // A run before this one may have posted next year's chairman already: remove it first.
    const remove = row.getByRole("button", { name: /^Remove .* as chairman of Area 1 - South$/ });
    if (await remove.isVisible()) {
      await remove.click();
      await page.getByRole("dialog").getByRole("button", { name: "Remove", exact: true }).click();
      await expect(row).toContainText("No chairman posted");
    }
    await row.getByRole("button", { name: "Assign the chairman of Area 1 - South" }).click();
    const chairman = page.getByRole("combobox", { name: /^Chairman of Area 1 - South for \d{4}-\d{2}/ });
    // The form takes focus from Assign, which is disabled while it is open.
    await expect(chairman).toBeFocused();
    // Assign with no one chosen: the choice says so and takes focus.
    await page.getByRole("button", { name: "Assign chairman" }).click();
    await expect(chairman).toHaveAccessibleDescription("Choose a member.");
    await expect(chairman).toBeFocused();
    await chairman.selectOption({ label: "Mr. Tarun Exec (RT1) - tex" });
    await page.getByRole("button", { name: "Assign chairman" }).click();
    await expect(row).toContainText("Mr. Tarun Exec (RT1)");
    await expect(row).toContainText(/Tarun Exec is the chairman of Area 1 - South for \d{4}-\d{2}\./);
    // Focus goes back to the row's button (now Change) after the save, and after Cancel.
    const change = row.getByRole("button", { name: "Change the chairman of Area 1 - South" });
    await expect(change).toBeFocused();
    await change.click();
    await expect(chairman).toBeFocused();
    await page
      .getByRole("form", { name: /^Chairman of Area 1 - South/ })
      .getByRole("button", { name: "Cancel" })
      .click();
    await expect(chairman).toHaveCount(0);
    await expect(change).toBeFocused();

    // Saved for next year only.
    await page.reload();
    await expect(row).toContainText("Mr. Amit Area Convenor (RT1)");
    await page.getByRole("combobox", { name: "Federation year" }).selectOption({ index: 1 });
    await expect(row).toContainText("Mr. Tarun Exec (RT1)");
  });

  test("the Admin replaces a circle's chairperson (CEX) in one step, after a confirmation", async ({ page }) => {
    await logInTo(page, "admin", "/areapostings");
    const next = await nextYearOf(page);
    const circle1 = unitPostings(
      page.request,
      { read: `/api/circle/getcirclepostings/1?year=${next.year}`, save: "/api/circle/savepostings", body: { circleNo: 1 } },
      next.year,
    );
    const before = await circle1.read();
    // A member of circle 1 of this run, to take over from cex.
    const stamp = Date.now().toString(36);
    const fullName = `Carla Chair ${stamp}`;
    const created = await page.request.post("/api/auth/createuser", {
      data: { userName: `e2e.carla.${stamp}`, fullName, title: "Ms.", roles: ["User"], password: "Welcome2026", circleNo: 1 },
    });
    expect(created.status()).toBe(200);
    const newcomer = ((await created.json()) as { user: { memberId: number } }).user.memberId;
    try {
      // cex chairs circle 1 next year (whoever a run before left there).
      const cex = before.candidates.find((candidate) => candidate.userName === "cex")!;
      const chairs = before.postings.filter((posting) => posting.role === "CEX").map((posting) => posting.postingId);
      await circle1.save({ remove: chairs, add: [{ memberId: cex.memberId, role: "CEX" }] });

      await page.getByRole("combobox", { name: "Federation year" }).selectOption(String(next.year));
      await page.getByRole("button", { name: "Circles of Area 1 - South" }).click();
      const circle = "Circle 1: Madras Ladies Circle 1";
      const panel = page.getByRole("region", { name: `${circle}, office bearers ${next.label}` });
      const chairperson = panel.getByRole("row").filter({ hasText: "Chairperson (CEX)" });
      await expect(chairperson).toHaveCount(1);
      await expect(chairperson).toContainText("Chitra Circle Exec");

      const form = panel.getByRole("form", { name: `Add an office bearer to ${circle}` });
      const member = form.getByRole("combobox", { name: "Member" });
      await member.selectOption(String(newcomer));
      await form.getByRole("combobox", { name: "Role" }).selectOption("CEX");
      await form.getByRole("button", { name: `Add to ${circle}` }).click();
      const dialog = page.getByRole("dialog", { name: "Replace the chairperson" });
      await expect(dialog).toContainText(
        `${fullName} will be the chairperson of ${circle} for ${next.label} in place of Chitra Circle Exec.`,
      );
      await dialog.getByRole("button", { name: "Replace chairperson" }).click();
      await expect(
        panel.getByText(`${fullName} is now the chairperson of ${circle} for ${next.label}, in place of Chitra Circle Exec.`),
      ).toBeVisible();
      await expect(chairperson).toHaveCount(1);
      await expect(chairperson).toContainText(fullName);
      await expect(panel.getByRole("row").filter({ hasText: "Chitra Circle Exec" })).toHaveCount(0);
      await expect(panel.locator("[data-form-message='error']")).toHaveCount(0);
      // Saved so: the newcomer alone chairs circle 1 next year.
      const after = (await circle1.read()).postings.filter((posting) => posting.role === "CEX");
      expect(after.map((posting) => posting.memberId)).toEqual([newcomer]);
    } finally {
      await circle1.restore(before.postings);
    }
  });
});

test.describe("refusals outside a form's own message", () => {
  test("a circle's office bearers: a missing choice takes focus, so does the member a refused Add marks, and a failure's message", async ({
    page,
  }) => {
    await logInTo(page, "admin", "/areapostings");
    await page.getByRole("button", { name: "Circles of Area 1 - South" }).click();
    const form = page.getByRole("form", { name: "Add an office bearer to Circle 1: Madras Ladies Circle 1" });
    const member = form.getByRole("combobox", { name: "Member" });
    await form.getByRole("button", { name: "Add to Circle 1: Madras Ladies Circle 1" }).click();
    await expect(member).toHaveAccessibleDescription("Choose a member.");
    await expect(member).toBeFocused();
    // cex already holds CEX for this year: the server's reason shows below the list (outside the
    // form, where Remove's results show too) and marks the member, who takes focus again.
    await member.selectOption((await member.locator("option", { hasText: / - cex$/ }).getAttribute("value"))!);
    await form.getByRole("combobox", { name: "Role" }).selectOption("CEX");
    const add = form.getByRole("button", { name: "Add to Circle 1: Madras Ladies Circle 1" });
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-form-message='error']")).toHaveText(
      /Chitra Circle Exec already holds CEX for \d{4}-\d{2}\./,
    );
    await expect(member).toHaveAttribute("aria-invalid", "true");
    await expect(member).toBeFocused();

    // A failure that marks nothing (the portal cannot be reached): the message itself takes focus,
    // below the list, outside the form.
    await page.route("**/api/circle/savepostings", (route) => route.abort());
    await add.focus();
    await page.keyboard.press("Enter");
    const message = page
      .getByRole("region", { name: /^Circle 1: Madras Ladies Circle 1, office bearers/ })
      .locator("[data-form-message='error']");
    await expect(message).toHaveText(/The portal could not be reached\./);
    await expect(member).not.toHaveAttribute("aria-invalid", "true");
    await expect(message).toBeFocused();
  });

  test("De-charter a table: the first missing answer takes focus, before any confirmation", async ({ page }) => {
    await logInTo(page, "admin", "/tabledecharter");
    const form = page.getByRole("form", { name: "De-charter a table" });
    await form.getByRole("button", { name: "De-charter table" }).click();
    const table = form.getByRole("combobox", { name: "Table" });
    await expect(table).toHaveAccessibleDescription("Choose a table.");
    await expect(table).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("tabledecharter", () => {
  test("a table the server no longer has is refused with the reason and no longer offered", async ({ page }) => {
    // No demo table may be de-chartered (it is final), so the server's own list is lengthened in
    // the browser by a table 901 it does not have: its de-charter is refused (404) as one made
    // meanwhile elsewhere is (409), and the screen drops it from its choice either way.
    await page.route("**/api/table/getalltables", async (route) => {
      const response = await route.fetch();
      const tables = (await response.json()) as Record<string, unknown>[];
      const gone = { ...tables[0]!, tableId: 90_901, tableNo: 901, tableName: "Gone Round Table 901", logoUrl: null };
      await route.fulfill({ response, json: [...tables, gone] });
    });
    await logInTo(page, "admin", "/tabledecharter");
    const form = page.getByRole("form", { name: "De-charter a table" });
    const table = form.getByRole("combobox", { name: "Table" });
    await table.selectOption({ label: "Table 901: Gone Round Table 901" });
    await form.getByLabel("Reason").fill("Fewer than seven members for two years");
    await form.getByRole("button", { name: "De-charter table" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "De-charter", exact: true }).click();
    await expect(page.getByText("There is no table 901")).toBeVisible();
    await expect(table.locator("option", { hasText: "Table 901" })).toHaveCount(0);
    await expect(table).toHaveValue("");
    await expect(table.locator("option", { hasText: "Table 1:" })).toHaveCount(1);
  });
});

test.describe("tablelogos", () => {
  test("the Admin uploads a table's logo; a file that is not an image is refused with the reason", async ({ page }) => {
    await logInTo(page, "admin", "/tablelogos");
    const picker = page.getByLabel("Logo of Table 2", { exact: true });

    await picker.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await expect(page.getByText(/only png, jpeg or gif images are accepted/i)).toBeVisible();
    await expect(page.getByText("The logo of Table 2 was saved.")).toHaveCount(0);

    await picker.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: solidPng(64, [200, 40, 40]) });
    await expect(page.getByText("The logo of Table 2 was saved.")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: "Table 2:" });
    await expect(row.getByText("Replace logo", { exact: true })).toBeVisible();
  });
});

test.describe("tablelogos in a long list", () => {
  test("the Admin filters to one table; its refusals and its success show beside its own picker, with focus kept there", async ({
    page,
  }) => {
    await logInTo(page, "admin", "/tablelogos");
    await page.getByRole("searchbox", { name: "Find a table" }).fill("4");
    const rows = page.getByRole("list", { name: "Tables" }).getByRole("listitem");
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: "Table 4: Pune Round Table 4" });
    await expect(row).toBeVisible();
    const picker = row.getByLabel("Logo of Table 4", { exact: true });

    // Too large: refused in the browser, beside the row's picker.
    await picker.focus();
    const tooLarge = Buffer.concat([solidPng(8, [0, 0, 0]), Buffer.alloc(2 * 1024 * 1024)]);
    await picker.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: tooLarge });
    await expect(row.getByText("The logo of Table 4 must be at most 2 MB.")).toBeVisible();
    await expect(picker).toBeFocused();

    // Not an image: refused by the server, told in the row too.
    await picker.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await expect(row.getByText(/only png, jpeg or gif images are accepted/i)).toBeVisible();
    await expect(row.getByText("must be at most 2 MB")).toHaveCount(0);
    await expect(picker).toBeFocused();

    await picker.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: solidPng(64, [40, 120, 200]) });
    await expect(row.getByText("The logo of Table 4 was saved.")).toBeVisible();
    await expect(row.locator('[aria-live="polite"]').getByText("The logo of Table 4 was saved.")).toBeVisible();
    await expect(row.getByText("Replace logo", { exact: true })).toBeVisible();
    await expect(picker).toBeFocused();

    // The filter cleared: every table again, the saved one among them.
    await page.getByRole("searchbox", { name: "Find a table" }).fill("");
    await expect(rows.filter({ hasText: "Table 2:" })).toBeVisible();
  });

  test("25 tables a page: page 2 shows the rest, and a new filter goes back to page 1", async ({ page }) => {
    // The demo has 6 tables and no call makes one, so the server's own list is lengthened in the
    // browser to 30 with tables numbered from 901; the screen pages the list it is given
    // (docs/decisions.md "Table logos: filter, pages").
    let all: { tableNo: number; tableName: string }[] = [];
    await page.route("**/api/table/getalltables", async (route) => {
      const response = await route.fetch();
      const tables = (await response.json()) as ({ tableId: number; tableNo: number; tableName: string } & Record<
        string,
        unknown
      >)[];
      const extra = Array.from({ length: 30 - tables.length }, (_, index) => ({
        ...tables[0]!,
        tableId: 90_000 + index,
        tableNo: 901 + index,
        tableName: `Paging Round Table ${901 + index}`,
        logoUrl: null,
      }));
      all = [...tables, ...extra];
      await route.fulfill({ response, json: all });
    });
    await logInTo(page, "admin", "/tablelogos");
    const rows = page.getByRole("list", { name: "Tables" }).getByRole("listitem");
    const pages = page.getByRole("navigation", { name: "Pages of tables" });
    const filter = page.getByRole("searchbox", { name: "Find a table" });
    const rowTexts = async () => (await rows.getByText(/^Table \d+: /).allTextContents()).map((text) => text.trim());
    const expected = (from: number, to: number) =>
      all.slice(from, to).map((table) => `Table ${table.tableNo}: ${table.tableName}`);

    await expect(page.getByText("30 tables", { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(25);
    expect(await rowTexts()).toEqual(expected(0, 25));
    await expect(pages).toContainText("Page 1 of 2");
    await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();

    await pages.getByRole("button", { name: "Next" }).click();
    await expect(pages).toContainText("Page 2 of 2");
    await expect(rows).toHaveCount(5);
    expect(await rowTexts()).toEqual(expected(25, 30));
    await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();

    // A filter that every table matches: back on page 1, not left on page 2.
    await filter.fill("Round Table");
    await expect(pages).toContainText("Page 1 of 2");
    await expect(rows).toHaveCount(25);
    expect(await rowTexts()).toEqual(expected(0, 25));

    // From page 2, a filter that fits on one page shows it whole, with no page buttons.
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(pages).toContainText("Page 2 of 2");
    await filter.fill("Paging");
    const added = all.filter((table) => table.tableNo >= 901).length;
    await expect(page.getByText(`${added} tables`, { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(added);
    await expect(pages).toHaveCount(0);
    await filter.fill("");
    await expect(pages).toContainText("Page 1 of 2");
    expect(await rowTexts()).toEqual(expected(0, 25));
  });
});
