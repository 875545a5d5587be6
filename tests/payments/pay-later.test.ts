// The pay-later page (/paymentgateway/pay): a donor who left after pledging types the reference,
// e-mail, phone and amount as they have them (lower case, other spacing, the amount as the Pay
// button showed it); what the form sends starts the payment through the real route. Refusals name
// the field the donor typed the wrong thing in.
import { PHONE_MAX_LENGTH } from "@/lib/content/identity-rules";
import { payLaterPayload, validatePayLater, type TPayLaterForm } from "@/lib/payments/pay-later-input";
import { fieldsOf } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { FOREIGN_DONOR, INDIAN_DONOR, pledge, startPaying, type TStarted } from "./helpers";

const db = setupTestDb();

beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

/** What the form sends for what the donor typed (pay-later-form.tsx, through startOnlinePayment). */
const sendForm = async (typed: TPayLaterForm) => {
  expect(validatePayLater(typed)).toEqual({});
  return startPaying(payLaterPayload(typed));
};

const LARGE_GIFT = { ...INDIAN_DONOR, amount: "125050.50" };

describe("paying a pledge later from its reference number", () => {
  it("starts the payment from the details as the donor types them", async () => {
    const pledged = await pledge(LARGE_GIFT);
    const reply = await sendForm({
      id: ` ${pledged.referenceNo.toLowerCase()} `,
      email: " RAVI@example.in ",
      mobileno: "098400-12345",
      amount: "₹1,25,050.50",
    });
    expect(reply.status).toBe(201);
    const started = reply.body as TStarted & { referenceNo: string; amount: string };
    expect(started).toMatchObject({ referenceNo: pledged.referenceNo, amount: "125050.50", currency: "INR" });
    expect(started.url).toMatch(/\/paymentgateway\/sandbox\?encRequest=[0-9a-f]+&access_code=SANDBOX$/);
    const payment = await db().prisma.payment.findUniqueOrThrow({ where: { orderId: started.orderId } });
    expect(payment).toMatchObject({ referenceNo: pledged.referenceNo, status: "initiated", amountPaise: 12505050n });
  });

  it("refuses a wrong e-mail, phone or amount under its field, and starts nothing", async () => {
    const pledged = await pledge(LARGE_GIFT);
    const right = { id: pledged.referenceNo, email: pledged.email, mobileno: pledged.mobileno, amount: "125050.50" };
    expect(fieldsOf(await sendForm({ ...right, email: "ravi@example.com" }))).toEqual(["email"]);
    expect(fieldsOf(await sendForm({ ...right, mobileno: "+91 98400 54321" }))).toEqual(["mobileno"]);
    const amount = await sendForm({ ...right, amount: "125050" });
    expect(fieldsOf(amount)).toEqual(["amount"]);
    expect((amount.body as { message: string }).message).toBe("amount: must be the recorded amount, 125050.50 INR");
    expect(await db().prisma.payment.count({ where: { referenceNo: pledged.referenceNo } })).toBe(0);
  });

  it("a pledge made with the longest phone its form takes starts its payment with that phone as typed", async () => {
    // What the Pay button sends (pay-online-button.tsx): the phone as the donor typed it in the form.
    const typed = `+1 ${"-".repeat(PHONE_MAX_LENGTH - 16)} 416 555 0123`;
    expect(typed).toHaveLength(PHONE_MAX_LENGTH);
    const pledged = await pledge({ ...FOREIGN_DONOR, phone: typed });
    expect(pledged.mobileno).toBe(typed);
    const reply = await startPaying(pledged);
    expect(reply.status).toBe(201);
    const payment = await db().prisma.payment.findUniqueOrThrow({ where: { orderId: (reply.body as TStarted).orderId } });
    expect(payment).toMatchObject({ referenceNo: pledged.referenceNo, status: "initiated", payerMobile: "+1 416 555 0123" });
  });
});
