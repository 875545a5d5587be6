// Accounts: sign-up and approval, admin creation, table/circle accounts and the member list.
import { POST as createUserPost } from "@/app/api/auth/createuser/route";
import { POST as disableLockPost } from "@/app/api/auth/disablelock/route";
import { GET as getAllUserGet } from "@/app/api/auth/getalluser/route";
import { GET as logedInRolesGet } from "@/app/api/auth/logedinroles/route";
import { GET as populateUsersGet } from "@/app/api/auth/populateusers/route";
import { POST as signUpPost } from "@/app/api/auth/signup/route";
import { DEMO_ACCOUNTS } from "@/lib/db/seed/demo";
import { seedTable } from "@/lib/db/seed/seed-functions";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, formRequest, getRequest, jsonRequest, logIn, logInAs, multipartRequest, send, type TAuth } from "./helpers";

const db = setupTestDb({ demo: true });

let admin: TAuth;
let member: TAuth;
let nex: TAuth;

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  admin = await logInAs("admin");
  member = await logInAs("member");
  nex = await logInAs("nex");
});

const signUp = (body: Record<string, unknown>) => send(signUpPost, jsonRequest("/api/auth/signup", body));
const disableLock = (fields: Record<string, string>, auth: TAuth = admin) =>
  send(disableLockPost, formRequest("/api/auth/disablelock", fields, auth));
const validSignUp = {
  userName: "Priya.Rao",
  password: "Welcome2026",
  fullName: "Priya Rao",
  title: "Ms.",
  phoneNumber: "+91 90000 11111",
  officeEmail: "priya@example.org",
  tableNo: 3,
};

describe("POST /api/auth/signup and approval through POST /api/auth/disablelock", () => {
  it("creates an unapproved User that cannot log in until an Admin approves", async () => {
    const reply = await signUp(validSignUp);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      status: 1,
      message: "Thank you for signing up. Your account is waiting for approval by the secretariat.",
    });
    const row = await db().prisma.member.findUniqueOrThrow({ where: { userName: "priya.rao" }, include: { roles: true } });
    expect(row).toEqual(
      expect.objectContaining({
        isApproved: false,
        isActive: true,
        isLocked: false,
        tableNo: 3,
        circleNo: null,
        officeEmail: "priya@example.org",
      }),
    );
    expect(row.roles.map((entry) => entry.role)).toEqual(["User"]);
    expect((await logIn("priya.rao", "Welcome2026")).body).toBe(0);

    const approved = await disableLock({ username: "priya.rao", tableNo: "3", circleNo: "", isapproved: "1" });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({
      status: 1,
      user: {
        memberId: row.id,
        userName: "priya.rao",
        title: "Ms.",
        fullName: "Priya Rao",
        phoneNumber: "+91 90000 11111",
        officeEmail: "priya@example.org",
        tableNo: 3,
        circleNo: null,
        isApproved: true,
        isLocked: false,
        isActive: true,
        roles: ["User"],
      },
    });
    expect((await logIn("Priya.Rao", "Welcome2026")).body).toBe(1);
  });

  it("refuses a taken user name in any case with 409", async () => {
    const reply = await signUp({ ...validSignUp, userName: "PRIYA.rao", tableNo: undefined, circleNo: 1 });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual(expect.objectContaining({ message: "User name already taken" }));
  });

  it("answers 400 naming the field for bad input", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validSignUp, userName: "ab" }, "userName"],
      [{ ...validSignUp, userName: "has space" }, "userName"],
      [{ ...validSignUp, password: "short1" }, "password"],
      [{ ...validSignUp, password: "12345678" }, "password"],
      [{ ...validSignUp, officeEmail: "not-an-email" }, "officeEmail"],
      [{ ...validSignUp, fullName: "" }, "fullName"],
      [{ ...validSignUp, userName: "new.one", tableNo: 99 }, "tableNo"],
      [{ ...validSignUp, userName: "new.one", tableNo: undefined, circleNo: 42 }, "circleNo"],
      [{ ...validSignUp, userName: "new.one", tableNo: undefined }, "tableNo"],
      [{ ...validSignUp, userName: "new.one", circleNo: 1 }, "circleNo"],
      [{ ...validSignUp, userName: "new.one", tableNo: "abc" }, "tableNo"],
      [{ ...validSignUp, userName: "new.one", phoneNumber: "12345" }, "phoneNumber"],
      [{ ...validSignUp, userName: "new.one", phoneNumber: "044 2345 6789" }, "phoneNumber"],
    ];
    for (const [body, field] of cases) {
      const reply = await signUp(body);
      expect({ field, status: reply.status }).toEqual({ field, status: 400 });
      expect(fieldsOf(reply)).toContain(field);
    }
    expect(await db().prisma.member.count({ where: { userName: "new.one" } })).toBe(0);
  });

  it("stores a mobile number as every member form does (+91 98400 12345), and none when left blank", async () => {
    expect((await signUp({ ...validSignUp, userName: "phone.one", phoneNumber: "098400-12345" })).status).toBe(201);
    expect((await signUp({ ...validSignUp, userName: "phone.two", phoneNumber: "" })).status).toBe(201);
    const phones = await db().prisma.member.findMany({
      where: { userName: { in: ["phone.one", "phone.two"] } },
      select: { userName: true, phoneNumber: true },
      orderBy: { userName: "asc" },
    });
    expect(phones).toEqual([
      { userName: "phone.one", phoneNumber: "+91 98400 12345" },
      { userName: "phone.two", phoneNumber: null },
    ]);
  });

  it("un-approving or locking revokes the member's sessions; unlocking lets them back in", async () => {
    const session = await logInAs("priya.rao", "Welcome2026");
    const locked = await disableLock({ username: "priya.rao", tableNo: "3", circleNo: "", isapproved: "true", islocked: "1" });
    expect(locked.body).toEqual(expect.objectContaining({ user: expect.objectContaining({ isApproved: true, isLocked: true }) }));
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", session))).status).toBe(401);
    expect((await logIn("priya.rao", "Welcome2026")).body).toBe(0);

    await disableLock({ username: "priya.rao", tableNo: "", circleNo: "", isapproved: "1", islocked: "0" });
    const again = await logInAs("priya.rao", "Welcome2026");
    const unapproved = await send(
      disableLockPost,
      jsonRequest("/api/auth/disablelock", { username: "priya.rao", isapproved: false }, admin),
    );
    expect(unapproved.body).toEqual(
      expect.objectContaining({ user: expect.objectContaining({ isApproved: false, isLocked: false }) }),
    );
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", again))).status).toBe(401);
  });

  it("answers 404 for an unknown user, 400 for bad fields or a table that is not the member's, 403 for non-admins", async () => {
    expect((await disableLock({ username: "ghost", isapproved: "1" })).status).toBe(404);
    const noFlag = await disableLock({ username: "member2" });
    expect(noFlag.status).toBe(400);
    expect(fieldsOf(noFlag)).toEqual(["isapproved"]);
    const badFlag = await disableLock({ username: "member2", isapproved: "maybe" });
    expect(fieldsOf(badFlag)).toEqual(["isapproved"]);
    const otherTable = await disableLock({ username: "member2", tableNo: "5", isapproved: "1" });
    expect(otherTable.status).toBe(400);
    expect(fieldsOf(otherTable)).toEqual(["tableNo"]);
    const self = await disableLock({ username: "admin", isapproved: "0" });
    expect(self.status).toBe(400);
    expect((await disableLock({ username: "member2", isapproved: "1" }, member)).status).toBe(403);
    expect((await disableLock({ username: "member2", isapproved: "1" }, { cookie: undefined })).status).toBe(401);
  });
});

