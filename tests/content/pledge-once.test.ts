// One pledge per form: a donation or LMF form sent twice with its idempotency key (double click,
// resend after a lost reply, two sends at once) records one pledge, and both sends get its answer.
import { randomUUID } from "node:crypto";
import { POST as createDonation } from "@/app/api/fcradonations/createfcradonation/route";
import { setupTestDb } from "../helpers/test-db";
import { INDIAN_DONOR, jsonRequest, lmfApplication, messageFor, seedAccounts, send, setupTempStorage } from "./helpers";
import { applyForLmf as apply, uploadLmfDocument } from "./lmf-helpers";

const db = setupTestDb();
setupTempStorage();

beforeAll(async () => {
  await seedAccounts(db().prisma);
});

beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

const donate = (body: unknown) => send(createDonation, jsonRequest("/api/fcradonations/createfcradonation", body));

describe("a donation form sent twice", () => {
  it("records one pledge and answers the second send as the first", async () => {
    const form = { ...INDIAN_DONOR, email: "twice@example.in", idempotencyKey: randomUUID() };
    const first = await donate(form);
    const second = await donate(form);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await db().prisma.fcraDonation.count({ where: { email: "twice@example.in" } })).toBe(1);
  });

  it("records one pledge of two sends at the same moment", async () => {
    const form = { ...INDIAN_DONOR, email: "together@example.in", idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([donate(form), donate(form)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await db().prisma.fcraDonation.count({ where: { email: "together@example.in" } })).toBe(1);
  });

  it("refuses the key sent again with another amount (409), recording nothing more", async () => {
    const form = { ...INDIAN_DONOR, email: "changed@example.in", idempotencyKey: randomUUID() };
    expect((await donate(form)).status).toBe(201);
    const changed = await donate({ ...form, amount: 7000 });
    expect(changed.status).toBe(409);
    expect(messageFor(changed, "idempotencyKey")).toMatch(/already recorded with other details/);
    expect(await db().prisma.fcraDonation.count({ where: { email: "changed@example.in" } })).toBe(1);
  });

  it("answers a second address sent with the same key at the same moment 409 (the unique index), recording one", async () => {
    const idempotencyKey = randomUUID();
    const replies = await Promise.all(
      ["one@example.in", "other@example.in"].map((email) => donate({ ...INDIAN_DONOR, email, idempotencyKey })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await db().prisma.fcraDonation.count({ where: { idempotencyKey } })).toBe(1);
  });

  it("records each send of a form without a key, as legacy clients expect, and refuses a malformed key", async () => {
    const form = { ...INDIAN_DONOR, email: "legacy@example.in" };
    expect((await donate(form)).status).toBe(201);
    expect((await donate(form)).status).toBe(201);
    expect(await db().prisma.fcraDonation.count({ where: { email: "legacy@example.in" } })).toBe(2);
    const bad = await donate({ ...form, idempotencyKey: "short" });
    expect(bad.status).toBe(400);
    expect(messageFor(bad, "idempotencyKey")).toMatch(/16 to 64/);
  });
});

describe("an LMF form sent twice", () => {
  it("records one application of two sends at the same moment, and of a later resend", async () => {
    const form = { ...lmfApplication([await uploadLmfDocument()]), email: "apply@example.in", idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([apply(form), apply(form)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const again = await apply(form);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await db().prisma.lmfApplication.count({ where: { email: "apply@example.in" } })).toBe(1);
  });
});
