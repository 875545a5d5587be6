// The per-address limits of the anonymous write routes, through the real handlers: past the limit
// an address gets 429 with Retry-After and nothing is written, while another address still passes.
// The refused call is a valid one; the calls that use up the allowance are cheap invalid ones (every
// request counts, before its body is read).
import { POST as forgotPasswordPost } from "@/app/api/auth/forgotpassword/route";
import { POST as signUpPost } from "@/app/api/auth/signup/route";
import { POST as createFcraPost } from "@/app/api/fcradonations/createfcradonation/route";
import { POST as createLmfPost } from "@/app/api/lmf/createlmf/route";
import { POST as uploadLmfPost } from "@/app/api/lmf/uploadfiles/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { RATE_LIMITS, rateLimitKey, type TRateLimit } from "@/lib/http/rate-limit";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { INDIAN_DONOR, lmfApplication, pdf, seedAccounts, send, setupTempStorage, type TReply } from "../content/helpers";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();
const stored = setupTempStorage();

const A = "203.0.113.7";
const B = "198.51.100.23";

type THandler = (req: Request) => Promise<Response>;

const jsonFrom = (address: string, route: string, body: unknown) =>
  new Request(`http://localhost${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address },
    body: JSON.stringify(body),
  });

const uploadFrom = (address: string) => {
  const form = new FormData();
  form.append("file0", new Blob([new Uint8Array(pdf())], { type: "application/pdf" }), "pan.pdf");
  return new Request("http://localhost/api/lmf/uploadfiles", {
    method: "POST",
    headers: { [CLIENT_ADDRESS_HEADER]: address },
    body: form,
  });
};

/** Uses up an address's allowance with `limit` invalid calls (each answered, none 429). */
const exhaust = async (handler: THandler, rule: TRateLimit, makeRequest: () => Request) => {
  for (let i = 0; i < rule.limit; i += 1) {
    const reply = await send(handler, makeRequest());
    expect(reply.status).not.toBe(429);
  }
};

const expectLimited = (reply: TReply, rule: TRateLimit) => {
  expect(reply.status).toBe(429);
  expect(reply.body).toEqual(expect.objectContaining({ code: "TOO_MANY_REQUESTS" }));
  const retryAfter = Number(reply.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
};

beforeAll(async () => {
  await seedAccounts(db().prisma);
  await seedMember(db().prisma, {
    userName: "forgetful",
    password: "Welcome2026",
    fullName: "Forgetful Member",
    roles: ["User"],
    tableNo: 1,
  });
});

beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

describe("per-address rate limits", () => {
  it("POST /api/auth/signup", async () => {
    const rule = RATE_LIMITS.signup;
    const url = "/api/auth/signup";
    const body = (userName: string) => ({
      userName,
      password: "Welcome2026",
      fullName: "New Member",
      officeEmail: `${userName}@example.org`,
      tableNo: 1,
    });
    await exhaust(signUpPost, rule, () => jsonFrom(A, url, {}));
    expectLimited(await send(signUpPost, jsonFrom(A, url, body("refused.one"))), rule);
    expect(await db().prisma.member.count({ where: { userName: "refused.one" } })).toBe(0);
    expect((await send(signUpPost, jsonFrom(B, url, body("other.one")))).status).toBe(201);
    expect(await db().prisma.member.count({ where: { userName: "other.one" } })).toBe(1);
  });

  it("POST /api/auth/forgotpassword", async () => {
    const rule = RATE_LIMITS.forgotPassword;
    const url = "/api/auth/forgotpassword";
    const mails = () => db().prisma.mailOutbox.count();
    const tokens = () => db().prisma.passwordResetToken.count();
    await exhaust(forgotPasswordPost, rule, () => jsonFrom(A, url, {}));
    const [mailsBefore, tokensBefore] = [await mails(), await tokens()];
    expectLimited(await send(forgotPasswordPost, jsonFrom(A, url, { username: "forgetful" })), rule);
    // The reset mail is written after the reply: give it time to (not) appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([await mails(), await tokens()]).toEqual([mailsBefore, tokensBefore]);
    expect((await send(forgotPasswordPost, jsonFrom(B, url, { username: "forgetful" }))).status).toBe(200);
  });

  it("POST /api/fcradonations/createfcradonation", async () => {
    const rule = RATE_LIMITS.fcraDonation;
    const url = "/api/fcradonations/createfcradonation";
    const donation = { ...INDIAN_DONOR };
    await exhaust(createFcraPost, rule, () => jsonFrom(A, url, {}));
    expectLimited(await send(createFcraPost, jsonFrom(A, url, donation)), rule);
    expect(await db().prisma.fcraDonation.count()).toBe(0);
    expect((await send(createFcraPost, jsonFrom(B, url, donation))).status).toBe(201);
    expect(await db().prisma.fcraDonation.count()).toBe(1);
  });

  it("counts an IPv6 address as its /64: a new address in the same network is no new allowance", async () => {
    const rule = RATE_LIMITS.fcraDonation;
    const url = "/api/fcradonations/createfcradonation";
    await db().prisma.fcraDonation.deleteMany();
    let host = 0;
    await exhaust(createFcraPost, rule, () => jsonFrom(`2001:db8:77:1::${(host += 1).toString(16)}`, url, {}));
    expectLimited(await send(createFcraPost, jsonFrom("2001:db8:77:1:abcd:ef01:2345:6789", url, { ...INDIAN_DONOR })), rule);
    expect(await db().prisma.fcraDonation.count()).toBe(0);
    expect((await send(createFcraPost, jsonFrom("2001:db8:77:2::1", url, { ...INDIAN_DONOR }))).status).toBe(201);
    expect(await db().prisma.fcraDonation.count()).toBe(1);
    await db().prisma.fcraDonation.deleteMany();
  });

  it("POST /api/lmf/uploadfiles", async () => {
    const rule = RATE_LIMITS.lmfUpload;
    const notMultipart = () => jsonFrom(A, "/api/lmf/uploadfiles", {});
    await exhaust(uploadLmfPost, rule, notMultipart);
    const before = await stored("lmf");
    expectLimited(await send(uploadLmfPost, uploadFrom(A)), rule);
    expect(await stored("lmf")).toEqual(before);
    expect(await db().prisma.visitorUpload.count()).toBe(before.length);
    const other = await send(uploadLmfPost, uploadFrom(B));
    expect(other.status).toBe(200);
    expect(await stored("lmf")).toHaveLength(before.length + 1);
  });

  it("POST /api/lmf/uploadfiles: a byte budget per address, charged with the bytes stored", async () => {
    const rule = RATE_LIMITS.lmfUploadBytes;
    const C = "192.0.2.44";
    expect((await send(uploadLmfPost, uploadFrom(C))).status).toBe(200);
    expect(await db().prisma.rateLimit.findUnique({ where: { key: rateLimitKey(rule, C) } })).toMatchObject({
      hits: pdf().length,
    });
    // Almost spent: the next upload still passes and spends the rest; the one after it is refused.
    const resetAt = new Date(Date.now() + rule.windowMs);
    await db().prisma.rateLimit.create({ data: { key: rateLimitKey(rule, A), hits: rule.limit - 10, resetAt } });
    expect((await send(uploadLmfPost, uploadFrom(A))).status).toBe(200);
    const before = await stored("lmf");
    expectLimited(await send(uploadLmfPost, uploadFrom(A)), rule);
    expect(await stored("lmf")).toEqual(before);
    expect((await send(uploadLmfPost, uploadFrom(B))).status).toBe(200);
  });

  it("POST /api/lmf/createlmf", async () => {
    const rule = RATE_LIMITS.lmfApplication;
    const url = "/api/lmf/createlmf";
    const uploaded = async () => {
      const reply = await send(uploadLmfPost, uploadFrom(B));
      return (reply.body as { files: { name: string }[] }).files.map((file) => file.name);
    };
    const documents = await uploaded();
    await exhaust(createLmfPost, rule, () => jsonFrom(A, url, {}));
    expectLimited(await send(createLmfPost, jsonFrom(A, url, lmfApplication(documents))), rule);
    expect(await db().prisma.lmfApplication.count()).toBe(0);
    expect(await db().prisma.visitorUpload.count({ where: { name: documents[0]!, claimedAt: { not: null } } })).toBe(0);
    expect((await send(createLmfPost, jsonFrom(B, url, lmfApplication(documents)))).status).toBe(201);
    expect(await db().prisma.lmfApplication.count()).toBe(1);
  });
});