describe("POST /api/auth/createuser", () => {
  const user = {
    userName: "area.sec",
    fullName: "Area Secretary",
    title: "Mr.",
    officeEmail: "area.sec@example.org",
    roles: ["ATEX", "User"],
  };

  it("lets an Admin create an approved account from the legacy form", async () => {
    const reply = await send(
      createUserPost,
      multipartRequest(
        "/api/auth/createuser",
        { json: JSON.stringify(user), password: "Secret2026", tableNo: "4", circleNo: "" },
        admin,
      ),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 1,
      user: expect.objectContaining({
        userName: "area.sec",
        fullName: "Area Secretary",
        tableNo: 4,
        circleNo: null,
        isApproved: true,
        isActive: true,
        isLocked: false,
        roles: ["ATEX", "User"],
      }),
    });
    const roles = await send(logedInRolesGet, getRequest("/api/auth/logedinroles", await logInAs("area.sec", "Secret2026")));
    expect(roles.body).toEqual(expect.objectContaining({ role: expect.arrayContaining(["ATEX", "User"]), tableno: 4, area: 2 }));
  });

  it("defaults the roles to User and accepts a plain JSON body", async () => {
    const reply = await send(
      createUserPost,
      jsonRequest(
        "/api/auth/createuser",
        { userName: "office.helper", fullName: "Office Helper", password: "Secret2026" },
        admin,
      ),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 1,
      user: expect.objectContaining({
        userName: "office.helper",
        tableNo: null,
        circleNo: null,
        officeEmail: null,
        roles: ["User"],
      }),
    });
  });

  it("refuses a duplicate name (409), bad fields (400) and non-admins (403)", async () => {
    const form = (json: unknown, extra: Record<string, string> = {}, auth = admin) =>
      send(
        createUserPost,
        multipartRequest(
          "/api/auth/createuser",
          { json: JSON.stringify(json), password: "Secret2026", tableNo: "", circleNo: "", ...extra },
          auth,
        ),
      );
    expect((await form({ ...user, userName: "AREA.SEC" })).status).toBe(409);
    expect(fieldsOf(await form({ ...user, userName: "xx2", roles: ["Emperor"] }))).toEqual(["roles.0"]);
    expect(fieldsOf(await form({ ...user, userName: "xx3" }, { password: "weak" }))).toEqual(["password"]);
    expect(fieldsOf(await form({ ...user, userName: "xx4" }, { tableNo: "1", circleNo: "1" }))).toEqual(["circleNo"]);
    expect(fieldsOf(await form({ ...user, userName: "xx5" }, { tableNo: "77" }))).toEqual(["tableNo"]);
    expect(fieldsOf(await form({ ...user, userName: "xx6", officeEmail: "nope" }))).toEqual(["officeEmail"]);
    expect(fieldsOf(await form({ ...user, userName: "xx9", phoneNumber: "22345" }))).toEqual(["phoneNumber"]);
    expect((await form({ ...user, userName: "xx7" }, {}, member)).status).toBe(403);
    expect((await form({ ...user, userName: "xx8" }, {}, nex)).status).toBe(403);
    expect(await db().prisma.member.count({ where: { userName: { startsWith: "x" } } })).toBe(0);
  });
});

