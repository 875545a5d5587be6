// The public site (issue 4) on the production build with the demo content: every page's main
// content, the landing carousel and projects grid, paging, search-engine tags, and a post that
// the admin publishes showing up on the cached News Section at once.
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiLogin, DEMO_PASSWORD } from "./fixtures";
import { solidPng } from "./fixtures/png";

type TPageCheck = { path: string; h1: string | RegExp; texts: string[] };

const PAGES: TPageCheck[] = [
  {
    path: "/",
    h1: "Federation Foundation: service that changes lives",
    texts: [
      "Building classrooms where they matter most",
      "Our Projects",
      "News and Events",
      "Four new classrooms open in Tiruvallur",
    ],
  },
  { path: "/landing", h1: "Federation Foundation: service that changes lives", texts: ["Our Projects", "Speeches"] },
  {
    path: "/blog",
    h1: "News and Events",
    texts: ["Flood relief kits reach 800 families in Assam", "Chairman's address at the national AGM"],
  },
  {
    path: "/blog/blogs",
    h1: "News Section",
    texts: ["Four new classrooms open in Tiruvallur", "Scholarships for 120 first-generation college students"],
  },
  { path: "/blog/flood-relief-assam", h1: "Relief kits for 800 families after the Assam floods", texts: ["News Section"] },
  { path: "/projectgallery", h1: "Project Gallery", texts: ["2024-25", "2019-20", "2017-18"] },
  { path: "/projectgallery/202223", h1: "Project Gallery 2022-23", texts: ["15 projects", "RO drinking-water plant"] },
  { path: "/recognition", h1: "Recognitions", texts: ["National CSR Partner of the Year", "Madras Round Table 1", "2023-24"] },
  { path: "/dashboard/aboutus", h1: "About Us", texts: ["Who we are", "Trustees and governance"] },
  { path: "/projectgrants", h1: "Project Grants", texts: ["What we fund", "From application to completion"] },
  { path: "/csr", h1: "Corporate Social Responsibility", texts: ["Why partner with us", "Schedule VII"] },
  { path: "/fcradonations", h1: "FCRA Donations", texts: ["What is an FCRA donation?", "Make a donation"] },
  { path: "/becomealmf", h1: "Become a Life Member Friend", texts: ["What is a life member friend?", "₹25,000"] },
  { path: "/paymentgateway/pay", h1: "Pay a Donation or LMF Fee", texts: ["What you need", "Your donation or application"] },
];

for (const check of PAGES) {
  test(`${check.path} shows its content, one h1, landmarks and search-engine tags`, async ({ page }) => {
    const response = await page.goto(check.path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(check.h1);
    for (const text of check.texts) await expect(page.getByRole("main").getByText(text, { exact: false }).first()).toBeAttached();
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toContainText("secretariat@federation-foundation.org");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /^http.*\.(png|jpe?g|webp)/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });
}

test("/landing names / as its canonical address and both carry the organisation's structured data", async ({ page }) => {
  await page.goto("/landing");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/[^/]+\/?$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("NGO");
  await page.goto("/blog/flood-relief-assam");
  const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(posting).toMatchObject({ "@type": "BlogPosting", headline: "Relief kits for 800 families after the Assam floods" });
  await expect(page.getByRole("article")).toBeVisible();
});

/** The member's phone menu on a page, in a phone-sized window with the page's session. */
const openMemberPhoneMenu = async (browser: Browser, page: Page, path: string, title: string) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const phonePage = await phone.newPage();
  await phonePage.goto(path);
  // The member's menu replaces the visitor's once the session is known.
  await expect(phonePage.getByRole("dialog", { name: title, includeHidden: true })).toHaveCount(1);
  await phonePage.getByRole("button", { name: "Open menu" }).click();
  const menu = phonePage.getByRole("dialog", { name: title });
  await expect(menu).toBeVisible();
  return { phone, menu };
};

/** The scripts a page's HTML names (Next's chunks of its first load), each with its code. */
const scriptsOf = (request: APIRequestContext, html: string) =>
  Promise.all(
    [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map(async ([, src]) => ({
      src: src!,
      code: await (await request.get(src!)).text(),
    })),
  );

const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active]');
const slideImages = (page: Page) => page.locator('[aria-roledescription="slide"] img');
/** The banner is live (hydrated, its start delay over): every slide has its background image. */
const bannerStarted = (page: Page) => expect(slideImages(page)).toHaveCount(3);
/**
 * On a paused clock: moves it on 100 ms at a time until the banner has started, so that from then
 * on only the test moves the banner's time. A clock left running would go on while the test waits,
 * and a slow host could pass the next slide's time before the test reads the first.
 */
