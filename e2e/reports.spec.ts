// The reports page (issue 14, section 2): the secretary opens /reports, picks 2024-25 (the demo
// seed's grant history, lib/db/seed/demo-grant-history.ts: figures that the other specs do not
// change), sees each chart with its table of numbers, downloads one chart's CSV and reads it back,
// downloads the page as a PDF and reads it back, then narrows to one area. A visitor gets the same
// page from the cache.
import fsp from "node:fs/promises";
import { expect, test } from "./test";
import { pdfText } from "../tests/helpers/pdf-text";
import { logInTo } from "./fixtures";

const CHARTS = [
  "Applications by state",
  "Grants sanctioned and paid by area",
  "Amounts by year",
  "Projects by kind",
  "Table strength by area",
];

test("the secretary picks a year, sees the charts and their numbers, and downloads a chart's CSV", async ({ page }) => {
  // Two PDFs printed by the portal besides the page's own steps: 34 s alone, over 60 s on a loaded host.
  test.slow();
  await logInTo(page, "secretary", "/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();

  await page.getByRole("combobox", { name: "Federation year" }).selectOption("202425");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/\/reports\?year=202425&area=$/);
  await expect(page.getByText(/Figures for 2024-25, All areas, as of \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Federation year" })).toHaveValue("202425");

  for (const title of CHARTS) {
    const chart = page.getByRole("region", { name: title });
    await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
    await expect(chart.getByRole("table", { name: `${title}: the numbers` })).toBeVisible();
  }
  const grants = page.getByRole("region", { name: "Grants sanctioned and paid by area" });
  await expect(grants.getByRole("row", { name: /Area 2 - West/ })).toContainText("₹11,25,000");
  await expect(page.getByRole("region", { name: "Amounts by year" }).getByRole("row", { name: /2024-25/ })).toContainText(
    "₹29,25,000",
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    grants.getByRole("button", { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("reports-2024-25-grants-by-area.csv");
  const text = await fsp.readFile((await download.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split("\r\n");
  expect(lines[0]).toBe('"Area","Sanctioned (₹)","Paid (₹)","Applications"');
  expect(lines).toContain('"Area 2 - West","1125000","1125000","3"');

  // The whole page as a PDF, printed by the portal: the year and the figures are in it.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe("reports-2024-25.pdf");
  const printed = pdfText(await fsp.readFile((await pdfDownload.path())!)).text.join(" ");
  expect(printed).toContain("2024-25");
  expect(printed).toContain("₹11,25,000");
  expect(printed).not.toContain("Download PDF");

  // Printed: the figures without the pickers and buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("form", { name: "Choose the year and area" })).toBeHidden();
  await expect(grants.getByRole("button", { name: /^Download CSV/ })).toBeHidden();
  await expect(grants.getByRole("table")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // One area: its tables and circles.
  await page.getByRole("combobox", { name: "Area", exact: true }).selectOption({ label: "Area 2 - West" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/\/reports\?year=202425&area=2$/);
  const units = page.getByRole("region", { name: "Grants sanctioned and paid by table and circle" });
  await expect(units.getByRole("row", { name: /RT4 Pune Round Table 4/ })).toContainText("₹9,75,000");
  // Its PDF is named for the area, as its CSVs are (not the same name as all areas' PDF).
  const [areaPdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(areaPdf.suggestedFilename()).toBe("reports-2024-25-area-2.pdf");
  expect(pdfText(await fsp.readFile((await areaPdf.path())!)).text.join(" ")).toContain("RT4");
});

test("a visitor gets the reports from the cache; an unknown area or year is not found", async ({ request }) => {
  const response = await request.get("/reports?year=202425");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toMatch(/s-maxage=600/);
  const html = await response.text();
  expect(html).toContain("Grants sanctioned and paid by area");
  expect(html).toContain("₹11,25,000");
  expect((await request.get("/reports?year=202425&area=99")).status()).toBe(404);
  // Well-formed year numbers the reports do not answer for: no page rendered and cached for each.
  expect((await request.get("/reports?year=999899")).status()).toBe(404);
  expect((await request.get("/reports?year=194950&area=1")).status()).toBe(404);
  expect((await request.get("/api/reports/analytics?year=999899")).status()).toBe(400);
  const api = await request.get("/api/reports/analytics?year=202425");
  expect(api.status()).toBe(200);
  expect(((await api.json()) as { analytics: { totals: { applications: number } } }).analytics.totals.applications).toBe(6);
});
