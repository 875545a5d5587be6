// A members' screen whose data fails to load says what failed and why, and Retry loads it again
// without leaving the page: the server is made to fail the screen's first request only.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiLogin } from "./fixtures";

const BUSY = "The server is busy. Try again in a moment.";

type TScreen = {
  /** The screen, as the test's title names it. */
  name: string;
  user: string;
  path: string;
  /** The screen's first request that is made to fail. */
  api: string | RegExp;
  /** The LoadError's title. */
  title: string;
  /** Shown once the data has loaded. */
  loaded: (page: Page) => Locator;
  /** What the user does on the page before the part that loads the data is shown. */
  open?: (page: Page) => Promise<void>;
};

const SCREENS: TScreen[] = [
  {
    name: "the pack list",
    user: "admin",
    path: "/projects/projectpacks",
    api: "**/api/projects/getprojectpacks",
    title: "The packs could not be loaded.",
    loaded: (page) => page.getByRole("table", { name: "Project packs, newest year first" }),
  },
  {
    name: "the packs a table may start with",
    user: "texc",
    path: "/projects/tableprojectpacks",
    api: "**/api/projects/getprojectpacksformember",
    title: "The packs could not be loaded.",
    loaded: (page) => page.getByRole("button", { name: "Start with Freedom Through Education: classrooms" }),
  },
  {
    name: "the open queries",
    user: "tex",
    path: "/queries",
    api: "**/api/projects/getallopenqueries*",
    title: "The queries could not be loaded.",
    loaded: (page) => page.getByRole("region", { name: "Open queries" }).or(page.getByText("No open queries")),
  },
  {
    name: "a table's applications",
    user: "texc",
    path: "/projects",
    api: "**/api/projects/getalltableprojectapplications/**",
    title: "The applications could not be loaded.",
    loaded: (page) => page.getByRole("table", { name: "Project applications" }).or(page.getByText("No applications yet")),
  },
  {
    name: "the project office's view",
    user: "npc",
    path: "/projects/tableprojectsview",
    api: "**/api/projects/getalltableprojectapplications/**",
    title: "The applications could not be loaded.",
    loaded: (page) => page.getByRole("table", { name: "All applications" }),
  },
  {
    name: "the dashboard",
    user: "tex",
    path: "/dashboard/dashboardbar",
    api: "**/api/auth/dashboard",
    title: "Your dashboard could not be loaded.",
    loaded: (page) => page.getByRole("region", { name: /^Your table: Table 1,/ }),
  },
  {
    name: "the dashboard's projects in figures",
    user: "tex",
    path: "/dashboard/dashboardbar",
    api: "**/api/auth/getdashboardprojectdata",
    title: "The projects in figures could not be loaded.",
    loaded: (page) =>
      page
        .getByRole("region", { name: "Projects in figures" })
        .getByRole("table", { name: "Project applications, completed projects, grants sanctioned and paid" }),
  },
  {
    name: "what waits for a member",
    user: "tex",
    path: "/dashboard/dashboardbar",
    api: "**/api/projects/getwaitingforme",
    title: "What waits for you could not be loaded.",
    loaded: (page) => {
      const region = page.getByRole("region", { name: /^Waiting for you/ });
      return region.getByText("Nothing waits for you.").or(region.getByRole("listitem"));
    },
  },
  {
    name: "the members' gallery",
    user: "member",
    path: "/rti/projectgallery",
    api: "**/api/projects/getallgallerysummery",
    title: "The gallery could not be loaded.",
    loaded: (page) => page.getByRole("combobox", { name: "Year" }),
  },
  {
    name: "a gallery year's projects",
    user: "member",
    path: "/rti/projectgallery",
    api: "**/api/projects/getprojectapplicationsforgallery",
    title: "The projects could not be loaded.",
    loaded: (page) => page.getByText(/^\d+ projects?$/),
  },
  {
    name: "the age proofs to verify",
    user: "admin",
    path: "/manage",
    api: "**/api/auth/memberlistforageproofverification**",
    title: "The age proofs could not be loaded.",
    loaded: (page) =>
      page
        .getByRole("table", { name: /^Age proofs waiting for verification/ })
        .or(page.getByText("No age proofs are waiting for verification.")),
  },
  {
    name: "the sign-ups to approve",
    user: "admin",
    path: "/manage/approvalrequest",
    api: "**/api/auth/searchmembers**",
    title: "The sign-ups could not be loaded.",
    loaded: (page) =>
      page.getByRole("list", { name: "Pending sign-ups" }).or(page.getByText("No sign-ups are waiting for approval.")),
  },
  {
    name: "the FCRA donations of a year",
    user: "admin",
    path: "/fcradonations",
    api: "**/api/fcradonations/getfcradonationbyyear/**",
    title: "The donations could not be loaded.",
    loaded: (page) => page.getByRole("table", { name: /^FCRA donations of / }).or(page.getByText(/^No donations recorded for /)),
  },
  {
    name: "the tables to de-charter",
    user: "admin",
    path: "/tabledecharter",
    api: "**/api/table/getalltables",
    title: "The tables could not be loaded.",
    loaded: (page) => page.getByRole("form", { name: "De-charter a table" }).or(page.getByText("No active tables")),
  },
  {
    name: "the tables' logos",
    user: "admin",
    path: "/tablelogos",
    api: "**/api/table/getalltables",
    title: "The tables could not be loaded.",
    loaded: (page) => page.getByText(/^Table \d+: /).or(page.getByText("There are no active tables.")),
  },
  {
    name: "the past mailings",
    user: "admin",
    path: "/massmailerfileupload",
    api: "**/api/massmail/list?**",
    title: "The mailings could not be loaded.",
    loaded: (page) => page.getByRole("region", { name: "Mailings" }).getByRole("listitem").or(page.getByText("No mailings yet")),
  },
  {
    name: "the member search",
    user: "admin",
    path: "/manage/manageuserbyadmin",
    api: "**/api/auth/searchmembers**",
    title: "The members could not be loaded.",
    loaded: (page) => page.getByRole("table", { name: /^Members, page 1 of / }),
  },
  {
    name: "the payments list",
    user: "admin",
    path: "/payments",
    api: "**/api/paymentgateway/getallpayments**",
    title: "The payments could not be loaded.",
    loaded: (page) =>
      page
        .getByRole("table", { name: /^Payments, newest first, page 1 of / })
        .or(page.getByText("No payments match this search.")),
  },
  {
    name: "the LMF applications",
    user: "admin",
    path: "/manage/lmfapplications",
    api: "**/api/lmf/getalllmf?**",
    title: "The applications could not be loaded.",
    loaded: (page) =>
      page
        .getByRole("table", { name: /^LMF applications, newest first, page 1 of / })
        .or(page.getByText("No LMF applications yet.")),
  },
  {
    name: "the new request's categories",
    user: "member",
    path: "/servicerequests",
    api: "**/api/servicerequest/getservicecategory",
    title: "The categories could not be loaded.",
    loaded: (page) => page.getByRole("combobox", { name: "Service Category", exact: true }),
    open: (page) => page.getByRole("button", { name: "New Request", exact: true }).click(),
  },
];

for (const screen of SCREENS) {
  test(`${screen.name}: a failed load shows why, and Retry loads it`, async ({ page }) => {
    await apiLogin(page.request, screen.user);
    await page.route(
      screen.api,
      (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: BUSY }) }),
      { times: 1 },
    );
    await page.goto(screen.path);
    await screen.open?.(page);

    // Announced: the box is an alert holding the title and the reason.
    const failed = page.getByRole("alert").filter({ hasText: screen.title });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(BUSY);
    await expect(screen.loaded(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Retry", exact: true }).click();
    await expect(screen.loaded(page).first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
}