describe("GET /api/auth/populateusers", () => {
  it("creates one unapproved account per table and circle without members, once", async () => {
    const { prisma } = db();
    const area = await prisma.area.findUniqueOrThrow({ where: { areaNo: 1 } });
    await seedTable(prisma, 7, "Coimbatore Round Table 7", area.id);
    await seedTable(prisma, 8, "Madurai Round Table 8", area.id);
    await seedTable(prisma, 9, "Old Round Table 9", area.id);
    await prisma.table.update({ where: { tableNo: 9 }, data: { isDecharted: true } });

    const audit = jest.spyOn(console, "info").mockImplementation(() => {});
    const first = await send(populateUsersGet, getRequest("/api/auth/populateusers", admin));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 1, message: "Users has been created successfully.", created: 3 });
    const created = await prisma.member.findMany({
      where: { userName: { in: ["rt7", "rt8", "lc3", "rt9"] } },
      include: { roles: true },
      orderBy: { userName: "asc" },
    });
    expect(created.map((row) => [row.userName, row.fullName, row.tableNo, row.circleNo, row.isApproved])).toEqual([
      ["lc3", "Delhi Ladies Circle 3 (circle account)", null, 3, false],
      ["rt7", "Coimbatore Round Table 7 (table account)", 7, null, false],
      ["rt8", "Madurai Round Table 8 (table account)", 8, null, false],
    ]);
    expect(created.every((row) => row.roles.length === 1 && row.roles[0]!.role === "User")).toBe(true);
    // The secretariat's log records the batch, by user name.
    const logged = await prisma.adminChange.findMany({ where: { action: "member.populate" }, select: { after: true } });
    expect(logged).toEqual([{ after: { created: ["rt7", "rt8", "lc3"] } }]);

    const second = await send(populateUsersGet, getRequest("/api/auth/populateusers", admin));
    expect(second.body).toEqual({ status: 1, message: "Users has been created successfully.", created: 0 });
    expect(await prisma.adminChange.count({ where: { action: "member.populate" } })).toBe(1);
    expect(audit).toHaveBeenCalledWith("[members] admin populated 3 table/circle account(s)");
    audit.mockRestore();

    // Approved, the account still has no usable password.
    await disableLock({ username: "rt7", isapproved: "1" });
    for (const guess of ["", "rt7", "!unusable!"]) expect((await logIn("rt7", guess || "x")).body).toBe(0);
    // A log-in still pays for a whole argon2 check (the dummy hash's), as one of any other name does:
    // the unusable hash fails at parsing, which alone would answer at once and tell the account exists.
    const argon2 = jest.requireActual<typeof import("@node-rs/argon2")>("@node-rs/argon2");
    const verify = jest.spyOn(argon2, "verify");
    try {
      expect((await logIn("rt7", "a-guess")).body).toBe(0);
      const checks = await Promise.allSettled(verify.mock.results.map((result) => result.value as Promise<boolean>));
      expect(checks.filter((check) => check.status === "fulfilled")).toEqual([{ status: "fulfilled", value: false }]);
    } finally {
      verify.mockRestore();
    }
  });

  it('answers 500 {"status":0,"message":"Something went wrong!!!"} when the database fails, creating nothing', async () => {
    const { prisma } = db();
    const area = await prisma.area.findUniqueOrThrow({ where: { areaNo: 2 } });
    await seedTable(prisma, 10, "Nashik Round Table 10", area.id);
    const failure = jest.spyOn(prisma, "$transaction").mockRejectedValueOnce(new Error("database went away"));
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const reply = await send(populateUsersGet, getRequest("/api/auth/populateusers", admin));
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ status: 0, message: "Something went wrong!!!" });
      expect(logged).toHaveBeenCalled();
    } finally {
      failure.mockRestore();
      logged.mockRestore();
    }
    expect(await prisma.member.count({ where: { userName: "rt10" } })).toBe(0);
  });

  it("is for Admins only", async () => {
    expect((await send(populateUsersGet, getRequest("/api/auth/populateusers", member))).status).toBe(403);
    expect((await send(populateUsersGet, getRequest("/api/auth/populateusers"))).status).toBe(401);
  });
});

