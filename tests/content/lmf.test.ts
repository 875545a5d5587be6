// Become a life member friend: document upload (images or PDF), createlmf (every invalid field
// named), the Admin lists and the LMF value.
import { POST as createLmf } from "@/app/api/lmf/createlmf/route";
import { GET as getAllLmf } from "@/app/api/lmf/getalllmf/route";
import { GET as getLmfById } from "@/app/api/lmf/getlmfbyid/[id]/route";
import { POST as uploadLmfFiles } from "@/app/api/lmf/uploadfiles/route";
import { parseLmfApplicationInput } from "@/lib/content/lmf-application-input";
import { setupTestDb } from "../helpers/test-db";
import {
  fieldsOf,
  getRequest,
  jsonRequest,
  lmfApplication,
  messageFor,
  paramsOf,
  pdf,
  png,
  seedAccounts,
  send,
  setupTempStorage,
  type TAuth,
  type TLogins,
  type TReply,
  uploadRequest,
} from "./helpers";

const db = setupTestDb();
const stored = setupTempStorage();
let auth: TLogins;
let documents: string[] = [];

// The per-address limits (one shared bucket here: these requests carry no address) are tested in tests/http.
beforeEach(async () => {
  await db().prisma.rateLimit.deleteMany();
});

const upload = (parts: Parameters<typeof uploadRequest>[1], who?: TAuth) =>
  send(uploadLmfFiles, uploadRequest("/api/lmf/uploadfiles", parts, who));

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
  const reply = await upload({
    fileInputFor: "panCard",
    file0: { bytes: pdf(), filename: "pan.pdf" },
    file1: { bytes: png(), filename: "id.png" },
  });
  documents = (reply.body as { files: { name: string }[] }).files.map((file) => file.name);
});

const application = () => ({ ...lmfApplication(documents), dateOfBirth: "1975-06-15" });

const create = (body: unknown, who?: TAuth) => send(createLmf, jsonRequest("/api/lmf/createlmf", body, who));

const expectRefused = (reply: TReply, field: string, pattern: RegExp) => {
  expect(reply.status).toBe(400);
  expect(fieldsOf(reply)).toContain(field);
  expect(messageFor(reply, field)).toMatch(pattern);
};

describe("POST /api/lmf/uploadfiles", () => {
  it("stores images and PDFs from anyone, under generated names", async () => {
    expect(documents).toHaveLength(2);
    expect(documents[0]).toMatch(/^[a-f0-9]{32}-pan\.pdf$/);
    expect((await stored("lmf")).sort()).toEqual([...documents].sort());
  });

  it("refuses other files by content and oversize files, storing nothing", async () => {
    const before = await stored("lmf");
    const wrong = await upload({
      file0: { bytes: Buffer.from("PK\u0003\u0004 zip pretending"), filename: "doc.pdf", type: "application/pdf" },
    });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual(["file0"]);
    const big = await upload({ file0: { bytes: png(5 * 1024 * 1024 + 10), filename: "big.png" } });
    expect(big.status).toBe(413);
    expect(await stored("lmf")).toEqual(before);
  });
});

