// Issue 13: the Admin sends a mass mail to one area (Area 1 - South of the demo data: tables 1 and
// 2, circle 1) and watches it finish; the mail arrives at the e2e SMTP server (e2e/mailbox.ts) with
// its unsubscribe link. The sending runs in the server's own job worker (instrumentation.ts ->
// lib/jobs/worker.ts, started right after the reply by runJobsAfterReply).
// A refusal of a nested field (an attachment, the audience's tables) shows under the control that
// edits it.
import { expect, test } from "./test";
import { logInTo } from "./fixtures";
import { solidPng } from "./fixtures/png";
import { sendAndConfirm } from "./massmail-steps";
import { startMailbox } from "./mailbox";

test("the Admin sends a mass mail to one area and watches it finish", async ({ page }) => {
  const mailbox = await startMailbox();
  try {
    await logInTo(page, "admin", "/massmailerfileupload");
    await expect(page.getByRole("heading", { name: "Mass Mailer", level: 1 })).toBeVisible();

    const subject = `Area meeting ${Date.now()}`;
    await page.getByRole("textbox", { name: "Subject" }).fill(subject);
    await page.getByRole("textbox", { name: "Message" }).fill("Dear members, the area meeting is on Sunday at 10.");
    await page.getByRole("checkbox", { name: "Area 1 - South (whole area)" }).check();

    const count = page.getByTestId("recipient-count");
    await expect(count).toContainText("recipients");
    // The count as shown, grouped the Indian way ("1,234"), and as a number.
    const shown = (await count.locator("strong").textContent()) ?? "";
    const recipients = Number(shown.replace(/,/g, ""));
    expect(recipients).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Send", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Send this mail?" });
    await expect(dialog).toContainText(`${shown} recipients`);
    await dialog.getByRole("button", { name: `Send to ${shown} recipients` }).click();

    // Progress shows live and ends finished, everyone sent.
    await expect(page.getByText(`Sending to ${shown} addresses.`)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Sending progress" })).toBeVisible();
    await expect(page.getByTestId("mailing-counts")).toHaveText(`Finished: ${shown} sent, 0 failed, 0 left`, {
      timeout: 30_000,
    });
    await expect(page.getByRole("progressbar", { name: "Sending progress" })).toHaveAttribute(
      "aria-valuenow",
      String(recipients),
    );
    await expect(page.getByRole("cell", { name: "member@example.org" })).toBeVisible();
    await expect(page.getByRole("button", { name: `View ${subject}` })).toBeVisible();

    // A member of table 1 (area 1) got it, with the unsubscribe link of mail that is not essential.
    await mailbox.waitFor("member@example.org", /area meeting is on Sunday/);
    await mailbox.waitFor("member@example.org", /\/unsubscribe\?token=/);
  } finally {
    await mailbox.close();
  }
});

test("an attachment uploads and is listed; a file that is neither a PDF nor an image is refused with the reason", async ({
  page,
}) => {
  await logInTo(page, "admin", "/massmailerfileupload");
  const picker = page.getByLabel("Attach files", { exact: true });

  await picker.setInputFiles({ name: "agenda.pdf", mimeType: "application/pdf", buffer: Buffer.from("plain text, not a PDF") });
  await expect(page.getByText(/only png, jpeg, gif or pdf files are accepted/i)).toBeVisible();
  await expect(page.getByRole("list", { name: "Attachments" })).toHaveCount(0);

  await picker.setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: solidPng(32, [20, 120, 60]) });
  const attachments = page.getByRole("list", { name: "Attachments" });
  await expect(attachments.getByText(/^poster\.png \(/)).toBeVisible();
  await expect(page.getByText(/only png, jpeg, gif or pdf files are accepted/i)).toHaveCount(0);
});

test("a pick of more files than are left of the five is refused before anything is uploaded", async ({ page }) => {
  await logInTo(page, "admin", "/massmailerfileupload");
  const picker = page.getByLabel("Attach files", { exact: true });
  await picker.setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: solidPng(32, [20, 120, 60]) });
  await expect(page.getByRole("list", { name: "Attachments" }).getByRole("listitem")).toHaveCount(1);

  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/storage/postmassmailerfiles")) uploads.push(request.url());
  });
  const five = [1, 2, 3, 4, 5].map((n) => ({
    name: `page-${n}.png`,
    mimeType: "image/png",
    buffer: solidPng(16, [n * 40, 60, 90]),
  }));
  await picker.setInputFiles(five);
  const refusal = page.getByText("At most 5 attachments: 4 more files can be added, 5 were chosen.", { exact: true });
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveAttribute("aria-live", "polite");
  await expect(page.getByRole("list", { name: "Attachments" }).getByRole("listitem")).toHaveCount(1);
  expect(uploads).toEqual([]);
});

