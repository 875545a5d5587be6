// The members' reports screen (/reports/yearly): the membership secretary (Admin-Members) and an
// area chairman (AC) reach it from their home's tile, see the strength report with the rows the
// API answers, and download a mailing list as CSV whose rows are the API's; the chairman is offered
// only the area they chair, and an area chairman on the grant team every area for the table report
// alone. NEX reaches the grant report by date there.
import fsp from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiLogin, logInTo, ROLE_ACCOUNTS } from "./fixtures";

type TStrength = {
  areas: {
    areaNo: number;
    name: string;
    tables: { tableNo: number; name: string; members: number }[];
    circles: { circleNo: number; name: string; members: number }[];
    members: number;
  }[];
  totals: { members: number };
};
type TMailing = {
  yearLabel: string;
  mailingList: { unitNo: number | null; roles: string[]; title: string | null; name: string; email: string | null }[];
};

/** RFC 4180, as the API writes it (csv-stringify): quoted cells, doubled quotes, CRLF. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted || (ch !== "," && ch !== "\r")) {
      cell += ch;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else {
      // CR of a CRLF: the row ends.
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i += 1;
    }
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
};

const readCsv = async (download: Download) => {
  const text = await fsp.readFile((await download.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1));
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ""])));
};

/** The cells of a table's body rows, as shown. */
const shownRows = (table: Locator) =>
  table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.trim())));

const openFromHome = async (page: Page, user: string) => {
  await logInTo(page, user);
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Yearly Reports/ })
    .click();
  await expect(page).toHaveURL(/\/reports\/yearly$/);
  await expect(page.getByRole("heading", { level: 1, name: "Yearly Reports" })).toBeVisible();
};

/** The strength on screen is the API's: a row per table and circle and an area total, in its order. */
const expectStrengthAsApi = async (page: Page) => {
  const strength = (await (await page.request.get("/api/reports/strength")).json()) as TStrength;
  const table = page.getByRole("region", { name: "Strength" }).getByRole("table", { name: "Members per table and circle" });
  await expect(table).toBeVisible();
  const expected = strength.areas.flatMap((area) => [
    ...area.tables.map((t) => [area.name, "Table", String(t.tableNo), t.name, t.members.toLocaleString("en-IN")]),
    ...area.circles.map((c) => [area.name, "Circle", String(c.circleNo), c.name, c.members.toLocaleString("en-IN")]),
    [area.name, "Area total", "", "", area.members.toLocaleString("en-IN")],
  ]);
  expect(expected.length).toBeGreaterThan(1);
  expect(await shownRows(table)).toEqual(expected);
  await expect(table.locator("tfoot")).toContainText(strength.totals.members.toLocaleString("en-IN"));
  return strength;
};

const people = (report: TMailing) =>
  report.mailingList.map((row) => ({ name: row.name, email: row.email ?? "", roles: row.roles.join(", ") }));

test("the membership secretary opens the reports from the home, sees the strength and downloads a mailing list", async ({
  page,
}) => {
  await openFromHome(page, ROLE_ACCOUNTS["Admin-Members"]);
  const strength = await expectStrengthAsApi(page);
  expect(strength.areas.map((area) => area.areaNo)).toEqual([1, 2, 3]);

  // The secretariat picks any area; all of area 1's tables make the mailing list.
  const pickers = page.getByRole("form", { name: "Choose the year, area and table" });
  await expect(pickers.getByRole("combobox", { name: "Area" }).locator("option")).toHaveText([
    "All areas",
    "Area 1 - South",
    "Area 2 - West",
    "Area 3 - North",
  ]);
  await pickers.getByRole("combobox", { name: "Table" }).selectOption({ label: "All tables" });
  const year = await pickers.getByRole("combobox", { name: "Federation year" }).inputValue();
  const mailing = (await (
    await page.request.post("/api/reports/mailinglist", { data: { year, tables: [1, 2] } })
  ).json()) as TMailing;
  expect(mailing.mailingList.length).toBeGreaterThan(0);

  const section = page.getByRole("region", { name: "Mailing list of tables" });
  const table = section.getByRole("table", { name: `Office bearers of ${mailing.yearLabel}, the tables of Area 1 - South` });
  await expect(table).toBeVisible();
  expect((await shownRows(table)).map((cells) => ({ name: cells[3], email: cells[4], roles: cells[2] }))).toEqual(
    mailing.mailingList.map((row) => ({
      name: [row.title, row.name].filter(Boolean).join(" "),
      email: row.email ?? "",
      roles: row.roles.join(", "),
    })),
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`mailing-list-${mailing.yearLabel}.csv`);
  const csv = await readCsv(download);
  expect(csv.map((row) => ({ name: row.Name, email: row["E-mail"], roles: row.Role }))).toEqual(people(mailing));
});

