// FCRA donations: createfcradonation (public; every invalid field named), the Admin lists (what
// was received is counted from the receipts of payments made through the sandbox checkout).
import { POST as createDonation } from "@/app/api/fcradonations/createfcradonation/route";
import { GET as getAllDonations } from "@/app/api/fcradonations/getallfcradonations/route";
import { GET as getDonationsByYear } from "@/app/api/fcradonations/getfcradonationbyyear/[year]/route";
import { financialYearOf } from "@/lib/content/year";
import { ZAmount } from "@/lib/content/identity-rules";
import { POST as refundPayment } from "@/app/api/paymentgateway/refundpayment/route";
import { setupTestDb } from "../helpers/test-db";
import { browserReturn, decide, start } from "../payments/helpers";
import {
  fieldsOf,
  FOREIGN_DONOR,
  formRequest,
  getRequest,
  INDIAN_DONOR,
  jsonRequest,
  messageFor,
  paramsOf,
  seedAccounts,
  send,
  type TLogins,
  type TReply,
} from "./helpers";

const db = setupTestDb();
let auth: TLogins;

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
});

// The per-address limits (one shared bucket here: these requests carry no address) are tested in tests/http.
beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

const url = "/api/fcradonations/createfcradonation";

const indianDonor = { ...INDIAN_DONOR };

const foreignDonor = { ...FOREIGN_DONOR };

const create = (body: unknown) => send(createDonation, jsonRequest(url, body));

const expectRefused = (reply: TReply, field: string, pattern: RegExp) => {
  expect(reply.status).toBe(400);
  expect(fieldsOf(reply)).toContain(field);
  expect(messageFor(reply, field)).toMatch(pattern);
};

type TReceipt = { referenceNo: string; amount: number; currency: string; status: string; financialYearString: string };

type TTotals = { currency: string; amount: number }[];

const inr = (totals: TTotals) => totals.find((total) => total.currency === "INR")?.amount ?? 0;

/** Pays a pledge through the sandbox checkout's real calls; answers the order id. */
const payPledge = async (pledge: {
  referenceNo: string;
  amount: { toFixed: (digits: number) => string };
  email: string;
  phone: string;
}) => {
  const started = await start({
    referenceNo: pledge.referenceNo,
    amount: pledge.amount.toFixed(2),
    email: pledge.email,
    mobileno: pledge.phone,
  });
  const back = await browserReturn((await decide(started, "pay")).fields);
  expect(back.status).toBe(303);
  return started.orderId;
};