test("the Link button refuses an address without https:// or mailto:, says why, and takes one on a second try", async ({
  page,
}) => {
  await logInTo(page, "admin", "/massmailerfileupload");
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("Read the agenda online.");
  // The word "agenda" chosen as the link's text.
  await message.evaluate((box) => {
    const text = box.querySelector("p")?.firstChild ?? box.firstChild!;
    const start = text.textContent!.indexOf("agenda");
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + "agenda".length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  const answers = ["www.example.org", "https://www.example.org/agenda"];
  page.on("dialog", (dialog) => void dialog.accept(answers.shift()));

  await page.getByRole("button", { name: "Link" }).click();
  const refusal = page.getByText("Links must start with https:// or mailto:", { exact: true });
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveAttribute("aria-live", "polite");
  await expect(message.getByRole("link")).toHaveCount(0);
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("agenda");

  await page.getByRole("button", { name: "Link" }).click();
  await expect(message.getByRole("link", { name: "agenda" })).toHaveAttribute("href", "https://www.example.org/agenda");
  await expect(refusal).toHaveCount(0);
});

test("a mailing's progress: a failed first load offers Retry, and a poll that fails while it sends keeps the progress on screen", async ({
  page,
}) => {
  const mailbox = await startMailbox();
  try {
    await logInTo(page, "admin");
    const subject = `Progress check ${Date.now()}`;
    const sent = await page.request.post("/api/massmail/send", {
      data: {
        subject,
        html: "<p>The area meeting moves to Monday.</p>",
        essential: false,
        audience: { areas: [1] },
        attachments: [],
      },
    });
    expect(sent.status()).toBe(200);
    const { id } = (await sent.json()) as { id: number };

    // The page's polls of this mailing: the first fails; the second says it still sends (whatever
    // the server says); the third fails mid-send; the rest are the server's own.
    const busy = { status: 503, json: { message: "The server is busy. Try again in a moment." } };
    let polls = 0;
    await page.route(`**/api/massmail/status/${id}`, async (route) => {
      polls += 1;
      if (polls === 1 || polls === 3) return route.fulfill(busy);
      if (polls === 2) {
        const response = await route.fetch();
        return route.fulfill({ response, json: { ...((await response.json()) as object), status: "SENDING" } });
      }
      return route.continue();
    });

    await page.goto("/massmailerfileupload");
    await page.getByRole("button", { name: `View ${subject}` }).click();
    await expect(page.getByText("The mailing could not be loaded.", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Retry", exact: true }).click();

    const stale = page.getByText(
      /^The progress could not be refreshed: The server is busy\. Try again in a moment\. Trying again\.$/,
    );
    await expect(stale).toBeVisible();
    await expect(page.getByRole("heading", { name: subject, level: 2 })).toBeVisible();
    await expect(page.getByTestId("mailing-counts")).toContainText("Finished:", { timeout: 30_000 });
    await expect(stale).toHaveCount(0);
    expect(polls).toBeGreaterThanOrEqual(4);
  } finally {
    await mailbox.close();
  }
});

test("a mailing's recipients: a failed load says why and offers Retry, and a failed filter change shows no other filter's rows", async ({
  page,
}) => {
  const mailbox = await startMailbox();
  try {
    await logInTo(page, "admin");
    const subject = `Recipients check ${Date.now()}`;
    const sent = await page.request.post("/api/massmail/send", {
      data: { subject, html: "<p>Minutes of the meeting.</p>", essential: false, audience: { areas: [1] }, attachments: [] },
    });
    expect(sent.status()).toBe(200);
    const { id } = (await sent.json()) as { id: number };
    // Finished first, so that the list is loaded once per filter and page.
    await expect
      .poll(async () => ((await (await page.request.get(`/api/massmail/status/${id}`)).json()) as { status: string }).status, {
        timeout: 30_000,
      })
      .toBe("DONE");

    // The first load and the first load of the "Failed" filter fail.
    let loads = 0;
    await page.route(`**/api/massmail/recipients/${id}?*`, (route) => {
      loads += 1;
      return loads === 1 || route.request().url().includes("status=FAILED")
        ? route.fulfill({ status: 503, json: { message: "The server is busy. Try again in a moment." } })
        : route.continue();
    });

    await page.goto("/massmailerfileupload");
    await page.getByRole("button", { name: `View ${subject}` }).click();
    const failed = page.getByRole("alert").filter({ hasText: "The recipients could not be loaded." });
    await expect(failed).toContainText("The server is busy. Try again in a moment.");
    await page.getByRole("button", { name: "Retry", exact: true }).click();
    await expect(page.getByRole("cell", { name: "member@example.org" })).toBeVisible();
    await expect(failed).toHaveCount(0);

    await page.getByRole("button", { name: "Failed", exact: true }).click();
    await expect(page.getByRole("button", { name: "Failed", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(failed).toContainText("The server is busy. Try again in a moment.");
    await expect(page.getByRole("cell", { name: "member@example.org" })).toHaveCount(0);
  } finally {
    await mailbox.close();
  }
});

test("a recipient count that fails keeps Send disabled, says why, and can be counted again", async ({ page }) => {
  await logInTo(page, "admin");
  let counts = 0;
  await page.route("**/api/massmail/count", (route) => {
    counts += 1;
    return counts === 1
      ? route.fulfill({ status: 503, json: { message: "The server is busy. Try again in a moment." } })
      : route.continue();
  });
  await page.goto("/massmailerfileupload");
  await page.getByRole("textbox", { name: "Subject" }).fill("Dues reminder");
  await page.getByRole("textbox", { name: "Message" }).fill("Dear members, the dues are due.");
  await page.getByRole("checkbox", { name: "Area 1 - South (whole area)" }).check();

  const failed = page.getByRole("alert").filter({ hasText: "The recipients could not be counted." });
  await expect(failed).toContainText("The server is busy. Try again in a moment.");
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();

  await failed.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("recipient-count")).toContainText("recipients");
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
});

test("a refusal of a nested field shows under the control that edits it, and focus moves there", async ({ page }) => {
  await logInTo(page, "admin");
  // The page sends only what it offers; the test alters the sent mail as a stale page or another
  // client could (a stored name mangled, a table gone since the page loaded), and the real server
  // refuses it naming the nested field ("attachments.0.name", "audience.tables").
  type TSent = { audience: Record<string, unknown>; attachments: { name: string; fileName: string }[] };
  let alter = (sent: TSent) => sent;
  await page.route("**/api/massmail/send", (route) =>
    route.continue({ postData: JSON.stringify(alter(route.request().postDataJSON() as TSent)) }),
  );
  await page.goto("/massmailerfileupload");
  await page.getByRole("textbox", { name: "Subject" }).fill("Agenda of the area meeting");
  await page.getByRole("textbox", { name: "Message" }).fill("Dear members, the agenda is attached.");
  const picker = page.getByLabel("Attach files", { exact: true });
  await picker.setInputFiles({ name: "agenda.png", mimeType: "image/png", buffer: solidPng(32, [20, 120, 60]) });
  await expect(page.getByRole("list", { name: "Attachments" }).getByText(/^agenda\.png \(/)).toBeVisible();
  await page.getByRole("checkbox", { name: "Area 1 - South (whole area)" }).check();
  await expect(page.getByTestId("recipient-count")).toContainText("recipients");

  const status = page.getByText("Please correct the marked fields.", { exact: true });

  alter = (sent) => ({ ...sent, attachments: sent.attachments.map((file) => ({ ...file, name: `../${file.name}` })) });
  await sendAndConfirm(page);
  await expect(status).toBeVisible();
  await expect(picker).toHaveAttribute("aria-invalid", "true");
  await expect(picker).toHaveAccessibleDescription(/Not a valid file name\.$/);
  await expect(picker).toBeFocused();

  alter = (sent) => ({ ...sent, audience: { ...sent.audience, tables: [99999] } });
  await sendAndConfirm(page);
  const audience = page.getByRole("group", { name: "Audience", exact: true });
  await expect(audience).toHaveAccessibleDescription("No such tables: 99999.");
  await expect(picker).not.toHaveAttribute("aria-invalid");
  await expect(page.getByRole("checkbox", { name: /^Everyone/ })).toBeFocused();
  await expect(status).toBeVisible();
});
