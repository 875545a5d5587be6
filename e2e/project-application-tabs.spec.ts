// One stage of an application open in two tabs: what one tab saves is never overwritten unseen by
// the other, and a tab's own saves never stand in each other's way. The second tab's save is refused with the reason and Reload, which puts the first
// tab's value into the field on screen; the second tab's next edit is saved.
import { expect, test } from "./test";
import { saved, startDraft } from "./project-application-steps";

const CHANGED = "This stage was changed in another tab or by someone else. Reload to see the latest.";

test("two tabs on one stage: the second tab's save is refused, Reload shows the first tab's answer, and its next edit is saved", async ({
  page,
}) => {
  await startDraft(page, "Two tabs on one stage");
  const tabB = await page.context().newPage();
  await tabB.goto(page.url());
  const nameIn = (tab: typeof page) => tab.getByRole("textbox", { name: "Name of the school" });
  await expect(nameIn(tabB)).toHaveValue("");

  // Tab A writes first (autosave), twice: each save names the revision the save before answered.
  let answered = 0;
  for (const value of ["GHSS", "GHSS Ponneri"]) {
    const save = page.waitForResponse((reply) => reply.url().endsWith("/updatetableprojectapplicationstage"));
    await nameIn(page).fill(value);
    const reply = await save;
    expect(reply.status()).toBe(200);
    expect((reply.request().postDataJSON() as { stageRevision: number }).stageRevision).toBe(answered);
    answered = ((await reply.json()) as { stageRevision: number }).stageRevision;
    await saved(page);
  }
  expect(answered).toBe(2);

  // Tab B still shows the stage as it was: its save is refused, and nothing of it is written.
  await nameIn(tabB).fill("GHSS Tiruvallur");
  const alertB = tabB.getByText(CHANGED);
  await expect(alertB).toBeVisible();
  await expect(tabB.getByRole("status").filter({ hasText: "All changes saved" })).toHaveCount(0);

  // Reload puts tab A's answer into tab B's field, without loading the page again.
  const loads: string[] = [];
  tabB.on("framenavigated", (frame) => loads.push(frame.url()));
  await tabB.getByRole("button", { name: "Reload" }).click();
  await expect(nameIn(tabB)).toHaveValue("GHSS Ponneri");
  await expect(alertB).toHaveCount(0);
  expect(loads).toEqual([]);

  // Tab B's next edit is saved, and tab A, which has not seen it, is now the one refused.
  await nameIn(tabB).fill("GHSS Ponneri, Main Road");
  await saved(tabB);
  await nameIn(page).fill("GHSS Ponneri, again");
  await expect(page.getByText(CHANGED)).toBeVisible();
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(nameIn(page)).toHaveValue("GHSS Ponneri, Main Road");

  // And the stage as stored is tab B's.
  await tabB.reload();
  await expect(nameIn(tabB)).toHaveValue("GHSS Ponneri, Main Road");
  await tabB.close();
});