const startBanner = (page: Page) =>
  expect(async () => {
    await page.clock.runFor(100);
    await expect(slideImages(page)).toHaveCount(3, { timeout: 1_000 });
  }).toPass();

test("the landing carousel moves by itself, and its controls and indicators work", async ({ page }) => {
  // The page's timers run on a clock that stands still unless the test moves it.
  await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T10:00:01Z"));
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Highlights" });
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
  await expect(activeSlide(page).getByRole("link", { name: /Read Our Story/ })).toBeVisible();
  const indicators = carousel.getByRole("list", { name: "Choose a slide" }).getByRole("button");
  await expect(indicators).toHaveCount(3);
  await expect(indicators.nth(0)).toHaveAttribute("aria-current", "true");

  // Advances on its own (5 s per slide on a desktop screen), not sooner.
  await startBanner(page);
  await page.clock.runFor(4_000);
  expect(await activeSlide(page).getAttribute("aria-label")).toBe("1 of 3"); // read once: no retrying into a later cycle
  await page.clock.runFor(1_500);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 3");

  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 3");
  await expect(indicators.nth(2)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 3");
  await indicators.nth(1).click();
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 3");
  await expect(activeSlide(page)).toContainText("Health camps that reach every village");
  await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(indicators.nth(0)).not.toHaveAttribute("aria-current", "true");

  await carousel.getByRole("button", { name: "Pause slides" }).click();
  await expect(carousel.getByRole("button", { name: "Play slides" })).toBeVisible();
  // Pointer and focus out of the banner: only the pause keeps it still now.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(12_000);
  expect(await activeSlide(page).getAttribute("aria-label")).toBe("2 of 3");
});

test("a phone loading the landing asks only for the first screen's images; the rest come when they are needed", async ({
  browser,
}) => {
  // The site's own path of each image asked for: a picture comes through Next's image optimiser
  // (/_next/image?url=<path>&w=...), an SVG (the logo) as the file itself.
  const imagesAsked = (page: Page) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() !== "image") return;
      const url = new URL(request.url());
      asked.push(url.pathname === "/_next/image" ? (url.searchParams.get("url") ?? "") : url.pathname);
    });
    return asked;
  };

  // Without JavaScript the banner never moves: its hidden slides' backgrounds are never asked for.
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const stillPage = await still.newPage();
  const stillAsked = imagesAsked(stillPage);
  await stillPage.goto("/");
  await stillPage.waitForLoadState("load");
  expect(stillAsked).toContain("/images/slides/slide-1.webp");
  expect(stillAsked.filter((path) => path.startsWith("/images/slides/"))).toEqual(["/images/slides/slide-1.webp"]);
  await still.close();

  // With JavaScript: the news pictures far below the first screen wait until the visitor scrolls
  // near them; the next slides' backgrounds are there by the time they show.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const asked = imagesAsked(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(asked).toContain("/images/slides/slide-1.webp");
  // The first slide's background is the largest paint: asked for ahead of the other pictures.
  const backgrounds = page.locator('[aria-roledescription="slide"] img');
  await expect(backgrounds.first()).toHaveAttribute("fetchpriority", "high");
  await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
    "imagesrcset",
    /slide-1\.webp/,
  );
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  expect(asked.filter((path) => path.startsWith("/images/blog/"))).toEqual([]);
  await page.getByRole("heading", { name: "From the blog" }).scrollIntoViewIfNeeded();
  await expect.poll(() => asked.filter((path) => path.startsWith("/images/blog/")).length).toBeGreaterThan(0);

  await page.getByRole("region", { name: "Highlights" }).getByRole("button", { name: "Next slide" }).click();
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 3");
  await expect
    .poll(() =>
      activeSlide(page)
        .locator("img")
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  await context.close();
});