describe("POST /api/fcradonations/createfcradonation", () => {
  it("records an Indian donor's pledge, pending payment, with the PAN upper-cased", async () => {
    const reply = await create(indianDonor);
    expect(reply.status).toBe(201);
    const receipt = (reply.body as { fcradonation: TReceipt }).fcradonation;
    const fy = financialYearOf(new Date());
    expect(receipt).toEqual(expect.objectContaining({ amount: 5000, currency: "INR", status: "pending_payment" }));
    expect(receipt.referenceNo).toMatch(new RegExp(`^FCRA-${fy}-\\d{6}$`));
    const row = await db().prisma.fcraDonation.findUnique({ where: { referenceNo: receipt.referenceNo } });
    expect(row).toEqual(
      expect.objectContaining({
        pan: "ABCPK1234D",
        nationality: "Indian",
        status: "pending_payment",
        financialYear: fy,
        consent: true,
      }),
    );
    expect(row?.amount.toString()).toBe("5000");
  });

  it("records a foreign national's pledge with passport and nationality", async () => {
    const reply = await create(foreignDonor);
    expect(reply.status).toBe(201);
    const row = await db().prisma.fcraDonation.findFirst({ where: { donorName: "Anna Schmidt" } });
    expect(row).toEqual(
      expect.objectContaining({ passportNumber: "C01X00T47", nationality: "German", pan: null, currency: "EUR" }),
    );
    expect(row?.amount.toString()).toBe("250.5");
  });

  it("accepts the legacy form field fcradonations", async () => {
    const reply = await send(
      createDonation,
      formRequest(url, { fcradonations: JSON.stringify({ ...indianDonor, donorName: "Form Donor" }) }),
    );
    expect(reply.status).toBe(201);
    const broken = await send(createDonation, formRequest(url, { fcradonations: "{not json" }));
    expect(fieldsOf(broken)).toEqual(["fcradonations"]);
  });

  it("refuses an Indian donor without PAN or with a malformed PAN", async () => {
    expectRefused(await create({ ...indianDonor, pan: "" }), "pan", /PAN is required/);
    expectRefused(await create({ ...indianDonor, pan: "ABCD1234E" }), "pan", /5 letters, 4 digits/);
    expectRefused(await create({ ...indianDonor, pan: "ABCPK12345" }), "pan", /5 letters, 4 digits/);
    expectRefused(await create({ ...indianDonor, pan: "ABCCK1234D" }), "pan", /personal PAN/);
  });

  it("refuses a foreign donor without passport or nationality", async () => {
    expectRefused(await create({ ...foreignDonor, passportNumber: "" }), "passportNumber", /Passport number is required/);
    expectRefused(await create({ ...foreignDonor, nationality: undefined }), "nationality", /Nationality is required/);
    expectRefused(await create({ ...foreignDonor, nationality: "Indian" }), "nationality", /Indian nationals/);
    expectRefused(await create({ ...foreignDonor, passportNumber: "A#1" }), "passportNumber", /6 to 12/);
  });

  it("refuses an amount of 0 or less, or not a number", async () => {
    expectRefused(await create({ ...indianDonor, amount: 0 }), "amount", /more than 0/);
    expectRefused(await create({ ...indianDonor, amount: -10 }), "amount", /more than 0/);
    expectRefused(await create({ ...indianDonor, amount: "ten" }), "amount", /number/);
    expectRefused(await create({ ...indianDonor, amount: 10.555 }), "amount", /two decimals/);
    // Only amounts as they are written: not what Number() would also read.
    for (const amount of ["0x10", "1e5", "Infinity", "1,0000", "12 500", "-5"])
      expectRefused(await create({ ...indianDonor, amount }), "amount", /must be a number/);
    expectRefused(await create({ ...indianDonor, amount: "10,00,00,001" }), "amount", /above 10,00,00,000/);
    expect(["1,25,000.50", "125,000.50", " 125000.5 ", 125000.5].map((amount) => ZAmount.parse(amount))).toEqual([
      125000.5, 125000.5, 125000.5, 125000.5,
    ]);
  });

  it("takes every amount with two decimals up to the limit, however it multiplies in floating point", async () => {
    // 72414923.65 * 100 is 7241492365.000001 in floating point: a check on that product refused it.
    for (const amount of [72414923.65, "71737779.57", "7,24,14,923.65", 99999999.99])
      expect(ZAmount.safeParse(amount)).toMatchObject({ success: true, data: Number(String(amount).replace(/,/g, "")) });
    const reply = await create({ ...indianDonor, amount: "72414923.65" });
    expect(reply.status).toBe(201);
    const receipt = (reply.body as { fcradonation: TReceipt }).fcradonation;
    expect(receipt).toMatchObject({ amount: 72414923.65, amountText: "72414923.65" });
    // Out of the year's totals that the Admin list tests below count.
    await db().prisma.fcraDonation.delete({ where: { referenceNo: receipt.referenceNo } });
  });

  it("refuses without the declaration", async () => {
    expectRefused(await create({ ...indianDonor, consent: false }), "consent", /confirm the declaration/);
    expectRefused(await create({ ...indianDonor, consent: undefined }), "consent", /confirm the declaration/);
  });

  it("refuses a bad e-mail, phone, PIN, currency and donor type", async () => {
    expectRefused(await create({ ...indianDonor, email: "ravi@" }), "email", /valid e-mail/);
    expectRefused(await create({ ...indianDonor, phone: "12" }), "phone", /8 to 15 digits/);
    expectRefused(await create({ ...indianDonor, postalCode: "60001" }), "postalCode", /six-digit PIN/);
    expectRefused(await create({ ...indianDonor, currency: "USD" }), "currency", /INR/);
    expectRefused(await create({ ...indianDonor, currency: "XYZ" }), "currency", /one of/);
    expectRefused(await create({ ...indianDonor, donorType: "alien" }), "donorType", /Choose who is donating/);
    expectRefused(await create({ ...indianDonor, country: "US" }), "country", /NRI/);
    expectRefused(await create({ ...indianDonor, donorType: "organisation", pan: "AAACT1234Q" }), "organisationName", /required/);
  });

  it("takes an Indian PIN written as 600 001 or 600-001, storing its six digits; a foreign postal code stays as typed", async () => {
    for (const [donorName, postalCode] of [
      ["Pin Space", "600 001"],
      ["Pin Dash", "600-001"],
    ]) {
      expect((await create({ ...indianDonor, donorName, postalCode })).status).toBe(201);
      expect((await db().prisma.fcraDonation.findFirst({ where: { donorName } }))?.postalCode).toBe("600001");
    }
    expect((await create({ ...foreignDonor, donorName: "Post Code", postalCode: "SW1A 1AA", currency: "USD" })).status).toBe(201);
    expect((await db().prisma.fcraDonation.findFirst({ where: { donorName: "Post Code" } }))?.postalCode).toBe("SW1A 1AA");
    await db().prisma.fcraDonation.deleteMany({ where: { donorName: { in: ["Pin Space", "Pin Dash", "Post Code"] } } });
  });

  it("stores a phone with each run of spaces and dashes as one space, and refuses one longer than 30 characters", async () => {
    // In dollars, so that the year's euro and rupee totals tested below stay as they were.
    const donor = { ...foreignDonor, currency: "USD", amount: 100 };
    const reply = await create({ ...donor, phone: "+1 - 416 -- 555   0123" });
    expect(reply.status).toBe(201);
    const { referenceNo } = (reply.body as { fcradonation: TReceipt }).fcradonation;
    const row = await db().prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo } });
    expect(row.phone).toBe("+1 416 555 0123");

    // Eight digits, but hundreds of thousands of characters: refused, not stored whole.
    const count = await db().prisma.fcraDonation.count();
    expectRefused(await create({ ...donor, phone: `1${" ".repeat(900_000)}2345678` }), "phone", /at most 30 characters/);
    expectRefused(await create({ ...donor, phone: `+1 ${"- ".repeat(12)}416 555 0123` }), "phone", /at most 30 characters/);
    expect(await db().prisma.fcraDonation.count()).toBe(count);
  });

  it("names every invalid field at once", async () => {
    const reply = await create({ donorType: "indian_citizen", amount: 0 });
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply).sort()).toEqual(
      [
        "addressLine1",
        "amount",
        "city",
        "consent",
        "country",
        "currency",
        "donorName",
        "email",
        "pan",
        "phone",
        "postalCode",
        "purpose",
      ].sort(),
    );
  });
});

