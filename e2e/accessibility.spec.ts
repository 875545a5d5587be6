// Every members' page the Admin may open (nearly all of them: the route-role table decides), checked
// by axe-core in the real browser once its data has loaded: no WCAG 2.1 A/AA violation and none of
// axe's best practices broken (heading order, landmarks, names that contain the visible label).
// A new page in the table is checked without editing this file. The public reading pages are
// Lighthouse's (bench/lighthouse.ts: accessibility 100); the public forms listed below are checked
// here, empty and with their refusals shown. Each page is also laid out at a phone's width once
// checked and checked by axe again there (the phone menu's button shows, the desktop links hide,
// tables scroll in their boxes): the whole page must not scroll sideways there (a wide table in
// its own scrolling box scrolls on its own and is fine).
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { PAGE_RULES, decideAccess } from "../lib/auth/route-roles";
import { apiLogin, ROLE_ACCOUNTS } from "./fixtures";
import { atPhoneWidth, overflowNow } from "./phone-overflow";

const AXE_PATH = require.resolve("axe-core/axe.min.js");
/** A concrete path for a pattern: each [param] becomes a sample value (a missing record is a 404, skipped). */
const samplePath = (pattern: string) => pattern.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, "1");

type TViolation = { id: string; impact: string; nodes: { target: string[] }[] };

/** axe-core's WCAG 2.1 A/AA and best-practice findings on the page as it stands, one line each. */
const axeViolations = async (page: Page) => {
  // Once per page: the phone's check runs on the page the desktop's check loaded axe into. The
  // footer (`below-fold`) is `content-visibility: auto`: the browser skips its rendering while it is
  // off screen, and axe, which reads colours from what is rendered, then measured its light text
  // against white (seen at a phone's width after a desktop's layout). Rendered, its colours are
  // the ones on screen; the style only makes the browser render it for axe to read.
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.addStyleTag({ content: ".below-fold { content-visibility: visible !important; }" });
    await page.addScriptTag({ path: AXE_PATH });
  }
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: TViolation[] }> } }
    ).axe;
    const result = await axe.run(
      // A helpdesk row's name is its ticket and title, its date and category its description:
      // the label is in the name, the rest is said after it (axe asks for all of the text).
      { exclude: [["[data-request-row]"]] },
      { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    );
    return result.violations.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
  });
};

/** At a phone's width: what scrolls the page sideways and what axe finds there, one line each, named by `where`. */
const phoneFindings = (page: Page, where: string) =>
  atPhoneWidth(page, async () => {
    const overflow = await overflowNow(page);
    const violations = await axeViolations(page);
    return [...(overflow ? [`${where} ${overflow}`] : []), ...violations.map((violation) => `${where} (phone) ${violation}`)];
  });

/** Public pages with a form, checked empty and again after sending it empty (every field marked). */
const PUBLIC_FORM_PAGES = [
  { path: "/paymentgateway/pay", submit: "Continue to payment" },
  { path: "/fcradonations", submit: "Record my donation" },
  { path: "/becomealmf", submit: "Apply as a life member friend" },
];

test("the members' pages have no accessibility violations axe can find, on a desktop and on a phone, and none scrolls sideways on a phone", async ({
  page,
}) => {
  // Every members' page an Admin opens, each loaded and scanned: 2.9-3.1 min on a slow 2-core CI
  // host beside the other worker, where 180 s ran out once.
  test.setTimeout(360_000);
  await apiLogin(page.request, ROLE_ACCOUNTS.Admin);
  const pages = PAGE_RULES.filter((rule) => rule.access !== "public" && decideAccess(rule.access, ["Admin"]) === "allow");
  const found: string[] = [];
  let checked = 0;
  for (const rule of pages) {
    const path = samplePath(rule.pattern);
    const response = await page.goto(path);
    if (!response || response.status() >= 400) continue;
    // Loaded: hydrated (the members' menu is a client component) and no skeleton left.
    await page.waitForFunction(() => document.readyState === "complete" && !document.querySelector('[aria-busy="true"]'));
    const violations = await axeViolations(page);
    checked += 1;
    found.push(...violations.map((violation) => `${path} ${violation}`));
    found.push(...(await phoneFindings(page, path)));
  }
  // Most pages open for the Admin with the demo data; a walk that checked few proves little.
  expect(checked).toBeGreaterThan(25);
  expect(found).toEqual([]);
});

test("the public forms have no accessibility violations axe can find, on a desktop and on a phone, and do not scroll sideways on a phone, empty or with their refusals", async ({
  page,
}) => {
  const found: string[] = [];
  for (const { path, submit } of PUBLIC_FORM_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState("load");
    found.push(...(await axeViolations(page)).map((violation) => `${path} ${violation}`));
    found.push(...(await phoneFindings(page, path)));
    await page.getByRole("button", { name: submit }).click();
    await expect(page.locator("main [aria-invalid='true']").first(), path).toBeVisible();
    found.push(...(await axeViolations(page)).map((violation) => `${path} (refused) ${violation}`));
    found.push(...(await phoneFindings(page, `${path} (refused)`)));
  }
  expect(found).toEqual([]);
});
