// The public pledge forms' amount and state: a donation has a minimum (₹1, or 1 unit of a foreign
// currency), and an Indian address names one of the states or union territories.
import { POST as createDonation } from "@/app/api/fcradonations/createfcradonation/route";
import { validateLikeApi } from "@/components/forms/form-errors";
import { EMPTY_FCRA_FORM, FCRA_FIELDS, fcraPayload } from "@/components/forms/fcra-fields";
import { parseFcraDonationInput } from "@/lib/content/fcra-donation-input";
import { parseLmfApplicationInput } from "@/lib/content/lmf-application-input";
import { setupTestDb } from "../helpers/test-db";
import { FOREIGN_DONOR, INDIAN_DONOR, jsonRequest, lmfApplication, messageFor, seedAccounts, send, type TReply } from "./helpers";

const db = setupTestDb();

beforeAll(async () => {
  await seedAccounts(db().prisma);
});

beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

const create = (body: unknown) => send(createDonation, jsonRequest("/api/fcradonations/createfcradonation", body));

const expectRefused = (reply: TReply, field: string, message: string | RegExp) => {
  expect(reply.status).toBe(400);
  expect(messageFor(reply, field)).toMatch(message);
};

/** The LMF parser's message for one field, or undefined when it passes. */
const lmfMessage = (patch: Record<string, unknown>, field: string) => {
  try {
    parseLmfApplicationInput({ ...lmfApplication(["a1b2c3d4e5f6a7b8.pdf"]), ...patch });
    return undefined;
  } catch (error) {
    const fields = (error as { fields?: { field: string; message: string }[] }).fields ?? [];
    return fields.find((entry) => entry.field === field)?.message;
  }
};

describe("the donation's minimum", () => {
  it("refuses a donation below ₹1, naming the minimum", async () => {
    for (const amount of [0.01, "0.99", 0.5])
      expectRefused(await create({ ...INDIAN_DONOR, amount }), "amount", "The smallest donation is ₹1");
    // 0 and less keep their own message (tests/content/fcra-donations.test.ts).
    expectRefused(await create({ ...INDIAN_DONOR, amount: 0 }), "amount", /more than 0/);
    expect(await db().prisma.fcraDonation.count()).toBe(0);
  });

  it("refuses below 1 unit of a foreign currency, and takes ₹1 and EUR 1", async () => {
    expectRefused(await create({ ...FOREIGN_DONOR, amount: "0.50" }), "amount", "The smallest donation is EUR 1");
    expect((await create({ ...INDIAN_DONOR, amount: "1" })).status).toBe(201);
    expect((await create({ ...FOREIGN_DONOR, amount: 1 })).status).toBe(201);
  });
});

describe("the donation form's own check", () => {
  it("shows the API's messages for the minimum and the state before sending", () => {
    const form = { ...EMPTY_FCRA_FORM, ...INDIAN_DONOR, amount: "0.50", state: "T", consent: true };
    expect(validateLikeApi(parseFcraDonationInput, fcraPayload(form), FCRA_FIELDS)).toMatchObject({
      amount: expect.stringMatching(/^The smallest donation is ₹1\b/),
      state: expect.stringMatching(/Choose the state or union territory/),
    });
  });
});

describe("the state of an Indian address", () => {
  it("refuses a state that is not an Indian state or union territory", async () => {
    for (const state of ["T", "TN state", "Madras"])
      expectRefused(await create({ ...INDIAN_DONOR, state }), "state", /Choose the state or union territory/);
    expect(lmfMessage({ state: "X" }, "state")).toMatch(/Choose the state or union territory/);
  });

  it("stores the state's own name, whatever its case or an old name", async () => {
    const reply = await create({ ...INDIAN_DONOR, state: "  pondicherry " });
    expect(reply.status).toBe(201);
    const referenceNo = (reply.body as { fcradonation: { referenceNo: string } }).fcradonation.referenceNo;
    expect(await db().prisma.fcraDonation.findUnique({ where: { referenceNo }, select: { state: true } })).toEqual({
      state: "Puducherry",
    });
    expect(lmfMessage({ state: "jammu & kashmir" }, "state")).toBeUndefined();
    expect(parseLmfApplicationInput({ ...lmfApplication(["a1b2c3d4e5f6a7b8.pdf"]), state: "ORISSA" }).state).toBe("Odisha");
  });

  it("takes a foreign region as free text, optional, of at least 2 characters", async () => {
    expect((await create({ ...FOREIGN_DONOR, state: "NY" })).status).toBe(201);
    expect((await create({ ...FOREIGN_DONOR, state: "" })).status).toBe(201);
    expectRefused(await create({ ...FOREIGN_DONOR, state: "B" }), "state", /at least 2 characters/);
  });
});