describe("Admin lists of donations", () => {
  it("getallfcradonations: 401 anonymous, 403 member, 200 Admin", async () => {
    const path = "/api/fcradonations/getallfcradonations";
    expect((await send(getAllDonations, getRequest(path))).status).toBe(401);
    expect((await send(getAllDonations, getRequest(path, auth.member))).status).toBe(403);
    const reply = await send(getAllDonations, getRequest(path, auth.admin));
    expect(reply.status).toBe(200);
    const body = reply.body as {
      fcradonations: { referenceNo: string; amount: number; financialYearString: string }[];
      total: number;
    };
    expect(body.total).toBe(body.fcradonations.length);
    expect(body.fcradonations[0]).toEqual(expect.objectContaining({ amount: expect.any(Number), status: "pending_payment" }));
    const paged = await send(getAllDonations, getRequest(`${path}?page=1&pageSize=1`, auth.admin));
    expect((paged.body as { fcradonations: unknown[] }).fcradonations).toHaveLength(1);
  });

  it("getfcradonationbyyear: a financial year's donations and totals per currency", async () => {
    const fy = financialYearOf(new Date());
    const get = (year: string, who = auth.admin) =>
      getDonationsByYear(getRequest(`/api/fcradonations/getfcradonationbyyear/${year}`, who), paramsOf({ year }));
    expect((await get(String(fy), { cookie: undefined })).status).toBe(401);
    expect((await get(String(fy), auth.member)).status).toBe(403);
    const reply = await get(String(fy));
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as {
      year: number;
      yearString: string;
      fcradonations: unknown[];
      totals: { currency: string; amount: number }[];
      pledged: { currency: string; amount: number }[];
    };
    expect(body.year).toBe(fy);
    expect(body.fcradonations.length).toBeGreaterThanOrEqual(3);
    // Pledges not yet paid are no receipts: totals count the paid ones only.
    expect(body.totals).toEqual([]);
    expect(body.pledged).toEqual(
      expect.arrayContaining([
        { currency: "EUR", amount: 250.5 },
        { currency: "INR", amount: 10000 },
      ]),
    );
    // Received: what was paid, through the gateway, in either series (the euro gift is an FCRA receipt).
    const { prisma } = db();
    const pledges = await prisma.fcraDonation.findMany({
      where: { financialYear: fy, OR: [{ donorName: "Ravi Kumar" }, { donorName: "Anna Schmidt", currency: "EUR" }] },
      orderBy: { id: "asc" },
    });
    expect(pledges.map((pledge) => pledge.currency).sort()).toEqual(["EUR", "INR"]);
    for (const pledge of pledges) await payPledge(pledge);
    const settled = (await (await get(String(fy))).json()) as typeof body;
    expect(settled.totals).toEqual([
      { currency: "EUR", amount: 250.5 },
      { currency: "INR", amount: 5000 },
    ]);
    expect(settled.pledged).toEqual(expect.arrayContaining([{ currency: "INR", amount: 5000 }]));
    expect(settled.pledged.map((total) => total.currency)).not.toContain("EUR");
    const short = (await (await get(String(Math.floor(fy / 100)))).json()) as { year: number };
    expect(short.year).toBe(fy);
    const empty = (await (await get("201920")).json()) as { fcradonations: unknown[]; totals: unknown[] };
    expect(empty).toEqual(expect.objectContaining({ fcradonations: [], totals: [], pledged: [] }));
    expect((await get("202224")).status).toBe(400);
    expect((await get("abc")).status).toBe(400);
  });

  it("getfcradonationbyyear pages the year on ?page=&pageSize=, with the whole year's count and totals", async () => {
    const fy = financialYearOf(new Date());
    const { prisma } = db();
    type TYear = {
      fcradonations: { referenceNo: string }[];
      total: number;
      page?: number;
      pageSize?: number;
      pages?: number;
      totals: { currency: string; amount: number }[];
      pledged: { currency: string; amount: number }[];
    };
    const get = async (query = "") => {
      const reply = await getDonationsByYear(
        getRequest(`/api/fcradonations/getfcradonationbyyear/${fy}${query}`, auth.admin),
        paramsOf({ year: String(fy) }),
      );
      return { status: reply.status, body: (await reply.json()) as TYear };
    };
    // One paid, one pledged: the totals of a page must still be the year's.
    await create(indianDonor);
    const [newest] = await prisma.fcraDonation.findMany({ where: { financialYear: fy }, orderBy: { id: "desc" }, take: 1 });
    await prisma.fcraDonation.update({ where: { id: newest!.id }, data: { status: "paid" } });
    const count = await prisma.fcraDonation.count({ where: { financialYear: fy } });
    expect(count).toBeGreaterThanOrEqual(3);

    // Legacy callers (no paging parameters) still get the whole year, and no page fields.
    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.body.fcradonations).toHaveLength(count);
    expect(whole.body.total).toBe(count);
    expect(whole.body).not.toHaveProperty("page");
    expect(whole.body).not.toHaveProperty("pages");

    const first = await get("?page=1&pageSize=2");
    expect(first.status).toBe(200);
    expect(first.body.fcradonations).toHaveLength(2);
    expect(first.body).toEqual(expect.objectContaining({ total: count, page: 1, pageSize: 2, pages: Math.ceil(count / 2) }));
    expect(first.body.totals).toEqual(whole.body.totals);
    expect(first.body.pledged).toEqual(whole.body.pledged);
    expect(first.body.fcradonations.map((donation) => donation.referenceNo)).toEqual(
      whole.body.fcradonations.slice(0, 2).map((donation) => donation.referenceNo),
    );
    const second = await get("?page=2&pageSize=2");
    expect(second.body.fcradonations.map((donation) => donation.referenceNo)).toEqual(
      whole.body.fcradonations.slice(2, 4).map((donation) => donation.referenceNo),
    );
    expect(second.body.totals).toEqual(whole.body.totals);
    expect((await get("?page=0")).status).toBe(400);
    expect((await get("?pageSize=500")).status).toBe(400);
  });

  it("getfcradonationbyyear counts money received in the year it came in, as its receipt does, not the pledge's year", async () => {
    const fy = financialYearOf(new Date());
    const previous = fy - 101;
    const { prisma } = db();
    const totalsOf = async (year: number) => {
      const reply = await getDonationsByYear(
        getRequest(`/api/fcradonations/getfcradonationbyyear/${year}`, auth.admin),
        paramsOf({ year: String(year) }),
      );
      expect(reply.status).toBe(200);
      const body = (await reply.json()) as { fcradonations: { referenceNo: string }[]; totals: TTotals };
      return { listed: body.fcradonations.map((donation) => donation.referenceNo), received: inr(body.totals) };
    };
    const before = { now: await totalsOf(fy), then: await totalsOf(previous) };

    // Pledged on 31 March of the year before, paid (and receipted) now, in this year.
    const created = await create({ ...indianDonor, donorName: "Late Payer", amount: 777 });
    const { referenceNo } = (created.body as { fcradonation: TReceipt }).fcradonation;
    const pledge = await prisma.fcraDonation.update({
      where: { referenceNo },
      data: { financialYear: previous, createdAt: new Date(`${Math.floor(previous / 100) + 1}-03-31T12:00:00+05:30`) },
    });
    const orderId = await payPledge(pledge);
    expect((await prisma.receipt.findFirstOrThrow({ where: { payment: { orderId } } })).financialYear).toBe(fy);

    const after = { now: await totalsOf(fy), then: await totalsOf(previous) };
    // Listed under the year it was pledged in; received in the year of its receipt (and Form 10BD).
    expect(after.then.listed).toContain(referenceNo);
    expect(after.now.listed).not.toContain(referenceNo);
    expect(after.then.received).toBe(before.then.received);
    expect(after.now.received).toBe(before.now.received + 777);

    // Refunded: its receipt is cancelled, and it was never received.
    const refunded = await send(
      refundPayment,
      jsonRequest("/api/paymentgateway/refundpayment", { orderId, reason: "Paid by mistake" }, auth.admin),
    );
    expect(refunded.status).toBe(200);
    expect((await totalsOf(fy)).received).toBe(before.now.received);
  });
});