test("an area chairman is offered only the area they chair, and downloads its mailing list", async ({ page }) => {
  await openFromHome(page, ROLE_ACCOUNTS.AC);
  const strength = await expectStrengthAsApi(page);
  expect(strength.areas.map((area) => area.areaNo)).toEqual([1]);

  const pickers = page.getByRole("form", { name: "Choose the year, area and table" });
  await expect(pickers.getByRole("combobox", { name: "Area" }).locator("option")).toHaveText(["Area 1 - South"]);
  const year = await pickers.getByRole("combobox", { name: "Federation year" }).inputValue();
  const mailing = (await (
    await page.request.post("/api/reports/mailinglistforarea", { data: { year, areas: [1], tables: [], postings: [] } })
  ).json()) as TMailing;
  // The chairman is on it, with the office bearers of the area's tables and circles.
  expect(mailing.mailingList.some((row) => row.roles.includes("AC"))).toBe(true);

  const section = page.getByRole("region", { name: "Mailing list of an area" });
  await expect(section.getByRole("table", { name: `Office bearers of ${mailing.yearLabel}, Area 1 - South` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`area-mailing-list-${mailing.yearLabel}.csv`);
  const csv = await readCsv(download);
  expect(csv.map((row) => ({ name: row.Name, email: row["E-mail"], roles: row.Role }))).toEqual(people(mailing));
  expect(csv.every((row) => row["Area no"] === "1")).toBe(true);
});

test("an area chairman on the grant team picks any area for the table report, and only their own for the area's other reports", async ({
  page,
  request,
}) => {
  await apiLogin(request, "admin");
  const search = (await (await request.get("/api/auth/searchmembers?q=ac")).json()) as {
    members: { memberId: number; userName: string }[];
  };
  const memberId = search.members.find((member) => member.userName === ROLE_ACCOUNTS.AC)!.memberId;
  const setRoles = async (roles: string[]) =>
    expect((await request.post("/api/auth/updatememberbyadmin", { data: { memberId, roles } })).status()).toBe(200);
  // The demo's chairman of area 1 joins the national grant team for this test.
  await setRoles(["AC", "NPC"]);
  try {
    await openFromHome(page, ROLE_ACCOUNTS.AC);
    const pickers = page.getByRole("form", { name: "Choose the year, area and table" });
    await expect(pickers.getByRole("combobox", { name: "Area" }).locator("option")).toHaveText(["Area 1 - South"]);
    const year = await pickers.getByRole("combobox", { name: "Federation year" }).inputValue();
    for (const name of ["Mailing list of an area", "Area directory", "Minutes of an area"]) {
      const section = page.getByRole("region", { name });
      await expect(section.getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(section.getByRole("combobox", { name: "Area" })).toHaveCount(0);
    }
    await expect(
      page.getByRole("region", { name: "Area directory" }).getByRole("table", { name: /^Directory of Area 1 - South, / }),
    ).toBeVisible();

    const tableReport = page.getByRole("region", { name: "Table report of an area" });
    const ownArea = tableReport.getByRole("combobox", { name: "Area" });
    await expect(ownArea.locator("option")).toHaveText(["Area 1 - South", "Area 2 - West", "Area 3 - North"]);
    await expect(ownArea).toHaveValue("1");
    await ownArea.selectOption({ label: "Area 2 - West" });
    await expect(tableReport.getByRole("table", { name: /^Tables and circles of Area 2 - West, / })).toBeVisible();
    // The screen offers what the API answers: area 2's table report, not its directory or minutes.
    expect((await page.request.get(`/api/reports/gettablereportbyyeararea/${year}/2`)).status()).toBe(200);
    expect((await page.request.get(`/api/reports/id/2/${year}`)).status()).toBe(403);
    expect((await page.request.post("/api/reports/areaminutesreport", { data: { year, areano: 2 } })).status()).toBe(403);
  } finally {
    await setRoles(["AC"]);
  }
});

test("NEX reaches the grant report by date on the reports screen", async ({ page }) => {
  await openFromHome(page, ROLE_ACCOUNTS.NEX);
  const grants = page.getByRole("region", { name: "Applications and payments by date" });
  await grants.getByRole("button", { name: "Show the report" }).click();
  await expect(grants.getByText(/applications started, [\d,]+ state changes, [\d,]+ payments totalling/)).toBeVisible();
});

test("offices held: with 'Only' ticked, another year starts at page 1 rather than an empty later page", async ({ page }) => {
  // The history is mocked: 60 offices in one year and 3 in the year before, so the later page of
  // the first year does not exist in the second.
  const asked: URLSearchParams[] = [];
  await page.route("**/api/reports/getminutesconvenorships*", async (route) => {
    const query = new URL(route.request().url()).searchParams;
    asked.push(query);
    const year = Number(query.get("year") ?? 0);
    const pageNo = Number(query.get("page") ?? 1);
    const total = year === 0 || year % 2 === 0 ? 60 : 3;
    const rows = Array.from({ length: total }, (_, index) => ({
      year: year || 202627,
      yearLabel: `Year ${year}`,
      unitKind: "AREA",
      unitNo: 1,
      unitName: "Area 1 - South",
      role: "AC",
      memberId: index + 1,
      title: null,
      name: `Office holder ${year}-${index + 1}`,
    })).slice((pageNo - 1) * 25, pageNo * 25);
    await route.fulfill({
      json: { stat: 1, total, page: pageNo, pageSize: 25, pages: Math.max(1, Math.ceil(total / 25)), convenorships: rows },
    });
  });
  await openFromHome(page, ROLE_ACCOUNTS["Admin-Members"]);
  const years = page
    .getByRole("form", { name: "Choose the year, area and table" })
    .getByRole("combobox", { name: "Federation year" });
  const values = await years
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const even = values.find((value) => Number(value) % 2 === 0)!;
  const odd = values.find((value) => Number(value) % 2 === 1)!;
  await years.selectOption(even);

  const section = page.getByRole("region", { name: "Offices held, year by year" });
  await section.getByRole("checkbox", { name: /^Only / }).check();
  const pages = section.getByRole("navigation", { name: "Pages of offices held" });
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(section.getByRole("table", { name: /, page 2 of 3$/ })).toBeVisible();

  await years.selectOption(odd);
  await expect(section.getByRole("table", { name: /, page 1 of 1$/ })).toBeVisible();
  await expect(section.getByRole("cell", { name: `Office holder ${odd}-3` })).toBeVisible();
  expect(asked.at(-1)!.get("page")).toBe("1");
  expect(asked.at(-1)!.get("year")).toBe(odd);
});
