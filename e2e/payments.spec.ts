// Online payments (issue 15) in the browser on the sandbox gateway: a visitor's FCRA donation is
// paid through the hosted checkout, the payer lands on /paymentresponse and downloads the receipt,
// whose text holds the receipt number and the amount in words; the receipt is mailed; the Admin
// finds the payment in the list and in the Form 10BD export. A failed payment says why and can be tried again;
// an answer not read because of the callbacks' limit is explained. A donor who left after pledging
// pays later, from another device, on /paymentgateway/pay, reached through the acknowledgement mail.
import fsp from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { financialYearOf } from "../lib/content/year";
import { istTimeText } from "../lib/india-time";
import { pdfText } from "../tests/helpers/pdf-text";
import { apiLogin, DEMO_PASSWORD, ROLE_ACCOUNTS } from "./fixtures";
import { startMailbox } from "./mailbox";

const donate = async (page: Page, donor: { name: string; email: string; pan: string; amount: string }) => {
  await page.goto("/fcradonations");
  const form = page.getByRole("form", { name: "FCRA donation" });
  await form.getByRole("radio", { name: "Indian citizen living in India" }).check();
  await form.getByRole("textbox", { name: "Full name" }).fill(donor.name);
  await form.getByRole("textbox", { name: "E-mail" }).fill(donor.email);
  await form.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
  await form.getByRole("textbox", { name: "Address line 1" }).fill("14, Gandhi Road");
  await form.getByRole("textbox", { name: "City" }).fill("Chennai");
  await form.getByRole("combobox", { name: "State" }).selectOption("Tamil Nadu");
  await form.getByRole("textbox", { name: "PIN / postal code" }).fill("600034");
  await form.getByRole("textbox", { name: "PAN" }).fill(donor.pan);
  await form.getByRole("textbox", { name: "Amount" }).fill(donor.amount);
  await form.getByRole("textbox", { name: "Purpose" }).fill("Classrooms in Tiruvallur");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Record my donation" }).click();
  await expect(page.getByText("Thank you for your donation")).toBeVisible();
  return ((await page.locator("strong.font-mono").textContent()) ?? "").trim();
};

type TRequest = Page["request"];

/** An FCRA pledge's fields, as the donation form posts them: an Indian citizen's, with what differs given. */
const pledgeOf = (donor: { donorName: string; email: string; phone: string; pan: string; amount: string }) => ({
  donorType: "indian_citizen",
  addressLine1: "12 Gandhi Road",
  city: "Chennai",
  state: "Tamil Nadu",
  postalCode: "600001",
  country: "IN",
  currency: "INR",
  purpose: "Classroom programme",
  consent: true,
  ...donor,
});

/** Records the pledge through the API; its reference number. */
const pledge = async (request: TRequest, donor: ReturnType<typeof pledgeOf>) => {
  const created = await request.post("/api/fcradonations/createfcradonation", { data: donor });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { fcradonation: { referenceNo: string } }).fcradonation.referenceNo;
};

/** Starts a checkout of the pledge: the order id and the fields the payer's browser would post to the gateway. */
const startCheckout = async (request: TRequest, referenceNo: string, donor: ReturnType<typeof pledgeOf>) => {
  const started = await request.post("/api/paymentgateway/getpaymentEncryptedUrl", {
    data: { id: referenceNo, amount: donor.amount, email: donor.email, mobileno: donor.phone },
  });
  expect(started.status()).toBe(201);
  return (await started.json()) as { orderId: string; formFields: Record<string, string> };
};

/** Pays a started checkout on the sandbox gateway and posts its answer back, as the payer's browser does. */
const payInSandbox = async (request: TRequest, formFields: Record<string, string>) => {
  const decided = await request.post("/api/paymentgateway/sandboxdecide", { data: { ...formFields, outcome: "pay" } });
  const { fields } = (await decided.json()) as { fields: Record<string, string> };
  await request.post("/api/paymentgateway/response", { form: fields, maxRedirects: 0 });
};

