// An application's print view (projects/tableprojectapplication/{tpaid}/{tpasid}/pdf) and its PDF,
// on drafts of texc's own: long answers are shown and printed whole (a read-only answer is text,
// not a box that shows what fits), and the PDF service answers a print view that could not load
// its application with the error, not with a PDF of the error screen.
import fsp from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { pdfText } from "../tests/helpers/pdf-text";
import { saved, startDraft } from "./project-application-steps";

/** `sentence` over and over, cut to make `length` characters with the word `last` at the end. */
const longText = (sentence: string, length: number, last: string, separator = " ") => {
  const body = `${sentence}${separator}`.repeat(Math.ceil(length / sentence.length)).slice(0, length - last.length - 1);
  // A cut just after a space would leave two in a row: a full stop instead, the length kept.
  return `${body.replace(/\s+$/, (space) => ".".repeat(space.length))} ${last}`;
};

/** The application and stage ids of the stage a page shows. */
const idsOf = (page: Page) => {
  const [, applicationId, stageId] = /\/projects\/tableprojectapplication\/(\d+)\/(\d+)$/.exec(page.url())!;
  return { applicationId: Number(applicationId), stageId: Number(stageId) };
};

/** POST /api/reports/generatepdfforurl as the page's member. */
const printed = (page: Page, url: string) =>
  page.request.post("/api/reports/generatepdfforurl", { data: { url, fileName: "print" } });

test("a 3,000-character answer, a 200-character one and a long cost line are shown and printed whole", async ({ page }) => {
  test.setTimeout(120_000);
  await startDraft(page, "Long answers in print");
  const applicationUrl = page.url();
  const name = longText("Government Higher Secondary School for Girls", 200, "Thirunindravur");
  // Paragraphs, as a member types them: the line breaks are kept.
  const need = longText("Ninety children share one room, and the roof leaks in the monsoon.", 3000, "Kadambathur.", "\n\n");
  const line = longText("Classroom of 600 sq ft with windows, fans and a ramp", 300, "Pattabiram");
  expect([name.length, need.length, line.length]).toEqual([200, 3000, 300]);

  await page.getByRole("textbox", { name: "Name of the school" }).fill(name);
  await page.getByRole("textbox", { name: "Why the school needs it" }).fill(need);
  // The cost line's own save: "All changes saved" from the answers' save can still be on screen
  // when the line is typed, so the status alone does not say the line is stored.
  const lineSaved = page.waitForResponse(
    (reply) =>
      reply.url().endsWith("/api/projects/updatetableprojectapplicationstage") &&
      /Pattabiram/.test(reply.request().postData() ?? "") &&
      reply.ok(),
  );
  await page.getByRole("button", { name: "Add a line" }).click();
  await page.getByRole("textbox", { name: "Description, line 1" }).fill(line);
  await page.getByRole("textbox", { name: "Unit cost, line 1" }).fill("3,75,000");
  await lineSaved;
  await saved(page);

  // On screen: every answer as text under its question, nothing in a box.
  await page.goto(`${applicationUrl}/pdf`);
  await expect(page.getByRole("heading", { level: 2, name: /Long answers in print/ })).toBeVisible();
  await expect(page.getByRole("group", { name: "Name of the school", exact: true })).toContainText(name);
  const needShown = page.getByRole("group", { name: "Why the school needs it", exact: true });
  await expect(needShown).toContainText("Kadambathur.");
  expect(await needShown.getByText(/Ninety children/).innerText()).toBe(need);
  await expect(page.getByRole("cell", { name: line })).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);

  // In the PDF: the last words of each (pdf.js gives the text in runs, one or more a line).
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const text = pdfText(await fsp.readFile((await (await downloading).path())!)).text.join(" ");
  for (const last of ["Thirunindravur", "Kadambathur.", "Pattabiram"]) expect(text).toContain(last);
  expect(text).toContain("Government Higher Secondary School for Girls");
  expect(text).toContain("₹3,75,000");
});

test("a print view of one application with a stage of another is answered 404, not printed; its own stage prints", async ({
  page,
}) => {
  await startDraft(page, "Printed A");
  const a = idsOf(page);
  await startDraft(page, "Printed B");
  const b = idsOf(page);

  // The page itself says why (the PDF service is told so by its error mark).
  const mixed = `/projects/tableprojectapplication/${a.applicationId}/${b.stageId}/pdf`;
  await page.goto(mixed);
  await expect(page.getByText("This stage belongs to another application.")).toBeVisible();

  const refused = await printed(page, mixed);
  expect(refused.status()).toBe(404);
  expect(refused.headers()["content-type"]).toContain("application/json");
  expect(((await refused.json()) as { code: string }).code).toBe("NOT_FOUND");

  const own = await printed(page, `/projects/tableprojectapplication/${a.applicationId}/${a.stageId}/pdf`);
  expect(own.status()).toBe(200);
  expect(own.headers()["content-type"]).toBe("application/pdf");
  expect(pdfText(await own.body()).text.join(" ")).toMatch(/TPA-\d{6}-\d{4} ?: Printed A/);
});
