// POST /api/paymentgateway/getpaymentEncryptedUrl is public and reference numbers run in sequence
// (FCRA-202526-000001, ...): a stranger who names someone else's donation learns nothing of it,
// not even whether it was paid, and starts no payment.
import { fieldsOf } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { payDonation, pledge, startPaying } from "./helpers";

const db = setupTestDb();

beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

describe("starting a payment of someone else's donation", () => {
  it("a paid donation: a stranger is told only that the e-mail is not the donor's; the donor hears it is paid", async () => {
    const { pledge } = await payDonation();
    const payments = await db().prisma.payment.count({ where: { referenceNo: pledge.referenceNo } });

    const stranger = await startPaying(pledge, { email: "stranger@example.in", mobileno: "+91 90000 00000" });
    expect(stranger.status).toBe(400);
    expect(stranger.text).toMatch(/"field":"email"/);
    expect(stranger.text).not.toMatch(/paid/);

    const strangerWithEmail = await startPaying(pledge, { mobileno: "+91 90000 00000" });
    expect(strangerWithEmail.status).toBe(400);
    expect(strangerWithEmail.text).toMatch(/"field":"mobileno"/);
    expect(strangerWithEmail.text).not.toMatch(/paid/);

    const donor = await startPaying(pledge);
    expect(donor.status).toBe(409);
    expect(donor.text).toMatch(/is already paid/);
    expect(await db().prisma.payment.count({ where: { referenceNo: pledge.referenceNo } })).toBe(payments);
  });

  it("a cancelled donation: its state is told to its donor only", async () => {
    const { pledge } = await payDonation();
    await db().prisma.fcraDonation.update({ where: { referenceNo: pledge.referenceNo }, data: { status: "cancelled" } });
    const stranger = await startPaying(pledge, { email: "stranger@example.in" });
    expect(stranger.status).toBe(400);
    expect(stranger.text).not.toMatch(/cancelled/);
    expect((await startPaying(pledge)).text).toMatch(/is cancelled and cannot be paid/);
  });
});

// The pay-later page (/paymentgateway/pay) shows each refusal under the field it is about.
describe("refusals about the reference number name it as their field", () => {
  it("an unknown reference is a 404 on id; a paid or cancelled pledge a 409 on id, with the state in its message", async () => {
    const unknown = await startPaying(await pledge(), { id: "FCRA-202526-999999" });
    expect(unknown.status).toBe(404);
    expect(fieldsOf(unknown)).toEqual(["id"]);
    expect((unknown.body as { message: string }).message).toBe(
      "id: no donation or LMF application has the reference FCRA-202526-999999",
    );

    const { pledge: paid } = await payDonation();
    const again = await startPaying(paid);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: `id: ${paid.referenceNo} is already paid`,
      code: "CONFLICT",
      fields: [{ field: "id", message: `${paid.referenceNo} is already paid` }],
    });

    await db().prisma.fcraDonation.update({ where: { referenceNo: paid.referenceNo }, data: { status: "cancelled" } });
    const cancelled = await startPaying(paid);
    expect(cancelled.status).toBe(409);
    expect(fieldsOf(cancelled)).toEqual(["id"]);
    expect((cancelled.body as { message: string }).message).toBe(`id: ${paid.referenceNo} is cancelled and cannot be paid`);
  });
});
