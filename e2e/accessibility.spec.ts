// Every members' page the Admin may open (nearly all of them: the route-role table decides), checked
// by axe-core in the real browser once its data has loaded: no WCAG 2.1 A/AA violation and none of
// axe's best practices broken (heading order, landmarks, names that contain the visible label).
// A new page in the table is checked without editing this file. The public pages are Lighthouse's
// (bench/lighthouse.ts: accessibility 100).
import { expect, test } from "@playwright/test";
import { PAGE_RULES, decideAccess } from "../lib/auth/route-roles";
import { apiLogin, ROLE_ACCOUNTS } from "./fixtures";

const AXE_PATH = require.resolve("axe-core/axe.min.js");
/** A concrete path for a pattern: each [param] becomes a sample value (a missing record is a 404, skipped). */
const samplePath = (pattern: string) => pattern.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, "1");

type TViolation = { id: string; impact: string; nodes: { target: string[] }[] };

test("the members' pages have no accessibility violations axe can find", async ({ page }) => {
  test.setTimeout(180_000);
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
    await page.addScriptTag({ path: AXE_PATH });
    const violations = await page.evaluate(async () => {
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
    checked += 1;
    found.push(...violations.map((violation) => `${path} ${violation}`));
  }
  // Most pages open for the Admin with the demo data; a walk that checked few proves little.
  expect(checked).toBeGreaterThan(25);
  expect(found).toEqual([]);
});