describe("GET /api/auth/getalluser", () => {
  type TItem = { memberId: number; userName: string; fullName: string; isApproved: boolean; tableNo: number | null };

  it("gives NEX and Admin the legacy list sorted by full name, without secrets", async () => {
    const reply = await send(getAllUserGet, getRequest("/api/auth/getalluser", nex));
    expect(reply.status).toBe(200);
    const list = reply.body as TItem[];
    expect(list.length).toBe(await db().prisma.member.count());
    expect(list.length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    const names = list.map((item) => item.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const tex = list.find((item) => item.userName === "tex");
    expect(tex).toEqual({
      memberId: expect.any(Number),
      userName: "tex",
      title: "Mr.",
      fullName: "Tarun Exec",
      tableNo: 1,
      circleNo: null,
      officeEmail: "tex@example.org",
      mobile: "+91 98400 00000",
      isApproved: true,
      isLocked: false,
      roles: ["TEX"],
    });
    expect((await send(getAllUserGet, getRequest("/api/auth/getalluser", admin))).status).toBe(200);
  });

  it("refuses other roles (403)", async () => {
    expect((await send(getAllUserGet, getRequest("/api/auth/getalluser", member))).status).toBe(403);
  });

  it("pages with take and cursor through the same order as the full list", async () => {
    const full = (await send(getAllUserGet, getRequest("/api/auth/getalluser", nex))).body as TItem[];
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const path: string = `/api/auth/getalluser?take=4${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await send(getAllUserGet, getRequest(path, nex))).body as { users: TItem[]; nextCursor: number | null };
      expect(page.users.length).toBeLessThanOrEqual(4);
      seen.push(...page.users.map((item) => item.memberId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 50);
    expect(seen).toEqual(full.map((item) => item.memberId));
    // A page of exactly `take` rows with nothing after it says so (nextCursor null): no empty page.
    expect(pages).toBe(Math.ceil(full.length / 4));
  });

  it("filters by q (name, user name, table number) and approved", async () => {
    const page = async (query: string) =>
      (await send(getAllUserGet, getRequest(`/api/auth/getalluser?${query}`, nex))).body as {
        users: TItem[];
        nextCursor: number | null;
      };
    expect((await page("q=TARUN")).users.map((item) => item.userName)).toEqual(["tex"]);
    expect((await page("q=member2")).users.map((item) => item.userName)).toEqual(["member2"]);
    const tableOne = (await page("q=1&take=100")).users;
    expect(tableOne.map((item) => item.userName)).toEqual(expect.arrayContaining(["nex", "tex", "member"]));
    const pending = (await page("approved=false&take=100")).users;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((item) => !item.isApproved)).toBe(true);
    expect((await page("approved=true&q=priya")).users).toEqual([]);
    // LIKE pattern characters are matched literally.
    expect((await page("q=%25")).users).toEqual([]);
    expect((await page("q=_")).users).toEqual([]);
    expect((await page("q=t_run")).users).toEqual([]);
    const defaultPage = await page("q=");
    expect(defaultPage.users.length).toBe(Math.min(25, await db().prisma.member.count()));
  });

  it("answers 400 for bad paging parameters", async () => {
    for (const [query, field] of [
      ["take=0", "query.take"],
      ["take=101", "query.take"],
      ["take=abc", "query.take"],
      ["approved=yes", "query.approved"],
      ["cursor=-1", "query.cursor"],
    ]) {
      const reply = await send(getAllUserGet, getRequest(`/api/auth/getalluser?${query}`, nex));
      expect({ query, status: reply.status }).toEqual({ query, status: 400 });
      expect(fieldsOf(reply)).toEqual([field]);
    }
  });
});