test.describe.serial("online payments on the sandbox gateway", () => {
  let receiptNo = "";
  let referenceNo = "";

  test("a donor pays through the sandbox checkout and downloads the 80G receipt; it is mailed too", async ({ page }) => {
    const mailbox = await startMailbox();
    try {
      referenceNo = await donate(page, {
        name: "Lakshmi Narayanan",
        email: "lakshmi.n@example.org",
        pan: "ABCPL1234M",
        amount: "125050.50",
      });
      await page.getByRole("button", { name: "Pay ₹1,25,050.50 now" }).click();

      // The sandbox's hosted checkout: the order arrives encrypted and is shown decrypted.
      await expect(page).toHaveURL(/\/paymentgateway\/sandbox\?encRequest=[0-9a-f]+&access_code=SANDBOX$/);
      await expect(page.getByRole("heading", { name: "Sandbox payment", level: 1 })).toBeVisible();
      await expect(page.getByText(referenceNo)).toBeVisible();
      await page.getByRole("button", { name: "Pay ₹1,25,050.50" }).click();

      await expect(page).toHaveURL(/\/paymentresponse\?order=P[A-Z0-9]{23}$/);
      await expect(page.getByText("Thank you: your payment is received")).toBeVisible();
      await expect(page.getByText("Test payment")).toBeVisible();
      receiptNo = ((await page.locator("dt:has-text('Receipt number') + dd").textContent()) ?? "").trim();
      expect(receiptNo).toMatch(/^80G\/\d{4}-\d{2}\/\d{6}$/);

      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download receipt (PDF)" }).click();
      const download = await downloading;
      const text = pdfText(await fsp.readFile((await download.path())!))
        .text.join(" ")
        .replace(/\s+/g, " ");
      expect(text).toContain(receiptNo);
      expect(text).toMatch(/One Lakh Twenty[- ]Five Thousand Fifty/i);
      expect(text).toMatch(/Fifty Paise/i);
      expect(text).toContain("ABCPL1234M");
      expect(text).toMatch(/80G/);

      // The receipt goes to the donor's inbox as well, through the job queue.
      const mail = await mailbox.waitFor("lakshmi.n@example.org", /receipt[^\n]*?(80G\/\d{4}-\d{2}\/\d{6})/i, {
        timeoutMs: 45_000,
      });
      expect(mail[1]).toBe(receiptNo);
    } finally {
      await mailbox.close();
    }
  });

  test("the Admin finds the payment in the list and in the Form 10BD export", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("textbox", { name: "User name" }).fill("admin");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
    await page.goto("/payments");
    await page
      .getByRole("searchbox")
      .or(page.getByRole("textbox", { name: /Search/i }))
      .first()
      .fill(referenceNo);
    const row = page.getByRole("row").filter({ hasText: referenceNo });
    await expect(row).toBeVisible();
    await expect(row).toContainText(receiptNo);
    await expect(row).toContainText("₹1,25,050.50");

    const year = financialYearOf(new Date());
    const reply = await page.request.get(`/api/paymentgateway/form10bd/${year}`);
    expect(reply.status()).toBe(200);
    const csv = await reply.text();
    const line = csv.split(/\r?\n/).find((entry) => entry.includes(receiptNo)) ?? "";
    expect(line).toContain("ABCPL1234M");
    expect(line).toContain("Lakshmi Narayanan");
    expect(line).toMatch(/125050\.50/);
  });

  test("a failed payment says why and can be tried again", async ({ page }) => {
    await donate(page, { name: "Karthik Subramanian", email: "karthik.s@example.org", pan: "ABCPK9876Q", amount: "2500" });
    await page.getByRole("button", { name: "Pay ₹2,500.00 now" }).click();
    await page.getByRole("button", { name: "Fail the payment" }).click();
    await expect(page.getByText("The payment did not go through")).toBeVisible();
    // The gateway's message is a sentence of its own before the page's.
    await expect(
      page.getByText("Sandbox: the card was declined. Your donation is still recorded and waits for payment.", { exact: true }),
    ).toBeVisible();
    // A mistyped e-mail is refused under its field, and can be corrected there.
    const email = page.getByRole("textbox", { name: "E-mail" });
    await email.fill("karthik@example.org");
    await page.getByRole("textbox", { name: "Phone number" }).fill("9876543210");
    await page.getByRole("button", { name: "Pay ₹2,500.00 now" }).click();
    await expect(page.getByText("Is not the e-mail address given with this donation or application.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill("karthik.s@example.org");
    await page.getByRole("button", { name: "Pay ₹2,500.00 now" }).click();
    await page.getByRole("button", { name: "Pay ₹2,500.00" }).click();
    await expect(page.getByText("Thank you: your payment is received")).toBeVisible();
  });
});

test("a donor who left after pledging pays later from another device with the reference number; a wrong e-mail and a paid pledge are told under their fields", async ({
  page,
  browser,
}) => {
  const mailbox = await startMailbox();
  let payLaterUrl = "";
  let referenceNo = "";
  try {
    referenceNo = await donate(page, {
      name: "Meera Iyer",
      email: "meera.iyer@example.org",
      pan: "ABCPI4321N",
      amount: "1500",
    });
    // The success screen tells where to pay later and that the reference was mailed; the donor leaves without paying.
    const thanks = page.getByRole("group", { name: "Thank you for your donation" });
    await expect(thanks.getByRole("link", { name: "Pay a Donation or LMF Fee" })).toHaveAttribute("href", "/paymentgateway/pay");
    await expect(thanks.getByText("We have e-mailed the reference to meera.iyer@example.org.", { exact: false })).toBeVisible();
    await page.close();
    // The acknowledgement carries the reference, the amount and the pay-later page's address, which the donor follows.
    const mail = await mailbox.waitFor(
      "meera.iyer@example.org",
      /Subject: Your donation pledge (FCRA-\d{6}-\d{6})[\s\S]*?reference number \1 for \S*1,500\.00, pending payment[\s\S]*?(https?:\/\/\S+\/paymentgateway\/pay)\s/,
    );
    expect(mail[1]).toBe(referenceNo);
    payLaterUrl = mail[2]!;
  } finally {
    await mailbox.close();
  }

  const other = await browser.newContext();
  const later = await other.newPage();
  await later.goto(payLaterUrl);
  await expect(later.getByRole("heading", { name: "Pay a Donation or LMF Fee", level: 1 })).toBeVisible();
  const form = later.getByRole("form", { name: "Pay a donation or LMF fee" });
  const reference = form.getByRole("textbox", { name: "Reference number" });
  const email = form.getByRole("textbox", { name: "E-mail" });
  await reference.fill(referenceNo.toLowerCase());
  await email.fill("meera@example.org");
  await form.getByRole("textbox", { name: "Phone" }).fill("98765 43210");
  await form.getByRole("textbox", { name: "Amount" }).fill("₹1,500");
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await expect(form.getByText("Is not the e-mail address given with this donation or application.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(reference).not.toHaveAttribute("aria-invalid", "true");
  await expect(later).toHaveURL(/\/paymentgateway\/pay$/);

  await email.fill("meera.iyer@example.org");
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await expect(later).toHaveURL(/\/paymentgateway\/sandbox\?encRequest=[0-9a-f]+&access_code=SANDBOX$/);
  await expect(later.getByText(referenceNo)).toBeVisible();
  await later.getByRole("button", { name: "Pay ₹1,500.00" }).click();
  await expect(later).toHaveURL(/\/paymentresponse\?order=P[A-Z0-9]{23}$/);
  await expect(later.getByText("Thank you: your payment is received")).toBeVisible();

  // Paid: the same details again are told so, under the reference number, and start nothing.
  await later.goto("/paymentgateway/pay");
  await reference.fill(referenceNo);
  await email.fill("meera.iyer@example.org");
  await form.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
  await form.getByRole("textbox", { name: "Amount" }).fill("1500");
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await expect(form.getByText(`${referenceNo} is already paid.`)).toBeVisible();
  await expect(reference).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("There is nothing to pay for this reference number.", { exact: false })).toBeVisible();
  await expect(later).toHaveURL(/\/paymentgateway\/pay$/);
  await other.close();
});

test("pressed before its script runs, the pay-later form keeps the donor's e-mail and phone out of the address", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/paymentgateway/pay");
  const form = page.getByRole("form", { name: "Pay a donation or LMF fee" });
  await form.getByRole("textbox", { name: "Reference number" }).fill("FCRA-202526-000001");
  await form.getByRole("textbox", { name: "E-mail" }).fill("someone@example.org");
  await form.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForLoadState("load");
  await expect(page).toHaveURL(/\/paymentgateway\/pay$/);
  await expect(page.getByRole("heading", { name: "Pay a Donation or LMF Fee", level: 1 })).toBeVisible();
  await context.close();
});

test("the payment page: a failed first read offers Retry, and a failed check while the bank's answer is awaited keeps the payment on screen", async ({
  page,
}) => {
  await donate(page, { name: "Arjun Mehta", email: "arjun.m@example.org", pan: "ABCPM1234K", amount: "2500" });
  await page.getByRole("button", { name: "Pay ₹2,500.00 now" }).click();
  await expect(page.getByRole("heading", { name: "Sandbox payment", level: 1 })).toBeVisible();
  // The payer leaves the checkout without paying: the order waits for the bank's answer.
  const orderId = ((await page.locator("dt:has-text('Order') + dd").textContent()) ?? "").trim();
  expect(orderId).toMatch(/^P[A-Z0-9]{23}$/);

  // The page's reads of this payment: the first and the third fail; the others are the server's.
  let reads = 0;
  await page.route(`**/api/paymentgateway/getPaymentResponseById/${orderId}`, (route) => {
    reads += 1;
    return reads === 1 || reads === 3
      ? route.fulfill({ status: 503, json: { message: "The server is busy. Try again in a moment." } })
      : route.continue();
  });
  await page.goto(`/paymentresponse?order=${orderId}`);
  await expect(page.getByText("Your payment could not be shown", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Retry", exact: true }).click();

  const waiting = page.getByText("Waiting for the bank's confirmation", { exact: true });
  await expect(waiting).toBeVisible();
  const failedCheck = page.getByText("We could not check just now: The server is busy. Try again in a moment. Trying again.");
  await expect(failedCheck).toBeVisible();
  await expect(waiting).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(failedCheck).toHaveCount(0);
  expect(reads).toBeGreaterThanOrEqual(4);
});

test("the payment page keeps checking a pending payment, less often as time goes on, not while hidden, and on Check again", async ({
  page,
}) => {
  const donor = pledgeOf({
    donorName: "Lakshmi Venkat",
    email: "lakshmi.v@example.org",
    phone: "+91 98400 77889",
    pan: "ABCPV2468L",
    amount: "1200",
  });
  const { orderId, formFields } = await startCheckout(page.request, await pledge(page.request, donor), donor);
  let reads = 0;
  await page.route(`**/api/paymentgateway/getPaymentResponseById/${orderId}`, (route) => {
    reads += 1;
    return route.continue();
  });
  // The page's timers run on a clock that stands still unless the test moves it.
  await page.clock.install({ time: new Date("2026-08-01T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-08-01T10:00:01Z"));
  await page.goto(`/paymentresponse?order=${orderId}`);
  await expect(page.getByText("Waiting for the bank's confirmation", { exact: true })).toBeVisible();
  await expect(page.getByText(/a bank can take up to half an hour, sometimes longer/)).toBeVisible();
  const nextCheck = page.getByTestId("payment-next-check");

  // Each wait longer than the one before, up to a minute, and still checking well past the minute
  // after which the page used to stop (30 checks 2 s apart): 11 checks in about 5 minutes. Each
  // check's text says when the next is (the time from a minute on), so the test moves the clock
  // only once the page has set its next turn.
  const opened = Date.parse("2026-08-01T10:00:01Z");
  const inAMinute = (from: number) => `We will check again in a minute, at ${istTimeText(from + 60_000)}.`;
  let elapsed = 0;
  for (const seconds of [2, 3, 5, 10, 15, 30, 45, 60, 60, 60, 60]) {
    await expect(nextCheck).toHaveText(seconds < 60 ? `We will check again in ${seconds} seconds.` : inAMinute(opened + elapsed));
    const before = reads;
    await page.clock.runFor(seconds * 1000);
    elapsed += seconds * 1000;
    await expect.poll(() => reads).toBe(before + 1);
  }
  await expect(nextCheck).toHaveText(inAMinute(opened + elapsed));

  // A hidden tab is not checked; coming back checks at once.
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      // Headless Chromium keeps every page visible: the page is told what a browser tells a tab sent to the background.
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (value ? "hidden" : "visible") });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  await setHidden(true);
  await expect(nextCheck).toHaveText("Checking is paused while this page is in the background.");
  const hiddenReads = reads;
  await page.clock.runFor(10 * 60 * 1000);
  elapsed += 10 * 60 * 1000;
  // A request of the page's own, sent after any check the clock could have set off: none came.
  await page.evaluate(() => fetch("/paymentresponse").then(() => null));
  expect(reads).toBe(hiddenReads);
  await setHidden(false);
  await expect(nextCheck).toHaveText(inAMinute(opened + elapsed));
  expect(reads).toBe(hiddenReads + 1);

  // The bank confirms; the payer does not wait for the next turn.
  await payInSandbox(page.request, formFields);
  await page.getByRole("button", { name: "Check again", exact: true }).click();
  await expect(page.getByText("Thank you: your payment is received", { exact: true })).toBeVisible();
  await expect(nextCheck).toHaveCount(0);
  const done = reads;
  await page.clock.runFor(5 * 60 * 1000);
  expect(reads).toBe(done);
});

test("the payment page explains an answer that was not read because the payer's network sent too many refused ones", async ({
  page,
}) => {
  const title = page.getByText("Too many refused answers from your network", { exact: true });
  await page.goto("/paymentresponse?notice=limited");
  await expect(title).toBeVisible();
  await expect(
    page.getByText(/came from your network this hour\. Please try again later\. If money left your account/),
  ).toBeVisible();

  // With the order the answer claimed, still waiting for the bank: the notice is above the payment.
  const meena = pledgeOf({
    donorName: "Meena Krishnan",
    email: "meena.k@example.org",
    phone: "+91 98400 22334",
    pan: "ABCPK5678M",
    amount: "1500",
  });
  const { orderId } = await startCheckout(page.request, await pledge(page.request, meena), meena);
  await page.goto(`/paymentresponse?order=${orderId}&notice=limited`);
  await expect(title).toBeVisible();
  await expect(page.getByText(/Please try again later; if the bank confirms your payment, this page shows it\./)).toBeVisible();
  await expect(page.getByText("Waiting for the bank's confirmation", { exact: true })).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
});

test("the payment page says when the gateway's answer could not be recorded yet, and waits for the bank", async ({ page }) => {
  const title = page.getByText("Your payment is not confirmed yet", { exact: true });
  await page.goto("/paymentresponse?notice=unconfirmed");
  await expect(title).toBeVisible();
  await expect(
    page.getByText(/We could not record the answer from the payment gateway just now\. If money left your account/),
  ).toBeVisible();

  // With the order, still waiting for the bank: the notice is above the payment, which is polled.
  const kavya = pledgeOf({
    donorName: "Kavya Raman",
    email: "kavya.r@example.org",
    phone: "+91 98400 55667",
    pan: "ABCPR4321K",
    amount: "2000",
  });
  const { orderId } = await startCheckout(page.request, await pledge(page.request, kavya), kavya);
  await page.goto(`/paymentresponse?order=${orderId}&notice=unconfirmed`);
  await expect(title).toBeVisible();
  await expect(page.getByText(/just now\. If the bank confirms your payment, this page shows it\./)).toBeVisible();
  await expect(page.getByText("Waiting for the bank's confirmation", { exact: true })).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
});

test("a refund shows at once on every row it changes: the other payment of a pledge paid twice takes the receipt", async ({
  page,
}) => {
  const donor = pledgeOf({
    donorName: "Paid Twice Pillai",
    email: "paid.twice@example.org",
    phone: "+91 98400 12345",
    pan: "ABCPP1234D",
    amount: "3000",
  });
  const referenceNo = await pledge(page.request, donor);
  // Two checkouts of the one pledge, both paid: the first takes the receipt, the second is "refund due".
  const starts = [await startCheckout(page.request, referenceNo, donor), await startCheckout(page.request, referenceNo, donor)];
  for (const started of starts) await payInSandbox(page.request, started.formFields);
  const orderIds = starts.map((started) => started.orderId);

  await page.goto("/login");
  await page.getByRole("textbox", { name: "User name" }).fill("admin");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/dashboardbar$/);
  await page.goto("/payments");
  await page.getByRole("searchbox").fill(referenceNo);
  await page.getByRole("button", { name: "Search" }).click();
  const first = page.getByRole("row").filter({ hasText: orderIds[0]! });
  const second = page.getByRole("row").filter({ hasText: orderIds[1]! });
  await expect(second).toContainText("refund due");
  const firstReceipt = ((await first.locator("td").nth(5).locator("span").first().textContent()) ?? "").trim();
  expect(firstReceipt).toMatch(/^80G\//);

  await first.getByRole("button", { name: /^Refund / }).click();
  await page.getByRole("dialog").getByRole("textbox").fill("The first payment went back to the donor");
  await page.getByRole("dialog").getByRole("button", { name: "Refund" }).click();
  await expect(first).toContainText("Refunded");
  // The payment that stands is receipted now, without a reload.
  await expect(second).not.toContainText("refund due");
  await expect(second).toContainText(/80G\/\d{4}-\d{2}\/\d{6}/);
  await expect(second.getByRole("button", { name: /^Refund / })).toBeVisible();
});

test("a refund refused because another Admin refunded first says so plainly, and closing it shows the row as it stands", async ({
  page,
}) => {
  const donor = pledgeOf({
    donorName: "Meenakshi Sundaram",
    email: "meenakshi.s@example.org",
    phone: "+91 98400 54321",
    pan: "ABCPR4321D",
    amount: "1500",
  });
  const referenceNo = await pledge(page.request, donor);
  const { orderId, formFields } = await startCheckout(page.request, referenceNo, donor);
  await payInSandbox(page.request, formFields);

  await apiLogin(page.request, ROLE_ACCOUNTS.Admin);
  await page.goto("/payments");
  await page.getByRole("searchbox").fill(referenceNo);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: orderId });
  await expect(row).toContainText("Paid");
  await row.getByRole("button", { name: /^Refund / }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").fill("The donor asked for the money back");

  // Another Admin records the refund first, while this dialog is open.
  const elsewhere = await page.request.post("/api/paymentgateway/refundpayment", {
    data: { orderId, reason: "Refunded from the other desk" },
  });
  expect(elsewhere.status()).toBe(200);
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog.getByText(/^This payment has already been refunded\./)).toBeVisible();
  await expect(dialog).not.toContainText("orderId");

  // Closed: the row is the refunded payment now, without a reload, and offers no second refund.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Refunded");
  await expect(row).toContainText("Refunded from the other desk");
  await expect(row.getByRole("button", { name: /^Refund / })).toHaveCount(0);
});
