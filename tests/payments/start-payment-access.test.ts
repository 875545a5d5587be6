// POST /api/paymentgateway/getpaymentEncryptedUrl is public and reference numbers run in sequence
// (FCRA-202526-000001, ...): a stranger who names someone else's donation learns nothing of it,
// not even whether it was paid, and starts no payment.
import { setupTestDb } from "../helpers/test-db";
import { payDonation, startPaying } from "./helpers";

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
