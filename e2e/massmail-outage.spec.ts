// The mass mailer while the mail server cannot be reached: nobody listens on this worker's SMTP
// port until the test starts its mailbox, so the server's connections are refused. The mailing's
// copies wait (no try of theirs spent), and the screen says when the next try is, on India's clock
// whatever the browser's zone; once the mail server is back the mail goes out at that try.
import { istDateTimeText } from "../lib/india-time";
import { expect, test } from "./test";
import { logInTo } from "./fixtures";
import { startMailbox } from "./mailbox";

// A browser far from India: the time shown must still be India's.
test.use({ timezoneId: "America/New_York" });

test("a mailing whose mail server cannot be reached shows when it is tried next, and goes out once the server is back", async ({
  page,
}) => {
  // The first try fails at once; the next comes 30 s later (and the worker polls every 5 s).
  test.setTimeout(120_000);
  await logInTo(page, "admin");
  const subject = `Outage check ${Date.now()}`;
  const sent = await page.request.post("/api/massmail/send", {
    data: {
      subject,
      html: "<p>The table meeting is on Friday.</p>",
      essential: true,
      audience: { tables: [1] },
      attachments: [],
    },
  });
  expect(sent.status()).toBe(200);
  const { id } = (await sent.json()) as { id: number };

  await page.goto("/massmailerfileupload");
  await page.getByRole("button", { name: `View ${subject}` }).click();
  const nextTry = page.getByTestId("mailing-next-try");
  await expect(nextTry).toHaveText(/^Next try at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST$/);
  await expect(page.getByText(/^The mail server could not be reached: .*ECONNREFUSED/)).toBeVisible();
  // The time the status call gives, written as India reads it.
  const status = (await (await page.request.get(`/api/massmail/status/${id}`)).json()) as { nextTryAt: string };
  await expect(nextTry).toHaveText(`Next try at ${istDateTimeText(status.nextTryAt)}`);
  await expect(page.getByTestId("mailing-counts")).toHaveText(/^0 sent, 0 failed, [1-9][\d,]* left$/);

  const mailbox = await startMailbox();
  try {
    await expect(page.getByTestId("mailing-counts")).toHaveText(/^Finished: [1-9][\d,]* sent, 0 failed, 0 left$/, {
      timeout: 90_000,
    });
    await expect(nextTry).toHaveCount(0);
    await mailbox.waitFor("member@example.org", /table meeting is on Friday/);
  } finally {
    await mailbox.close();
  }
});