test("the landing leaves unrendered what nobody can see yet: the banner's next slides until it starts, the footer until the visitor nears it", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T10:00:01Z"));
  await page.goto("/");
  // checkVisibility() is false inside a subtree the browser skips (content-visibility), whatever
  // the element's own opacity or visibility; with contentVisibilityAuto it also counts a skipped
  // `auto` subtree, one that is off screen.
  const rendered = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  const slideHeading = (position: number) => page.locator('[aria-roledescription="slide"]').nth(position).locator("h2");
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Our Events" });

  expect(await rendered(slideHeading(0))).toBe(true);
  expect(await rendered(slideHeading(1))).toBe(false);
  expect(await rendered(slideHeading(2))).toBe(false);
  expect(await rendered(footerLink)).toBe(false);

  // Once the banner runs, its slides are laid out ahead of their turn (still hidden from view).
  await startBanner(page);
  await expect.poll(() => rendered(slideHeading(1))).toBe(true);
  expect(await rendered(slideHeading(2))).toBe(true);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");

  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(footerLink)).toBe(true);
  await expect(footerLink).toBeInViewport();
  await context.close();
});

test("the carousel stays still for visitors who prefer reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Play slides" })).toBeVisible();
  await bannerStarted(page);
  await page.clock.runFor(12_000);
  expect(await activeSlide(page).getAttribute("aria-label")).toBe("1 of 3");
  await context.close();
});

test("on a phone the carousel moves every 4 s (a 12 s cycle), and every 5 s once the screen is wide", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T10:00:01Z"));
  await page.goto("/");
  await startBanner(page);
  await page.clock.runFor(3_500);
  expect(await activeSlide(page).getAttribute("aria-label")).toBe("1 of 3"); // read once: no retrying into a later cycle
  await page.clock.runFor(1_000);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 3");
  await page.clock.runFor(4_000);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 3");

  // The phone turned to a wide screen: the interval becomes a desktop's, counted from the change.
  // The test's own listener, added after the banner's, tells when the banner has heard the change.
  await page.evaluate(() => {
    const query = window.matchMedia("(max-width: 767px)");
    (window as unknown as { turnedWide: Promise<void> }).turnedWide = new Promise((resolve) =>
      query.addEventListener("change", () => resolve(), { once: true }),
    );
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => (window as unknown as { turnedWide: Promise<void> }).turnedWide);
  await page.clock.runFor(4_500);
  expect(await activeSlide(page).getAttribute("aria-label")).toBe("3 of 3");
  await page.clock.runFor(1_000);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
  await context.close();
});