describe("POST /api/lmf/createlmf", () => {
  it("records an application at the LMF value, pending payment, linked to the logged-in member", async () => {
    const reply = await create({ ...application(), amount: 25000 }, auth.member);
    expect(reply.status).toBe(201);
    const receipt = (reply.body as { lmf: { id: number; referenceNo: string; amount: number; status: string } }).lmf;
    expect(receipt).toEqual(expect.objectContaining({ amount: 25000, currency: "INR", status: "pending_payment" }));
    expect(receipt.referenceNo).toMatch(/^LMF-\d{6}-000001$/);
    const row = await db().prisma.lmfApplication.findUnique({ where: { id: receipt.id } });
    const member = await db().prisma.member.findUnique({ where: { userName: "c-member" } });
    expect(row).toEqual(
      expect.objectContaining({ documents, tableNo: 1, circleNo: null, memberId: member!.id, pan: "ABCPI1234F", country: "IN" }),
    );
  });

  it("accepts the legacy form field lmf and comma-separated documents, from a visitor", async () => {
    // Each upload is claimed by one application: this one brings its own.
    const uploaded = await upload({ file0: { bytes: pdf(), filename: "pan.pdf" }, file1: { bytes: png(), filename: "id.png" } });
    const names = (uploaded.body as { files: { name: string }[] }).files.map((file) => file.name);
    const form = new FormData();
    form.append("lmf", JSON.stringify({ ...application(), tableNo: undefined, circleNo: "1", documents: names.join(",") }));
    const reply = await send(createLmf, new Request("http://localhost/api/lmf/createlmf", { method: "POST", body: form }));
    expect(reply.status).toBe(201);
    const row = await db().prisma.lmfApplication.findFirst({ where: { circleNo: 1 } });
    expect(row?.memberId).toBeNull();
  });

  it("refuses each invalid field with its name", async () => {
    expectRefused(await create({ ...application(), pan: "" }), "pan", /PAN is required/);
    expectRefused(await create({ ...application(), pan: "ABC1234" }), "pan", /5 letters, 4 digits/);
    expectRefused(await create({ ...application(), applicantName: "" }), "applicantName", /required/);
    expectRefused(await create({ ...application(), email: "meena.example.in" }), "email", /valid e-mail/);
    expectRefused(await create({ ...application(), phone: "abc" }), "phone", /8 to 15 digits/);
    expectRefused(await create({ ...application(), postalCode: "6000" }), "postalCode", /six-digit PIN/);
    expectRefused(await create({ ...application(), state: "" }), "state", /required/);
    expectRefused(await create({ ...application(), country: "US" }), "country", /address in India/);
    expectRefused(await create({ ...application(), tableNo: undefined }), "tableNo", /table or of your circle/);
    expectRefused(await create({ ...application(), tableNo: 99 }), "tableNo", /no table 99/);
    // Digits only: Number() read "0x1" as table 1.
    expectRefused(await create({ ...application(), tableNo: "0x1" }), "tableNo", /must be a number/);
    expectRefused(await create({ ...application(), tableNo: undefined, circleNo: 42 }), "circleNo", /no circle 42/);
    expectRefused(await create({ ...application(), documents: [] }), "documents", /at least one document/);
    expectRefused(await create({ ...application(), documents: ["../../etc/passwd"] }), "documents.0", /not a file uploaded/);
    expectRefused(await create({ ...application(), documents: [`${"f".repeat(32)}-file.pdf`] }), "documents", /not found/);
    expectRefused(await create({ ...application(), amount: 100 }), "amount", /25,000/);
    expectRefused(await create({ ...application(), consent: false }), "consent", /confirm the declaration/);
    expectRefused(await create({ ...application(), dateOfBirth: "1940-01-01" }), "dateOfBirth", /1950/);
    expectRefused(await create({ ...application(), dateOfBirth: "15/06/1975" }), "dateOfBirth", /YYYY-MM-DD/);
  });

  it("takes the LMF value sent as an amount is written (25,000 or 25000.00), and refuses any other", async () => {
    for (const [applicantName, amount] of [
      ["Amount Grouped", "25,000"],
      ["Amount Decimals", "25000.00"],
    ]) {
      const uploaded = await upload({ file0: { bytes: pdf(), filename: "pan.pdf" } });
      const names = (uploaded.body as { files: { name: string }[] }).files.map((file) => file.name);
      expect((await create({ ...lmfApplication(names), applicantName, amount })).status).toBe(201);
    }
    for (const amount of ["0x61A8", "25,001", "2.5e4"])
      expectRefused(await create({ ...application(), amount }), "amount", /25,000/);
    // Out of the counts of the Admin lists below.
    await db().prisma.lmfApplication.deleteMany({ where: { applicantName: { in: ["Amount Grouped", "Amount Decimals"] } } });
  });

  it("takes a PIN written as India Post prints it (600 004) and stores its six digits", async () => {
    const uploaded = await upload({ file0: { bytes: pdf(), filename: "pan.pdf" } });
    const names = (uploaded.body as { files: { name: string }[] }).files.map((file) => file.name);
    const reply = await create({ ...lmfApplication(names), applicantName: "Pin Spaced", postalCode: " 600 004 " });
    expect(reply.status).toBe(201);
    const row = await db().prisma.lmfApplication.findFirst({ where: { applicantName: "Pin Spaced" } });
    expect(row?.postalCode).toBe("600004");
    for (const postalCode of ["060 004", "600 0041", "600  004", "60 0004"])
      expectRefused(await create({ ...application(), postalCode }), "postalCode", /six-digit PIN/);
    // Out of the counts of the Admin lists below.
    await db().prisma.lmfApplication.delete({ where: { id: row!.id } });
  });

  it("refuses a date of birth that is not on the calendar, rather than storing the day it rolls over to", async () => {
    const before = await db().prisma.lmfApplication.count();
    for (const dateOfBirth of ["1975-02-30", "1975-04-31", "1975-13-01", "1975-00-10"])
      expectRefused(
        await create({ ...application(), dateOfBirth }),
        "dateOfBirth",
        /^Enter a real date: check the day and the month$/,
      );
    expect(await db().prisma.lmfApplication.count()).toBe(before);
    // 1976 was a leap year: its 29 February is a real day, kept as that day.
    const leapDay = parseLmfApplicationInput({ ...application(), dateOfBirth: "1976-02-29" }).dateOfBirth;
    expect(leapDay?.toISOString().slice(0, 10)).toBe("1976-02-29");
  });

  it("counts 18 years to the day in India: before 05:30 IST it is already the next day", async () => {
    // 01:30 on 15 June 2026 in India, still 14 June in UTC.
    const now = new Date("2026-06-14T20:00:00Z");
    const on = (dateOfBirth: string) => parseLmfApplicationInput({ ...application(), dateOfBirth }, now);
    expect(on("2008-06-15").dateOfBirth?.toISOString().slice(0, 10)).toBe("2008-06-15");
    expect(() => on("2008-06-16")).toThrow("dateOfBirth: Applicants must be at least 18 years old");
    // Born on 29 February: 18 on 1 March of a year without one.
    const leapNow = new Date("2026-02-28T19:00:00Z"); // 00:30 on 1 March in India
    expect(parseLmfApplicationInput({ ...application(), dateOfBirth: "2008-02-29" }, leapNow).dateOfBirth).not.toBeNull();
    expect(() =>
      parseLmfApplicationInput({ ...application(), dateOfBirth: "2008-02-29" }, new Date("2026-02-28T18:00:00Z")),
    ).toThrow(/at least 18/);
  });

  it("names every missing field at once", async () => {
    const reply = await create({});
    expect(fieldsOf(reply).sort()).toEqual(
      [
        "addressLine1",
        "applicantName",
        "city",
        "consent",
        "documents",
        "email",
        "pan",
        "phone",
        "postalCode",
        "state",
        "tableNo",
      ].sort(),
    );
  });
});

