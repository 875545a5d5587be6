// Invisible, right-to-left and control characters in the public forms, the blog and accounts
// (issue 9 point 3): cleaned or refused by the shared text schemas; passwords are never changed.
import { POST as createUserPost } from "@/app/api/auth/createuser/route";
import { GET as getAllUserGet } from "@/app/api/auth/getalluser/route";
import { POST as signUpPost } from "@/app/api/auth/signup/route";
import { POST as createBlog } from "@/app/api/blog/createblog/route";
import { POST as createDonation } from "@/app/api/fcradonations/createfcradonation/route";
import { logIn } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, getRequest, INDIAN_DONOR, jsonRequest, messageFor, seedAccounts, send, type TLogins } from "./helpers";

const db = setupTestDb();
let auth: TLogins;

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
});

const validPost = {
  title: "Our new water plant",
  body: "The plant opened on Monday and serves 400 families.",
  isPublished: true,
};
const blog = (post: Record<string, unknown>) => send(createBlog, jsonRequest("/api/blog/createblog", post, auth.admin));

describe("blog", () => {
  it("a title of invisible characters is missing; author and title are stored cleaned; HTML keeps its joiners", async () => {
    const blank = await blog({ ...validPost, title: "\u200b\u200b\u200b\u3000" });
    expect(fieldsOf(blank)).toEqual(["title"]);
    expect(messageFor(blank, "title")).toBe("Title is required");

    const reply = await blog({
      ...validPost,
      title: "Water\u200b plant\u202e opened",
      author: "\u202eRavi\u00a0Kumar",
      summary: "\u200b",
      body: "<p>Volunteers from क्\u200dषेत्र 4 helped build it.</p>",
    });
    expect(reply.status).toBe(201);
    const saved = (reply.body as { blog: { title: string; author: string; summary: string; bodyHtml: string } }).blog;
    expect(saved.title).toBe("Water plant opened");
    expect(saved.author).toBe("Ravi Kumar");
    expect(saved.summary).toBe("Volunteers from क्\u200dषेत्र 4 helped build it.");
    expect(saved.bodyHtml).toContain("क्\u200dषेत्र");
  });

  it("NUL in the body: 400 naming body", async () => {
    const reply = await blog({ ...validPost, body: "<p>Broken\u0000 text here</p>" });
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toContain("body");
  });
});

describe("FCRA donation form", () => {
  const donor = { ...INDIAN_DONOR };
  const donate = (body: unknown) => send(createDonation, jsonRequest("/api/fcradonations/createfcradonation", body));

  it("invisible-only names are missing, NUL is refused, other text is stored cleaned", async () => {
    const refused = await donate({ ...donor, donorName: "\u200b\ufeff", city: "\u3164" });
    expect(fieldsOf(refused).sort()).toEqual(["city", "donorName"]);
    expect(messageFor(refused, "donorName")).toBe("Name is required");
    expect(fieldsOf(await donate({ ...donor, purpose: "Books\u0000" }))).toEqual(["purpose"]);

    const reply = await donate({
      ...donor,
      donorName: "Ravi\u200b Kumar",
      city: "Chen\u00adnai",
      purpose: "Books\r\nand slates",
    });
    expect(reply.status).toBe(201);
    const row = await db().prisma.fcraDonation.findFirst({ orderBy: { id: "desc" } });
    expect(row).toEqual(expect.objectContaining({ donorName: "Ravi Kumar", city: "Chennai", purpose: "Books\nand slates" }));
  });
});

describe("accounts", () => {
  const signUp = (body: Record<string, unknown>) => send(signUpPost, jsonRequest("/api/auth/signup", body));
  const person = {
    userName: "priya.rao",
    password: "Welcome2026",
    fullName: "Priya Rao",
    officeEmail: "priya@example.org",
    tableNo: 1,
  };

  it("refuses invisible characters in a user name rather than removing them; cleans the full name", async () => {
    for (const userName of ["priya\u200b.rao", "\ufeffpriya.rao", "priya.rao\u0000"]) {
      const reply = await signUp({ ...person, userName });
      expect(reply.status).toBe(400);
      expect(fieldsOf(reply)).toEqual(["userName"]);
    }
    expect(messageFor(await signUp({ ...person, userName: "priya\u200b.rao" }), "userName")).toBe(
      "must not contain invisible characters",
    );
    expect(fieldsOf(await signUp({ ...person, fullName: "\u200b\u00a0" }))).toEqual(["fullName"]);
    expect((await signUp({ ...person, fullName: "\u202ePriya\u00a0\u200bRao", title: "\u200b" })).status).toBe(201);
    const row = await db().prisma.member.findUnique({ where: { userName: "priya.rao" } });
    expect(row).toEqual(expect.objectContaining({ fullName: "Priya Rao", title: null }));
  });

  it("keeps a password exactly as typed, invisible characters included", async () => {
    const password = "Pass\u200bword1\u00a0";
    const reply = await send(
      createUserPost,
      jsonRequest("/api/auth/createuser", { userName: "office.helper", fullName: "Office\u200b Helper", password }, auth.admin),
    );
    expect(reply.status).toBe(200);
    expect((reply.body as { user: { fullName: string } }).user.fullName).toBe("Office Helper");
    expect((await logIn("office.helper", password)).body).toBe(1);
    expect((await logIn("office.helper", "Password1")).body).toBe(0);
  });

  it("getalluser: a search of invisible characters is no search; soft hyphens do not stop a match", async () => {
    const page = async (q: string) =>
      (await send(getAllUserGet, getRequest(`/api/auth/getalluser?q=${encodeURIComponent(q)}&take=100`, auth.admin))).body as {
        users: { userName: string }[];
      };
    expect((await page("\u200b")).users.map((user) => user.userName)).toEqual(expect.arrayContaining(["c-admin", "c-member"]));
    expect((await page("Con\u00adtent Mem")).users.map((user) => user.userName)).toEqual(["c-member"]);
  });
});