test("Our Projects shows six years, 2017-18 to 2022-23, each linking to its gallery", async ({ page }) => {
  await page.goto("/");
  const grid = page.getByTestId("our-projects");
  const cards = grid.getByRole("listitem");
  await expect(cards).toHaveCount(6);
  const years = ["2017-18", "2018-19", "2019-20", "2020-21", "2021-22", "2022-23"];
  for (const [index, year] of years.entries()) {
    await expect(cards.nth(index).getByRole("heading")).toHaveText(year);
    await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", `/projectgallery/${year.replace("-", "")}`);
  }
  // 2019-20's cover is a PDF: the card shows the default foundation image.
  await expect(cards.nth(2).locator("img")).toHaveAttribute("src", /foundation-default\.webp/);
  await cards.nth(0).getByRole("link").click();
  await expect(page).toHaveURL(/\/projectgallery\/201718$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Gallery 2017-18");
});

test("News and Events: click-to-play videos, 'By' the foundation, 'Charity', Read More", async ({ page }) => {
  await page.goto("/");
  const news = page.getByRole("region", { name: "News and Events" });
  const first = news.getByRole("article").first();
  await expect(first).toContainText("By");
  await expect(first).toContainText("Federation Foundation");
  await expect(first).toContainText("Charity");
  await expect(first.getByRole("link", { name: /Read More/ })).toHaveAttribute("href", "/blog/blogs");
  await expect(page.locator("iframe")).toHaveCount(0);
  await first.getByRole("button", { name: /Play video/ }).click();
  await expect(first.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/.+autoplay=1/);
  // From the keyboard: the player takes the focus of the button it replaces (it fell to <body>).
  await page.reload();
  await first.getByRole("button", { name: /Play video/ }).focus();
  await page.keyboard.press("Enter");
  await expect(first.locator("iframe")).toBeFocused();
});

test("the landing's News and Events and Speeches lead to /blog, which pages its videos as /blog?page=n", async ({ page }) => {
  await page.goto("/");
  // The section's own link; each video's Read More stays the spec's /blog/blogs.
  const news = page.getByRole("region", { name: "News and Events" });
  await expect(news.getByRole("link", { name: "All news and events" })).toHaveAttribute("href", "/blog");
  const speeches = page.getByRole("region", { name: "Speeches" });
  await expect(speeches.getByRole("link", { name: "All speeches" })).toHaveAttribute("href", "/blog#speeches");
  await news.getByRole("link", { name: "All news and events" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News and Events");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
  // The demo's 3 event videos and 2 speeches fit on one page: no page links, and no page 2.
  await expect(page.getByRole("navigation", { name: "News and Events pages" })).toHaveCount(0);
  expect((await page.request.get("/blog?page=1")).status()).toBe(200);
  expect((await page.request.get("/blog?page=2")).status()).toBe(404);
});

test("the footer's Our Events leads from another page to the landing's News and Events, not to its top", async ({ page }) => {
  await page.goto("/csr");
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Events" }).click();
  await expect(page).toHaveURL(/\/#news-and-events$/);
  const heading = page.getByRole("region", { name: "News and Events" }).getByRole("heading", { name: "News and Events" });
  await expect(heading).toBeInViewport();
  // Still there once any scrolling has settled.
  await page.waitForTimeout(1000);
  await expect(heading).toBeInViewport();
});

test("a gallery year pages through its projects with ?page=n and rel prev/next links", async ({ page }) => {
  await page.goto("/projectgallery/202223");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
  const next = page.locator('a[rel="next"]');
  await expect(next).toHaveAttribute("href", "/projectgallery/202223?page=2");
  await next.click();
  await expect(page).toHaveURL(/\/projectgallery\/202223\?page=2$/);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
  await expect(page.locator('a[rel="prev"]')).toHaveAttribute("href", "/projectgallery/202223");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/projectgallery\/202223\?page=2$/);
  expect((await page.request.get("/projectgallery/202223?page=9")).status()).toBe(404);
  expect((await page.request.get("/projectgallery/209900")).status()).toBe(404);
});

test("sitemap.xml and robots.txt", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/blog/blogs",
    "/fcradonations",
    "/paymentgateway/pay",
    "/blog/flood-relief-assam",
    "/projectgallery/202425",
    "/projectgallery/201718",
  ])
    expect(sitemap).toContain(`${path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  for (const line of [
    "Disallow: /api/",
    "Allow: /api/content/files/blog/",
    "Disallow: /servicerequests",
    "Disallow: /manage",
    "Disallow: /dashboard/dashboardbar",
    "Sitemap: ",
  ])
    expect(robots).toContain(line);
  expect(robots).not.toMatch(/Disallow: \/blog/);
});

test("members' pages are never cached publicly", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "User name" }).fill("admin");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  for (const path of ["/dashboard/dashboardbar", "/servicerequests"]) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/private|no-store/);
    expect(response.headers()["cache-control"]).not.toMatch(/s-maxage/);
  }
});

test("a post the admin publishes through /manage/content appears on the cached /blog/blogs at once", async ({
  page,
  browser,
}) => {
  const title = `Playwright news ${Date.now()}`;
  // A visitor first, so that the News Section is in the cache before the post exists.
  const visitor = await browser.newPage();
  await visitor.goto("/blog/blogs");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("News Section");
  await expect(visitor.getByText(title)).toHaveCount(0);

  await page.goto("/login");
  await page.getByRole("textbox", { name: "User name" }).fill("admin");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  await page.goto("/manage/content");
  await page.getByRole("button", { name: "New blog post" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Summary" }).fill("Published by the end-to-end test.");
  await page
    .getByRole("textbox", { name: "Body" })
    .fill("A table handed over a new classroom this week, and the children moved in on Monday.");
  await page.getByRole("checkbox", { name: "Publish on the public site" }).check();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("main").getByText(title).first()).toBeVisible();

  await visitor.goto("/blog/blogs");
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await visitor.goto("/");
  await expect(visitor.getByRole("region", { name: "From the blog" }).getByText(title)).toBeVisible();
  await visitor.close();
});

test("on a phone the site menu opens as a dialog, closes on Escape with focus back on its button, and follows a link", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/blog/blogs");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const opener = page.getByRole("button", { name: "Open menu" });
  await opener.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(opener).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "News Section" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Become a LMF" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  await opener.click();
  await menu.getByRole("link", { name: "Project Grants" }).click();
  await expect(page).toHaveURL(/\/projectgrants$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await context.close();
});

test("on a phone the landing menu opens as a dialog with the landing links, and Escape closes it", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const links = ["Home", "About Us", "News Section", "Project Grants", "FCRA Donations", "Become a LMF", "Sign Up", "Login"];
  await expect(menu.getByRole("link")).toHaveText(links);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/dashboard\/aboutus$/);
  await context.close();
});

/** The public reading pages: App Router server components, cached (ISR). */
const READING_PAGES = [
  "/",
  "/blog",
  "/blog/blogs",
  "/blog/flood-relief-assam",
  "/projectgallery",
  "/projectgallery/202223",
  "/recognition",
  "/dashboard/aboutus",
  "/projectgrants",
  "/csr",
];

test("the reading pages are App Router pages: framework scripts, and no site.js or internal revalidation route", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of READING_PAGES) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: "load" });
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => !script.startsWith("/_next/static/")),
      path,
    ).toEqual([]);
  }
  expect((await request.get("/scripts/site.js")).status()).toBe(404);
  const revalidate = await request.post("/api/internal/revalidate", { data: { paths: ["/landing/home"] } });
  expect(revalidate.status()).toBe(404);
  expect((await revalidate.json()).code).toBe("NOT_FOUND");
});

test("the reading pages' HTML is plain ASCII on the demo content (Node writes it about twice as fast)", async ({ request }) => {
  for (const path of READING_PAGES) {
    const html = await (await request.get(path)).text();
    const others = [...new Set(html.replace(/[\x00-\x7f]/g, ""))];
    expect(others, path).toEqual([]);
  }
});

test("a reading page preloads only pictures it shows at once (one, its largest, where it has one), never the logo", async ({
  request,
}) => {
  // The picture a preload or an <img> names: the optimiser's `url` of its first candidate, or its file.
  const pictureOf = (tag: string) => {
    const first = /(?:imageSrcSet|srcSet|href|src)="([^" ]+)/i.exec(tag)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const url = new URL(first, "http://x");
    return url.pathname === "/_next/image" ? url.searchParams.get("url") : url.pathname;
  };
  // The pages whose largest paint is a picture, which they mark with fetchpriority="high" (the
  // banner's first slide, the first card): other tests publish posts, so it is read off the page.
  const WITH_LARGEST_PICTURE = ["/", "/blog/blogs", "/projectgallery/202223"];
  for (const path of READING_PAGES) {
    const html = await (await request.get(path)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => pictureOf(tag));
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    const shownAtOnce = images.filter((tag) => !tag.includes('loading="lazy"')).map(pictureOf);
    for (const picture of preloaded) expect(shownAtOnce, path).toContain(picture);
    if (WITH_LARGEST_PICTURE.includes(path)) {
      const largest = images.filter((tag) => tag.includes('fetchPriority="high"')).map(pictureOf);
      expect(largest, path).toHaveLength(1);
      expect(preloaded, path).toEqual(largest);
    }
    // The logo is a 1 KB drawing: it never goes ahead of the page's largest picture.
    expect(preloaded, path).not.toContain("/images/logo.svg");
    expect(html, path).toMatch(/<img src="\/images\/logo\.svg"[^>]* fetchPriority="low"/);
  }
});

test("a phone reading a public page downloads no other page: its links are not prefetched", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).searchParams.has("_rsc")) prefetched.push(request.url());
  });
  // The not-found screen's buttons too (its links lead to the home page and the members' home).
  for (const path of [...READING_PAGES, "/blog/page/1", "/no-such-page"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    // Every link comes into view once: Next prefetches a link when it enters the viewport.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState("networkidle");
    expect(prefetched, path).toEqual([]);
  }
  // A link still navigates inside the app once followed.
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "2022-23" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Gallery 2022-23");
  await context.close();
});

test("/ and /landing keep their address in the browser: the rewrite to the landing's route stays on the server", async ({
  page,
}) => {
  for (const path of ["/", "/landing"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("region", { name: "Highlights" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
  expect((await page.request.get("/landing/away")).status()).toBe(404);
});

test("the landing's stylesheet and scripts come from the build's Brotli copies, immutable", async ({ page }) => {
  const assets: { path: string; encoding: string | undefined; cacheControl: string | undefined; bytes: number }[] = [];
  page.on("response", async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith("/_next/static/") || !/\.(js|css)$/.test(pathname)) return;
    const headers = await response.allHeaders();
    assets.push({
      path: pathname,
      encoding: headers["content-encoding"],
      cacheControl: headers["cache-control"],
      bytes: Number(headers["content-length"] ?? 0),
    });
  });
  await page.goto("/", { waitUntil: "load" });
  const stylesheet = assets.find((asset) => asset.path.endsWith(".css"));
  expect(stylesheet?.encoding).toBe("br");
  // Every chunk of a kilobyte or more was precompressed; Next's own gzip would say "gzip" and no length.
  const large = assets.filter((asset) => asset.encoding !== undefined || asset.bytes >= 1024);
  expect(large.length).toBeGreaterThan(5);
  for (const asset of large) {
    expect(asset.encoding, asset.path).toBe("br");
    expect(asset.cacheControl, asset.path).toBe("public,max-age=31536000,immutable");
  }
});

test("a cached public page arrives as one Brotli copy with its length, the same bytes on every request; an API reply still answers", async ({
  page,
}) => {
  const ask = { "accept-encoding": "gzip, deflate, br" };
  for (const path of ["/", "/blog/blogs", "/projectgallery/202223"]) {
    const replies = [await page.request.get(path, { headers: ask }), await page.request.get(path, { headers: ask })];
    for (const reply of replies) {
      const headers = reply.headers();
      expect(headers["content-encoding"], path).toBe("br");
      // A compressed copy kept whole has a length; Next's per-request gzip streamed without one.
      expect(Number(headers["content-length"]), path).toBeGreaterThan(1000);
      expect(headers.vary, path).toMatch(/Accept-Encoding/i);
    }
    expect(await replies[1]!.text(), path).toBe(await replies[0]!.text());
  }
  const session = await page.request.get("/api/auth/session", { headers: ask });
  expect(session.ok()).toBe(true);
  expect(await session.json()).toEqual({});
});

test("without JavaScript every reading page shows its content, and its phone menu opens from its button with the site's links", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const check of PAGES.filter((entry) => READING_PAGES.includes(entry.path))) {
    const response = await page.goto(check.path);
    expect(response?.status(), check.path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), check.path).toHaveText(check.h1);
    for (const text of check.texts)
      await expect(page.locator("main").getByText(text).first(), `${check.path}: ${text}`).toBeVisible();
    // The site's links: the phone menu opens from its button (an HTML invoker command) and lists them.
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Login" }), check.path).toBeVisible();
    await expect(menu.getByRole("link", { name: "News Section" }), check.path).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu, check.path).toBeHidden();
  }
  await page.goto("/");
  await expect(page.getByRole("region", { name: "From the blog" }).getByRole("link").first()).toBeVisible();
  await expect(
    page
      .locator("main")
      .getByRole("link", { name: /Read more/i })
      .first(),
  ).toBeVisible();
  await context.close();
});

test("a member on a cached reading page gets the Welcome menu and their own phone menu, and Log Out ends the session", async ({
  page,
  browser,
}) => {
  await apiLogin(page.request, "admin");
  await page.goto("/blog/blogs");
  const welcome = page.getByRole("button", { name: "Welcome Admin" });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole("list", { name: "Account" })).toHaveCount(0);

  const { phone, menu } = await openMemberPhoneMenu(browser, page, "/blog/blogs", "Welcome Admin");
  await expect(menu.getByRole("link", { name: "Manage Users" })).toHaveAttribute("href", "/manage/manageuserbyadmin");
  await expect(menu.getByRole("link", { name: "Change Password" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Login" })).toHaveCount(0);
  await expect(menu.getByRole("button", { name: "Log Out" })).toBeVisible();
  await phone.close();

  await welcome.click();
  await expect(page.getByRole("menuitem", { name: "Change Password" })).toBeVisible();
  // Headless UI moves focus into the open menu a frame after showing it; Escape is the menu's key.
  await expect(page.getByRole("menu")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "Change Password" })).toBeHidden();
  await expect(welcome).toBeFocused();
  await welcome.click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
});

test("a member on the landing page: Home and the logo lead to the members' home, the phone menu is theirs, and the Welcome menu logs out", async ({
  page,
  browser,
}) => {
  await apiLogin(page.request, "tex");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const welcome = page.getByRole("button", { name: "Welcome tex" });
  await expect(welcome).toBeVisible();
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/dashboard/dashboardbar");
  await expect(page.getByRole("link", { name: "Federation Foundation home" })).toHaveAttribute("href", "/dashboard/dashboardbar");
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);

  // On a phone, the landing's menu lists what the member's roles may open (loaded with the session).
  const { phone, menu } = await openMemberPhoneMenu(browser, page, "/", "Welcome tex");
  await expect(menu.getByRole("link", { name: "Service Requests" })).toHaveAttribute("href", "/servicerequests");
  await expect(menu.getByRole("link", { name: "Manage Users" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Change Password" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Login" })).toHaveCount(0);
  await expect(menu.getByRole("button", { name: "Log Out" })).toBeVisible();
  await phone.close();

  await welcome.click();
  await expect(page.getByRole("menuitem", { name: "Change Password" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
});

test("a visitor's reading pages load no member's menu or icon set: the list, the route-role table and the named icons come with a session", async ({
  request,
}) => {
  for (const path of ["/", "/blog/blogs", "/projectgallery/202223"]) {
    const html = await (await request.get(path)).text();
    const scripts = await scriptsOf(request, html);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const { src, code } of scripts) {
      // A member's menu entry, and a members' page that only the route-role table names.
      expect(code, `${path}: ${src}`).not.toContain("/manage/manageuserbyadmin");
      expect(code, `${path}: ${src}`).not.toContain("/projects/sanctionletter");
      // The icon map by name (components/ui/icons.tsx): a tile's icon, drawn on the members' home.
      expect(code, `${path}: ${src}`).not.toContain("clipboard-check");
    }
  }
});

test("the not-found screen is a light frame (logo, message, the secretariat's phone and e-mail), and no page carries the site footer inside its error boundaries", async ({
  page,
  request,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We could not find that page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Federation Foundation home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "+91 44 4000 1234" })).toHaveAttribute("href", "tel:+914440001234");
  await expect(page.getByRole("link", { name: "secretariat@federation-foundation.org" })).toHaveAttribute(
    "href",
    "mailto:secretariat@federation-foundation.org",
  );
  await expect(page.getByRole("navigation", { name: "Footer" })).toHaveCount(0);
  // The root not-found screen travels in every page's RSC payload (the one-line page shows no
  // footer of its own), and the error screen in a script chunk that every page loads.
  const bare = await (await request.get("/bench-bare")).text();
  expect(bare).toContain("We could not find that page");
  expect(bare).not.toContain("Quick links");
  const scripts = await scriptsOf(request, bare);
  expect(scripts.length).toBeGreaterThan(0);
  for (const { src, code } of scripts) expect(code, src).not.toContain("Quick links");
});

test("a blog post's cover image uploads and shows its preview; bytes that are not an image are refused with the server's reason", async ({
  page,
}) => {
  await apiLogin(page.request, "admin");
  await page.goto("/manage/content");
  await page.getByRole("button", { name: "New blog post" }).click();
  const picker = page.getByLabel("Cover image", { exact: true });

  await picker.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from("plain text, not a picture") });
  await expect(page.getByText(/only png, jpeg or gif images are accepted/i)).toBeVisible();
  await expect(page.getByRole("img", { name: "Cover image preview" })).toHaveCount(0);

  await picker.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: solidPng(48, [240, 180, 20]) });
  await expect(page.getByRole("img", { name: "Cover image preview" })).toBeVisible();
  await expect(page.getByText(/only png, jpeg or gif images are accepted/i)).toHaveCount(0);
});

test("the admin deletes a blog post after confirming it; it leaves the list with a message", async ({ page }) => {
  await apiLogin(page.request, "admin");
  const title = `Post to delete ${Date.now()}`;
  const created = await page.request.post("/api/blog/createblog", {
    data: { title, summary: "Made to be deleted.", body: "A short body for the test.", coverImage: "", isPublished: false },
  });
  expect(created.status()).toBe(201);

  await page.goto("/manage/content");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this post?" });
  await dialog.getByRole("button", { name: "Delete post" }).click();
  await expect(page.getByText(`“${title}” has been deleted.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
});

test("the admin's list of blog posts shows 20 at first and 20 more on asking, focus on the first added", async ({ page }) => {
  await apiLogin(page.request, "admin");
  const stamp = Date.now();
  const ids: number[] = [];
  for (let index = 1; index <= 21; index += 1) {
    const created = await page.request.post("/api/blog/createblog", {
      data: {
        title: `Long list ${stamp} ${index}`,
        summary: "One of many.",
        body: "A short body for the test.",
        coverImage: "",
        isPublished: false,
      },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { blog: { id: number } }).blog.id);
  }
  try {
    await page.goto("/manage/content");
    const rows = page.getByRole("list", { name: "Blog posts" }).locator(":scope > li");
    await expect(rows).toHaveCount(20);
    await expect(page.getByText(/^Showing 20 of \d+\.$/)).toBeVisible();
    await page.getByRole("button", { name: /^Show \d+ more$/ }).click();
    // The next page arrives from the server: waited for, not read at once (a fresh clone's run read 20).
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    await expect(rows.nth(20).getByRole("button", { name: /^Edit / })).toBeFocused();
  } finally {
    for (const id of ids) await page.request.post("/api/blog/deleteblog", { data: { id } });
  }
});

test("a saved edit of a post stays after switching to News and videos and back: the list and Edit show the new version", async ({
  page,
}) => {
  await apiLogin(page.request, "admin");
  const title = `Post to edit ${Date.now()}`;
  const edited = `${title} (edited)`;
  const created = await page.request.post("/api/blog/createblog", {
    data: { title, summary: "Made to be edited.", body: "The first version of the body.", coverImage: "", isPublished: false },
  });
  expect(created.status()).toBe(201);

  await page.goto("/manage/content");
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(edited);
  await page.getByRole("textbox", { name: "Body" }).fill("The second version of the body.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("button", { name: `Edit ${edited}`, exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "News and videos" }).click();
  await expect(page.getByRole("button", { name: "New video" })).toBeVisible();
  await page.getByRole("tab", { name: "Blog posts" }).click();
  await expect(page.getByRole("button", { name: `Edit ${edited}`, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Edit ${title}`, exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: `Edit ${edited}`, exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(edited);
  await expect(page.getByRole("textbox", { name: "Body" })).toHaveValue(/The second version of the body\./);
});

test("Save waits while the cover image is still uploading, and the saved post keeps the cover", async ({ page }) => {
  await apiLogin(page.request, "admin");
  const title = `Post with a slow cover ${Date.now()}`;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/blog/uploadfiles", async (route) => {
    await held;
    await route.continue();
  });

  await page.goto("/manage/content");
  await page.getByRole("button", { name: "New blog post" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Body" }).fill("A post whose cover image arrives slowly.");
  await page
    .getByLabel("Cover image", { exact: true })
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: solidPng(48, [20, 120, 200]) });
  const save = page.getByRole("button", { name: "Save draft" });
  await expect(page.getByText("Waiting for the upload to finish…")).toBeVisible();
  await expect(save).toBeDisabled();

  release();
  await expect(page.getByRole("img", { name: "Cover image preview" })).toBeVisible();
  await expect(save).toBeEnabled();
  await expect(page.getByText("Waiting for the upload to finish…")).toHaveCount(0);
  await save.click();
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  await expect(page.getByRole("img", { name: "Cover image preview" })).toBeVisible();
});

test("a saved edit of a post is still listed after leaving the screen and coming back with the browser's Back", async ({
  page,
}) => {
  await apiLogin(page.request, "admin");
  const title = `Post to edit and leave ${Date.now()}`;
  const edited = `${title} (edited)`;
  const created = await page.request.post("/api/blog/createblog", {
    data: { title, summary: "Made to be edited.", body: "The first version of the body.", coverImage: "", isPublished: false },
  });
  expect(created.status()).toBe(201);

  await page.goto("/manage/content");
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(edited);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("button", { name: `Edit ${edited}`, exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Federation Foundation home" }).click();
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/manage\/content$/);
  await expect(page.getByRole("button", { name: `Edit ${edited}`, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Edit ${title}`, exact: true })).toHaveCount(0);
});