describe("Admin reads of LMF applications", () => {
  it("getalllmf: 401 anonymous, 403 member, 200 Admin", async () => {
    expect((await send(getAllLmf, getRequest("/api/lmf/getalllmf"))).status).toBe(401);
    expect((await send(getAllLmf, getRequest("/api/lmf/getalllmf", auth.member))).status).toBe(403);
    const reply = await send(getAllLmf, getRequest("/api/lmf/getalllmf", auth.admin));
    const body = reply.body as {
      lmfapplications: { id: number; documents: string[]; financialYearString: string }[];
      total: number;
    };
    expect(body.total).toBe(2);
    expect(body.lmfapplications).toEqual(
      expect.arrayContaining([expect.objectContaining({ documents, status: "pending_payment", amount: 25000 })]),
    );
  });

  it("getalllmf pages on ?page=&pageSize=, newest first, with the count of all of them; without them the legacy whole list", async () => {
    const list = async (query = "") => {
      const reply = await send(getAllLmf, getRequest(`/api/lmf/getalllmf${query}`, auth.admin));
      return {
        status: reply.status,
        body: reply.body as { lmfapplications: { referenceNo: string }[]; total: number; page?: number; pages?: number },
      };
    };
    const whole = await list();
    expect(whole.body).not.toHaveProperty("page");
    expect(whole.body).not.toHaveProperty("pages");
    const references = whole.body.lmfapplications.map((row) => row.referenceNo);
    const stored = await db().prisma.lmfApplication.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    expect(references).toEqual(stored.map((row) => row.referenceNo));

    const first = await list("?page=1&pageSize=1");
    expect(first.body).toEqual(
      expect.objectContaining({ total: whole.body.total, page: 1, pageSize: 1, pages: whole.body.total }),
    );
    expect(first.body.lmfapplications.map((row) => row.referenceNo)).toEqual(references.slice(0, 1));
    const second = await list("?page=2&pageSize=1");
    expect(second.body.lmfapplications.map((row) => row.referenceNo)).toEqual(references.slice(1, 2));
    expect((await list("?page=0")).status).toBe(400);
    expect((await list("?pageSize=201")).status).toBe(400);
  });

  it("getlmfbyid: one application, 404 when unknown, 400 for a bad id", async () => {
    const id = (await db().prisma.lmfApplication.findFirstOrThrow()).id;
    const get = (value: string, who?: TAuth) =>
      send((req) => getLmfById(req, paramsOf({ id: value })), getRequest(`/api/lmf/getlmfbyid/${value}`, who));
    expect((await get(String(id))).status).toBe(401);
    expect((await get(String(id), auth.member)).status).toBe(403);
    const reply = await get(String(id), auth.admin);
    expect(reply.status).toBe(200);
    expect((reply.body as { lmf: { id: number; dateOfBirth: string } }).lmf).toEqual(
      expect.objectContaining({ id, dateOfBirth: "1975-06-15" }),
    );
    expect((await get("999999", auth.admin)).status).toBe(404);
    expect(fieldsOf(await get("x", auth.admin))).toEqual(["params.id"]);
  });
});
