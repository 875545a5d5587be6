// The secretariat's administration: sign-up approval and refusal (mailed), createuser, the member
// search, editing, locking, password-reset mail, age-proof verification, and the admin log.
import { POST as changePasswordPost } from "@/app/api/auth/changepassword/route";
import { POST as createUserPost } from "@/app/api/auth/createuser/route";
import { POST as deleteAgeProofPost } from "@/app/api/auth/deleteageproof/route";
import { POST as disableLockPost } from "@/app/api/auth/disablelock/route";
import { GET as logedInRolesGet } from "@/app/api/auth/logedinroles/route";
import { POST as markVerifiedPost } from "@/app/api/auth/markmemberageproofverified/route";
import { GET as ageProofListGet } from "@/app/api/auth/memberlistforageproofverification/route";
import { POST as resetPasswordPost } from "@/app/api/auth/resetpasswordbyadmin/route";
import { GET as searchMembersGet } from "@/app/api/auth/searchmembers/route";
import { POST as updateMemberPost } from "@/app/api/auth/updatemember/route";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { POST as addAdminPost } from "@/app/api/servicerequest/addnewserviceadmin/route";
import { POST as savePostingsPost } from "@/app/api/table/savepostings/route";
import { seedMember, seedPosting } from "@/lib/db/seed/seed-functions";
import { getAdminQueueCounts } from "@/lib/members/admin-queue-counts";
import { federationYearLabel, federationYearOf } from "@/lib/members/postings";
import { enqueueJob } from "@/lib/jobs/queue";
import { PASSWORD_RESET_JOB } from "@/lib/members/request-password-reset";
import { runQueuedJobs } from "../helpers/jobs";
import { startSmtpServer } from "../helpers/smtp-server";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { fieldsOf, formRequest, getRequest, jsonRequest, logIn, logInAs, send, type TAuth } from "../auth/helpers";
import { adminChanges, memberRow, multipart, pdf, signUp, storedNames, useTempStorage } from "./helpers";

const db = setupTestDb({ demo: true });

let root: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const as: Record<string, TAuth> = {};

beforeAll(async () => {
  root = await useTempStorage();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  for (const name of ["admin", "tex", "adminmembers", "member", "member2"]) as[name] = await logInAs(name);
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

const idOf = async (userName: string) => (await db().prisma.member.findUniqueOrThrow({ where: { userName } })).id;

/** The mails the SMTP server received for `to`, their quoted-printable line breaks undone. */
const mailsTo = async (to: string) => {
  await runQueuedJobs();
  return smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => mail.raw.replace(/=\r?\n/g, ""));
};

const search = (query: string, auth: TAuth = as.admin!) =>
  send(searchMembersGet, getRequest(`/api/auth/searchmembers?${query}`, auth));
const updateByAdmin = (body: Record<string, unknown>, auth: TAuth = as.admin!) =>
  send(updateByAdminPost, jsonRequest("/api/auth/updatememberbyadmin", body, auth));
/** A member with the User role only (who can open the helpdesk), titled "Ms.". */
const seedUser = (userName: string, fullName: string) =>
  seedMember(db().prisma, { userName, password: "Welcome2026", title: "Ms.", fullName, roles: ["User"] });

describe("sign-ups: approve and refuse through POST /api/auth/disablelock", () => {
  it("approves a sign-up: the member is mailed, can log in, and the change is logged", async () => {
    expect((await signUp("new.rao", "rao@example.org")).status).toBe(201);
    const counts = await getAdminQueueCounts();
    expect(counts.signUps).toBe(1);
    const pending = await search("state=pending");
    expect((pending.body as { members: { userName: string }[] }).members.map((m) => m.userName)).toEqual(["new.rao"]);
    expect(await mailsTo("rao@example.org")).toEqual([]);

    const reply = await send(
      disableLockPost,
      formRequest("/api/auth/disablelock", { username: "new.rao", tableNo: "2", isapproved: "1" }, as.admin),
    );
    expect(reply.status).toBe(200);
    const mails = await mailsTo("rao@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Your portal account has been approved");
    expect(mails[0]).toContain('Your sign-up as "new.rao" has been approved');
    expect((await logIn("new.rao", "Welcome2026")).body).toBe(1);
    const id = await idOf("new.rao");
    expect(await adminChanges(db().prisma, id)).toEqual([
      expect.objectContaining({
        actorId: await idOf("admin"),
        action: "signup.approve",
        before: { isApproved: false, isLocked: false, isActive: true },
        after: { isApproved: true, isLocked: false, isActive: true },
      }),
    ]);
    expect((await getAdminQueueCounts()).signUps).toBe(0);
  });

  it("refuses a sign-up with a reason: the account is closed, the member is told why, and the change is logged", async () => {
    await signUp("new.shah", "shah@example.org");
    const reply = await send(
      disableLockPost,
      jsonRequest(
        "/api/auth/disablelock",
        { username: "new.shah", isapproved: "0", remark: "Not a member of table 2" },
        as.admin,
      ),
    );
    expect(reply.status).toBe(200);
    const row = await memberRow(db().prisma, "new.shah");
    expect(row).toEqual(expect.objectContaining({ isApproved: false, isActive: false }));
    const mails = await mailsTo("shah@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Your portal sign-up was not approved");
    expect(mails[0]).toContain("Reason: Not a member of table 2");
    expect((await logIn("new.shah", "Welcome2026")).body).toBe(0);
    expect((await search("state=pending")).body).toEqual(expect.objectContaining({ total: 0 }));
    expect(await adminChanges(db().prisma, row.id)).toEqual([
      expect.objectContaining({
        action: "signup.refuse",
        remark: "Not a member of table 2",
        after: expect.objectContaining({ isActive: false }),
      }),
    ]);
  });

  it("mails nothing and logs nothing when the call is refused", async () => {
    const before = await adminChanges(db().prisma);
    await signUp("new.iyer", "iyer@example.org");
    expect(
      (await send(disableLockPost, formRequest("/api/auth/disablelock", { username: "new.iyer", isapproved: "1" }, as.tex)))
        .status,
    ).toBe(403);
    expect(
      (
        await send(
          disableLockPost,
          formRequest("/api/auth/disablelock", { username: "new.iyer", tableNo: "5", isapproved: "1" }, as.admin),
        )
      ).status,
    ).toBe(400);
    expect(await mailsTo("iyer@example.org")).toEqual([]);
    expect(await adminChanges(db().prisma)).toEqual(before);
    expect((await memberRow(db().prisma, "new.iyer")).isApproved).toBe(false);
  });
});

describe("POST /api/auth/createuser", () => {
  it("logs the new account without any secret", async () => {
    const reply = await send(
      createUserPost,
      jsonRequest(
        "/api/auth/createuser",
        { userName: "made.by.admin", fullName: "Made By Admin", password: "Secret2026", tableNo: 3 },
        as.admin,
      ),
    );
    expect(reply.status).toBe(200);
    const id = await idOf("made.by.admin");
    const [change] = await adminChanges(db().prisma, id);
    expect(change).toEqual(expect.objectContaining({ action: "member.create", before: null }));
    expect(change!.after).toEqual(expect.objectContaining({ userName: "made.by.admin", tableNo: 3, roles: ["User"] }));
    expect(JSON.stringify(change)).not.toMatch(/argon2|passwordHash|Secret2026/);
  });
});

describe("GET /api/auth/searchmembers", () => {
  it("finds members by name, user name, table, circle, area, role and state, a page at a time", async () => {
    const names = async (query: string) => {
      const reply = await search(query);
      expect({ query, status: reply.status }).toEqual({ query, status: 200 });
      return (reply.body as { members: { userName: string }[] }).members.map((m) => m.userName);
    };
    expect(await names("q=tarun")).toEqual(["tex"]);
    expect(await names("q=MEMBER2")).toEqual(["member2"]);
    expect((await names("tableNo=1")).sort()).toEqual(["ac", "member", "nex", "tex"]);
    expect(await names("circleNo=1")).toEqual(["cex"]);
    // The secretariat's notation: RT for a table, LC for a circle.
    expect((await names("tableNo=RT1")).sort()).toEqual(["ac", "member", "nex", "tex"]);
    expect(await names("circleNo=lc1")).toEqual(["cex"]);
    expect((await names("areaNo=1")).sort()).toEqual(
      ["ac", "cex", "member", "member2", "new.iyer", "new.rao", "new.shah", "nex", "tex", "texc", "texs"].sort(),
    );
    expect(await names("role=TEX-S")).toEqual(["texs"]);
    expect(await names("role=User&tableNo=1")).toEqual(["member"]);
    expect(await names("state=closed")).toEqual(["new.shah"]);
    expect(await names("q=%25")).toEqual([]);

    const first = await search("pageSize=5&page=1");
    const second = await search("pageSize=5&page=2");
    const body1 = first.body as { members: { memberId: number }[]; total: number; page: number };
    const body2 = second.body as { members: { memberId: number }[]; total: number };
    expect(body1.members).toHaveLength(5);
    expect(body1.total).toBe(await db().prisma.member.count());
    expect(body2.members.map((m) => m.memberId)).not.toEqual(expect.arrayContaining([body1.members[0]!.memberId]));

    // offset: the rows after the first n (a list that removed decided rows asks for those after what it shows).
    const after = (await search("pageSize=3&offset=2")).body as { members: { memberId: number }[]; total: number };
    expect(after.members.map((m) => m.memberId)).toEqual(body1.members.slice(2, 5).map((m) => m.memberId));
    expect(after.total).toBe(body1.total);
  });

  it("refuses bad queries with 400 and other roles with 403", async () => {
    for (const query of [
      "role=King",
      "state=asleep",
      "page=0",
      "page=9000000000000",
      "pageSize=500",
      "tableNo=abc",
      "tableNo=LC1",
      "circleNo=RT1",
      "offset=-1",
    ]) {
      const reply = await search(query);
      expect({ query, status: reply.status }).toEqual({ query, status: 400 });
    }
    expect((await search("q=a", as.tex)).status).toBe(403);
    expect((await search("q=a", as.adminmembers)).status).toBe(403);
  });
});

describe("POST /api/auth/updatememberbyadmin", () => {
  it("changes details, unit and roles in one logged change holding only the changed fields", async () => {
    const id = await idOf("member2");
    const reply = await updateByAdmin({
      memberId: id,
      fullName: "Mohan M. Member",
      phoneNumber: "+91-98450-11111",
      panCard: "fghij5678k",
      tableNo: 4,
      roles: ["User", "TEX-S"],
      remark: "Moved to Pune",
    });
    expect(reply.status).toBe(200);
    expect((reply.body as { user: Record<string, unknown> }).user).toEqual(
      expect.objectContaining({
        fullName: "Mohan M. Member",
        phoneNumber: "+91 98450 11111",
        panCard: "FGHIJ5678K",
        tableNo: 4,
        circleNo: null,
        areaNo: 2,
        roles: ["TEX-S", "User"],
      }),
    );
    const [change] = await adminChanges(db().prisma, id);
    expect(change).toEqual(
      expect.objectContaining({
        action: "member.update",
        remark: "Moved to Pune",
        before: { fullName: "Mohan Member", phoneNumber: "+91 98400 00000", tableNo: 2, panCard: null, roles: ["User"] },
        after: {
          fullName: "Mohan M. Member",
          phoneNumber: "+91 98450 11111",
          tableNo: 4,
          panCard: "FGHIJ5678K",
          roles: ["TEX-S", "User"],
        },
      }),
    );
    // The roles work at once, in the member's existing session.
    const roles = await send(logedInRolesGet, getRequest("/api/auth/logedinroles", as.member2));
    expect(roles.body).toEqual(expect.objectContaining({ role: ["TEX-S", "User"], tableno: 4 }));
  });

  it("refuses bad input, an unknown table or member, and other roles, changing and logging nothing", async () => {
    const { prisma } = db();
    const id = await idOf("member");
    const before = await memberRow(prisma, "member");
    const logged = await adminChanges(prisma);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ memberId: id, panCard: "ABC" }, 400, "panCard"],
      [{ memberId: id, phoneNumber: "22345" }, 400, "phoneNumber"],
      [{ memberId: id, officeEmail: "nope" }, 400, "officeEmail"],
      [{ memberId: id, email: "one@example.org", officeEmail: "two@example.org" }, 400, "officeEmail"],
      [{ memberId: id, tableNo: 99 }, 400, "tableNo"],
      [{ memberId: id, tableNo: 1, circleNo: 1 }, 400, "circleNo"],
      [{ memberId: id, roles: [] }, 400, "roles"],
      [{ memberId: id, roles: ["Emperor"] }, 400, "roles.0"],
      [{ memberId: "x" }, 400, "memberId"],
      // Not read through Number(): [id] is not the id, nor true the member with id 1.
      [{ memberId: [id], fullName: "Through an array" }, 400, "memberId"],
      [{ memberId: true, fullName: "Through true" }, 400, "memberId"],
      [{ memberId: id, tableNo: [1] }, 400, "tableNo"],
      [{ memberId: id, tableNo: true }, 400, "tableNo"],
      [{ memberId: 999999, fullName: "Ghost" }, 404, ""],
      [{ memberId: 99_999_999_999, fullName: "Ghost" }, 400, "memberId"],
    ];
    for (const [body, status, field] of cases) {
      const reply = await updateByAdmin(body);
      expect({ body, status: reply.status }).toEqual({ body, status });
      if (field) expect(fieldsOf(reply)).toContain(field);
    }
    expect((await updateByAdmin({ memberId: id, fullName: "By TEX" }, as.tex)).status).toBe(403);
    expect(await memberRow(prisma, "member")).toEqual(before);
    expect(await adminChanges(prisma)).toEqual(logged);
  });

  it("tells the address the Admin replaces or removes, and nobody when only its letter case or another field changed", async () => {
    const { id } = await seedUser("addr.moved", "Asha Moved");
    expect((await updateByAdmin({ memberId: id, officeEmail: "Addr.Moved@example.org", fullName: "Asha M." })).status).toBe(200);
    expect(await mailsTo("addr.moved@example.org")).toEqual([]);
    expect(await mailsTo("Addr.Moved@example.org")).toEqual([]);

    expect((await updateByAdmin({ memberId: id, officeEmail: "asha.new@example.org" })).status).toBe(200);
    const [told, ...more] = await mailsTo("Addr.Moved@example.org");
    expect(more).toEqual([]);
    expect(told).toContain("The secretariat changed the e-mail address of your account addr.moved");
    expect(told).toContain("from Addr.Moved@example.org to asha.new@example.org");
    expect(told).toContain("If you did not, write to the secretariat at once.");
    expect(await mailsTo("asha.new@example.org")).toEqual([]);

    expect((await updateByAdmin({ memberId: id, officeEmail: "" })).status).toBe(200);
    const [removed] = await mailsTo("asha.new@example.org");
    expect(removed).toContain("The secretariat removed the e-mail address asha.new@example.org from your account addr.moved");
  });

  it("locks (ending the member's sessions) and unlocks; an Admin cannot lock themselves or drop their own Admin role", async () => {
    const session = await logInAs("texs");
    const id = await idOf("texs");
    const locked = await updateByAdmin({ memberId: id, isLocked: true });
    expect((locked.body as { user: { isLocked: boolean } }).user.isLocked).toBe(true);
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", session))).status).toBe(401);
    expect((await logIn("texs")).body).toBe(0);
    await updateByAdmin({ memberId: id, isLocked: false });
    expect((await logIn("texs")).body).toBe(1);
    expect((await adminChanges(db().prisma, id)).map((change) => change.action)).toEqual(["member.lock", "member.unlock"]);

    const adminId = await idOf("admin");
    expect(fieldsOf(await updateByAdmin({ memberId: adminId, isLocked: true }))).toEqual(["isLocked"]);
    expect(fieldsOf(await updateByAdmin({ memberId: adminId, roles: ["User"] }))).toEqual(["roles"]);
    expect((await send(logedInRolesGet, getRequest("/api/auth/logedinroles", as.admin))).status).toBe(200);
  });

  it("refuses roles that would shut a category admin out of the helpdesk (409 on roles), changing and logging nothing", async () => {
    const { prisma } = db();
    const { id } = await seedUser("desk.admin", "Dia Desk");
    const categories = await prisma.serviceCategory.findMany({
      where: { categoryShortName: { in: ["IT Support", "Membership"] } },
    });
    await prisma.categoryAdmin.createMany({
      data: categories.map((category) => ({ memberId: id, serviceCategoryId: category.id })),
    });
    const before = await memberRow(prisma, "desk.admin");
    const logged = await adminChanges(prisma);

    const refused = await updateByAdmin({ memberId: id, fullName: "Dia D. Desk", roles: ["NEX", "ATEX"] });
    const message =
      "Ms. Dia Desk is a helpdesk admin of IT Support, Membership: keep User, Admin, TEX or CEX, or remove them as admin there first.";
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: { message: `roles: ${message}`, code: "CONFLICT", fields: [{ field: "roles", message }] },
    });
    expect(await memberRow(prisma, "desk.admin")).toEqual(before);
    expect(await adminChanges(prisma)).toEqual(logged);

    // A category admin may change roles while keeping one that opens the helpdesk.
    const kept = await updateByAdmin({ memberId: id, roles: ["NEX", "CEX"] });
    expect((kept.body as { user: { roles: string[] } }).user.roles).toEqual(expect.arrayContaining(["NEX", "CEX"]));

    // An admin made before the check, who cannot open the helpdesk already, keeps the rest editable.
    const legacy = await seedUser("old.desk", "Olu Desk");
    await prisma.categoryAdmin.create({ data: { memberId: legacy.id, serviceCategoryId: categories[0]!.id } });
    await prisma.memberRole.updateMany({ where: { memberId: legacy.id }, data: { role: "NPC" } });
    const edited = await updateByAdmin({ memberId: legacy.id, fullName: "Olu O. Desk", roles: ["NPC"] });
    expect(edited.status).toBe(200);
    expect((edited.body as { user: { fullName: string } }).user.fullName).toBe("Olu O. Desk");

    // A member who administers no category may lose the helpdesk.
    await prisma.categoryAdmin.deleteMany({ where: { memberId: id } });
    const dropped = await updateByAdmin({ memberId: id, roles: ["NPC"] });
    expect((dropped.body as { user: { roles: string[] } }).user.roles).toEqual(["NPC"]);
  });
});

describe("updatememberbyadmin moving a member who holds postings", () => {
  it("refuses (409) to move them out of a unit while they hold its postings of this year or the next, naming them", async () => {
    const { prisma } = db();
    const year = federationYearOf(new Date());
    const [now, next] = [federationYearLabel(year), federationYearLabel(year + 1)];
    const { id } = await seedMember(prisma, {
      userName: "mover",
      password: "Welcome2026",
      fullName: "Mira Mover",
      roles: ["TEX-C", "TEX", "AC"],
      tableNo: 3,
    });
    // Table 3 is in area 2, like table 4; circle 3 is in area 3.
    const postings = [
      await seedPosting(prisma, { memberId: id, unitKind: "TABLE", unitNo: 3, role: "TEX-C", year }),
      await seedPosting(prisma, { memberId: id, unitKind: "TABLE", unitNo: 3, role: "TEX", year: year + 1 }),
      await seedPosting(prisma, { memberId: id, unitKind: "AREA", unitNo: 2, role: "AC", year: year + 1 }),
    ];
    // Last year's office is history: it does not hold the member back.
    await seedPosting(prisma, { memberId: id, unitKind: "TABLE", unitNo: 3, role: "TEX-C", year: year - 1 });
    const before = await memberRow(prisma, "mover");
    const logged = await adminChanges(prisma);

    const toTable = await updateByAdmin({ memberId: id, tableNo: 4, fullName: "Mira M. Mover" });
    const tableMessage = `Remove their postings in Table 3 (TEX-C ${now}, TEX ${next}) before moving them`;
    expect({ status: toTable.status, body: toTable.body }).toEqual({
      status: 409,
      body: { message: `tableNo: ${tableMessage}`, code: "CONFLICT", fields: [{ field: "tableNo", message: tableMessage }] },
    });
    // A circle of another area leaves the area too.
    const toCircle = await updateByAdmin({ memberId: id, circleNo: 3 });
    expect(toCircle.status).toBe(409);
    expect((toCircle.body as { fields: unknown }).fields).toEqual([
      {
        field: "circleNo",
        message: `Remove their postings in Table 3 (TEX-C ${now}, TEX ${next}) and Area 2 (AC ${next}) before moving them`,
      },
    ]);
    expect(await memberRow(prisma, "mover")).toEqual(before);
    expect(await adminChanges(prisma)).toEqual(logged);

    // Once the table's postings are gone, the move to table 4 (still area 2) keeps the area's.
    await prisma.posting.deleteMany({ where: { id: { in: [postings[0]!.id, postings[1]!.id] } } });
    const moved = await updateByAdmin({ memberId: id, tableNo: 4 });
    expect(moved.status).toBe(200);
    expect((moved.body as { user: { tableNo: number; areaNo: number } }).user).toMatchObject({ tableNo: 4, areaNo: 2 });
    expect(await prisma.posting.count({ where: { memberId: id } })).toBe(2);
    // An edit that does not move them is not held back, even by a posting left from an older move.
    await seedPosting(prisma, { memberId: id, unitKind: "TABLE", unitNo: 3, role: "TEX", year });
    expect((await updateByAdmin({ memberId: id, fullName: "Mira M. Mover", tableNo: 4 })).status).toBe(200);
  });
});

// On PGlite transactions run one at a time: the two writes below cannot overlap there.

describeOnPostgres("updatememberbyadmin and addnewserviceadmin at once", () => {
  it("neither slips between the other's check and write: the later one waits, then refuses", async () => {
    const { prisma } = db();
    const { id } = await seedUser("race.admin", "Ravi Race");
    const category = await prisma.serviceCategory.findFirstOrThrow({ where: { categoryShortName: "Finance" } });
    const transaction = { timeout: 20_000 };

    // An addnewserviceadmin under way (the member's row locked as it locks it, its admin row not yet committed).
    let edit: ReturnType<typeof updateByAdmin> | undefined;
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${id} FOR SHARE`;
      await tx.categoryAdmin.create({ data: { memberId: id, serviceCategoryId: category.id } });
      edit = updateByAdmin({ memberId: id, roles: ["NPC"] });
      await untilSettledOrWaiting(prisma, edit);
    }, transaction);
    expect(fieldsOf(await edit!)).toEqual(["roles"]);

    // An updatememberbyadmin under way (the row locked as it locks it, the new roles not yet committed).
    await prisma.categoryAdmin.deleteMany({ where: { memberId: id } });
    let add: Promise<{ status: number }> | undefined;
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${id} FOR NO KEY UPDATE`;
      await tx.memberRole.deleteMany({ where: { memberId: id } });
      await tx.memberRole.create({ data: { memberId: id, role: "NPC" } });
      add = send(
        addAdminPost,
        formRequest("/api/servicerequest/addnewserviceadmin", { srmemId: String(id), srCatId: String(category.id) }, as.admin),
      );
      await untilSettledOrWaiting(prisma, add);
    }, transaction);
    expect((await add!).status).toBe(400);
    expect(await prisma.categoryAdmin.count({ where: { memberId: id } })).toBe(0);
  });
});

describeOnPostgres("updatememberbyadmin's move and savepostings at once", () => {
  it("neither slips between the other's check and write: the later one waits, then refuses", async () => {
    const { prisma } = db();
    const year = federationYearOf(new Date());
    const { id } = await seedUser("race.mover", "Rita Race");
    await prisma.member.update({ where: { id }, data: { tableNo: 5 } });
    const transaction = { timeout: 20_000 };

    // A savepostings under way (the member's row locked as it locks it, the posting not yet committed).
    let move: ReturnType<typeof updateByAdmin> | undefined;
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${id} FOR SHARE`;
      await tx.posting.create({ data: { memberId: id, unitKind: "TABLE", unitNo: 5, role: "TEX", year } });
      move = updateByAdmin({ memberId: id, tableNo: 6 });
      await untilSettledOrWaiting(prisma, move);
    }, transaction);
    expect(fieldsOf(await move!)).toEqual(["tableNo"]);
    expect((await memberRow(prisma, "race.mover")).tableNo).toBe(5);

    // A move under way (the row locked as it locks it, the new table not yet committed).
    await prisma.posting.deleteMany({ where: { memberId: id } });
    let post: Promise<{ status: number }> | undefined;
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${id} FOR NO KEY UPDATE`;
      await tx.member.update({ where: { id }, data: { tableNo: 6 } });
      post = send(
        savePostingsPost,
        jsonRequest("/api/table/savepostings", { tableNo: 5, year, add: [{ memberId: id, role: "TEX" }] }, as.admin),
      );
      await untilSettledOrWaiting(prisma, post);
    }, transaction);
    expect((await post!).status).toBe(400);
    expect(await prisma.posting.count({ where: { memberId: id } })).toBe(0);
  });
});

describeOnPostgres("two updatememberbyadmin role saves at once", () => {
  it("take turns: both answer 200, the roles are one save's, and each log row starts where the other ended", async () => {
    const { prisma } = db();
    const { id } = await seedUser("race.roles", "Rohan Roles");
    const wanted = [
      ["NPC", "User"],
      ["TEX", "User"],
    ];

    // Both saves set off while the member's role rows are held, so that both are under way together.
    let saves: Promise<{ status: number; body: unknown }[]> | undefined;
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "role" FROM "MemberRole" WHERE "memberId" = ${id} FOR UPDATE`;
        saves = Promise.all(wanted.map((roles) => updateByAdmin({ memberId: id, roles })));
        await untilSettledOrWaiting(prisma, saves, 2);
      },
      { timeout: 20_000 },
    );
    expect((await saves!).map((reply) => reply.status)).toEqual([200, 200]);

    const roles = (await memberRow(prisma, "race.roles")).roles.map((row) => row.role).sort();
    const logged = await adminChanges(prisma, id);
    expect(logged.map((change) => change.action)).toEqual(["member.update", "member.update"]);
    type TRolesChange = { before: { roles: string[] }; after: { roles: string[] } };
    const [first, second] = logged.map((change) => change as unknown as TRolesChange);
    expect(first!.before.roles).toEqual(["User"]);
    expect(second!.before.roles).toEqual(first!.after.roles);
    expect([first!.after.roles, second!.after.roles].sort()).toEqual(wanted);
    expect(roles).toEqual(second!.after.roles);
  });
});

describe("POST /api/auth/resetpasswordbyadmin", () => {
  it("mails the member a link to set a new password, and logs it", async () => {
    const id = await idOf("tex");
    const reply = await send(resetPasswordPost, jsonRequest("/api/auth/resetpasswordbyadmin", { memberId: id }, as.admin));
    expect(reply.status).toBe(200);
    const mails = await mailsTo("tex@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Set a new password");
    expect(mails[0]).toMatch(/\/changepassword\?token=/);
    expect(await adminChanges(db().prisma, id)).toEqual([
      expect.objectContaining({ action: "member.password-reset-mail", after: { mailedTo: "tex@example.org" } }),
    ]);
    // The old password still works until the link is used.
    expect((await logIn("tex")).body).toBe(1);
  });

  it("refuses a sixth link within the hour, saying why, rather than reporting one the job would not send", async () => {
    const { id } = await seedUser("reset.limit", "Rekha Limit");
    const reset = () => send(resetPasswordPost, jsonRequest("/api/auth/resetpasswordbyadmin", { memberId: id }, as.admin));
    for (let call = 1; call <= 3; call += 1) {
      expect((await reset()).status).toBe(200);
      await runQueuedJobs();
    }
    // Queued and not yet run (a double click) count too.
    for (let call = 4; call <= 5; call += 1)
      expect((await reset()).body).toEqual({
        status: 1,
        message: "A link to set a new password has been sent to reset.limit@example.org.",
      });
    const refused = await reset();
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: "CONFLICT",
      message: expect.stringMatching(
        /^No new link: 5 were sent to reset\.limit@example\.org in the last hour, the most a member gets; the latest still works\. Another can be sent in (59|60) minute\(s\)\.$/,
      ),
    });
    await runQueuedJobs();
    expect(await db().prisma.mailOutbox.count({ where: { to: "reset.limit@example.org" } })).toBe(5);
    expect(await adminChanges(db().prisma, id)).toHaveLength(5);
  });

  it("counts a forgot-password request queued under the user name in another case", async () => {
    const { id } = await seedUser("reset.cased", "Ravi Cased");
    const reset = () => send(resetPasswordPost, jsonRequest("/api/auth/resetpasswordbyadmin", { memberId: id }, as.admin));
    for (let call = 1; call <= 4; call += 1) expect((await reset()).status).toBe(200);
    await enqueueJob(
      PASSWORD_RESET_JOB,
      { username: "RESET.Cased", email: null, origin: "http://localhost" },
      { maxAttempts: 3 },
    );
    expect((await reset()).status).toBe(409);
    await runQueuedJobs();
    expect(await db().prisma.mailOutbox.count({ where: { to: "reset.cased@example.org" } })).toBe(5);
  });

  it("a link it sent stops working when the Admin changes the member's e-mail address (not its letter case)", async () => {
    const { prisma } = db();
    const { id } = await seedUser("mail.moved", "Mala Moved");
    expect(
      (await send(resetPasswordPost, jsonRequest("/api/auth/resetpasswordbyadmin", { memberId: id }, as.admin))).status,
    ).toBe(200);
    await runQueuedJobs();
    const mail = await prisma.mailOutbox.findFirstOrThrow({ where: { to: "mail.moved@example.org" } });
    const token = /\/changepassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const unused = () => prisma.passwordResetToken.count({ where: { memberId: id, usedAt: null } });
    expect((await updateByAdmin({ memberId: id, officeEmail: "Mail.Moved@example.org" })).status).toBe(200);
    expect(await unused()).toBe(1);
    expect((await updateByAdmin({ memberId: id, officeEmail: "mala.new@example.org" })).status).toBe(200);
    expect(await unused()).toBe(0);
    const reply = await send(changePasswordPost, jsonRequest("/api/auth/changepassword", { token, newPassword: "NewSecret42" }));
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toEqual(["token"]);
    expect((await logIn("mail.moved", "Welcome2026")).body).toBe(1);
  });

  it("refuses a member without an address, an unknown member and other roles", async () => {
    const id = await idOf("ac");
    await db().prisma.member.update({ where: { id }, data: { officeEmail: null } });
    const reply = await send(resetPasswordPost, jsonRequest("/api/auth/resetpasswordbyadmin", { memberId: id }, as.admin));
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toEqual(["memberId"]);
    expect(
      (await send(resetPasswordPost, jsonRequest("/api/auth/resetpasswordbyadmin", { memberId: 999999 }, as.admin))).status,
    ).toBe(404);
    expect((await send(resetPasswordPost, jsonRequest("/api/auth/resetpasswordbyadmin", { memberId: id }, as.tex))).status).toBe(
      403,
    );
    expect(await adminChanges(db().prisma, id)).toEqual([]);
  });
});

describe("age-proof verification", () => {
  const uploadAgeProof = async (auth: TAuth) => {
    const reply = await send(
      updateMemberPost,
      multipart(
        "/api/auth/updatemember",
        { json: "{}" },
        [{ field: "ageproofdoc", bytes: pdf(), type: "application/pdf", name: "dob.pdf" }],
        auth,
      ),
    );
    expect(reply.status).toBe(200);
    return (reply.body as { user: { ageProofFileName: string } }).user.ageProofFileName;
  };
  const list = (auth: TAuth = as.admin!) =>
    send(ageProofListGet, getRequest("/api/auth/memberlistforageproofverification", auth));
  const listed = async () => ((await list()).body as { members: { userName: string; ageProofFileName: string }[] }).members;

  let texProof: string;
  let memberProof: string;

  beforeAll(async () => {
    texProof = await uploadAgeProof(as.tex!);
    memberProof = await uploadAgeProof(await logInAs("member"));
  });

  it("lists the proofs waiting, with counts on the manage page", async () => {
    expect((await listed()).map((m) => [m.userName, m.ageProofFileName]).sort()).toEqual(
      [
        ["member", memberProof],
        ["tex", texProof],
      ].sort(),
    );
    expect((await getAdminQueueCounts()).ageProofs).toBe(2);
    expect((await list(as.tex)).status).toBe(403);
  });

  it("lists the oldest upload first, even after its owner has edited something else", async () => {
    // tex uploaded first (beforeAll); then tex changes a phone number, which moves the row's updatedAt.
    expect((await listed()).map((m) => m.userName)).toEqual(["tex", "member"]);
    expect(
      (
        await send(
          updateMemberPost,
          multipart("/api/auth/updatemember", { json: JSON.stringify({ phoneNumber: "9000000099" }) }, [], as.tex),
        )
      ).status,
    ).toBe(200);
    expect((await listed()).map((m) => m.userName)).toEqual(["tex", "member"]);
  });

  it("accept marks the member verified and logs it; a second accept is refused", async () => {
    const id = await idOf("tex");
    const reply = await send(
      markVerifiedPost,
      formRequest("/api/auth/markmemberageproofverified", { json: JSON.stringify({ memberId: id }) }, as.admin),
    );
    expect(reply.status).toBe(200);
    expect((await memberRow(db().prisma, "tex")).ageProofVerified).toBe(true);
    expect((await listed()).map((m) => m.userName)).toEqual(["member"]);
    expect(
      (await send(markVerifiedPost, jsonRequest("/api/auth/markmemberageproofverified", { memberId: id }, as.admin))).status,
    ).toBe(409);
    expect((await adminChanges(db().prisma, id)).map((c) => c.action)).toContain("ageproof.accept");
    // A new upload waits for its own verification.
    await uploadAgeProof(as.tex!);
    expect((await memberRow(db().prisma, "tex")).ageProofVerified).toBe(false);
  });

  it("reject deletes the document from the row and from storage, and mails the member why", async () => {
    const { prisma } = db();
    const id = await idOf("member");
    expect(await storedNames(root, "ageproofs")).toContain(memberProof);
    const noReason = await send(deleteAgeProofPost, jsonRequest("/api/auth/deleteageproof", { memberId: id }, as.admin));
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason)).toEqual(["reason"]);
    expect(
      (await send(deleteAgeProofPost, jsonRequest("/api/auth/deleteageproof", { memberId: id, reason: "Unreadable" }, as.tex)))
        .status,
    ).toBe(403);
    expect(await storedNames(root, "ageproofs")).toContain(memberProof);

    const reply = await send(
      deleteAgeProofPost,
      jsonRequest("/api/auth/deleteageproof", { memberId: id, reason: "The date of birth is unreadable" }, as.admin),
    );
    expect(reply.status).toBe(200);
    expect(await memberRow(prisma, "member")).toEqual(
      expect.objectContaining({ ageProofFileName: null, ageProofVerified: false }),
    );
    expect(await storedNames(root, "ageproofs")).not.toContain(memberProof);
    const mails = await mailsTo("member@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Your age proof was not accepted");
    expect(mails[0]).toContain("Reason: The date of birth is unreadable");
    expect(await adminChanges(prisma, id)).toEqual([
      expect.objectContaining({
        action: "ageproof.reject",
        remark: "The date of birth is unreadable",
        before: { ageProofFileName: memberProof, ageProofVerified: false },
        after: { ageProofFileName: null, ageProofVerified: false },
      }),
    ]);
    expect(
      (await send(deleteAgeProofPost, jsonRequest("/api/auth/deleteageproof", { memberId: id, reason: "again" }, as.admin)))
        .status,
    ).toBe(409);
  });

  it("a decision names the document shown: one replaced since is refused (409) and left as it is", async () => {
    const { prisma } = db();
    const auth = await logInAs("member");
    const id = await idOf("member");
    const shown = await uploadAgeProof(auth);
    const replacement = await uploadAgeProof(auth);
    expect(replacement).not.toBe(shown);

    const accept = await send(
      markVerifiedPost,
      jsonRequest("/api/auth/markmemberageproofverified", { memberId: id, ageProofFileName: shown }, as.admin),
    );
    expect(accept.status).toBe(409);
    expect(fieldsOf(accept)).toEqual(["ageProofFileName"]);
    const reject = await send(
      deleteAgeProofPost,
      jsonRequest("/api/auth/deleteageproof", { memberId: id, ageProofFileName: shown, reason: "Unreadable" }, as.admin),
    );
    expect(reject.status).toBe(409);
    expect(await memberRow(prisma, "member")).toEqual(
      expect.objectContaining({ ageProofFileName: replacement, ageProofVerified: false }),
    );
    expect(await storedNames(root, "ageproofs")).toContain(replacement);
    expect((await adminChanges(prisma, id)).map((c) => c.action)).toEqual(["ageproof.reject"]);

    const current = await send(
      markVerifiedPost,
      jsonRequest("/api/auth/markmemberageproofverified", { memberId: id, ageProofFileName: replacement }, as.admin),
    );
    expect(current.status).toBe(200);
    expect((await memberRow(prisma, "member")).ageProofVerified).toBe(true);
  });

  it("a stale rejection of a proof another Admin accepted is refused (409): the document stays, no mail, nothing logged", async () => {
    const { prisma } = db();
    const { id } = await seedUser("proof.race", "Pia Proof");
    const shown = await uploadAgeProof(await logInAs("proof.race", "Welcome2026"));
    const decision = { memberId: id, ageProofFileName: shown };

    // Both Admins listed it; the first accepts, the second rejects from the list still on screen.
    const accept = await send(markVerifiedPost, jsonRequest("/api/auth/markmemberageproofverified", decision, as.admin));
    expect(accept.status).toBe(200);
    const reject = await send(
      deleteAgeProofPost,
      jsonRequest("/api/auth/deleteageproof", { ...decision, reason: "Unreadable" }, as.admin),
    );
    expect({ status: reject.status, body: reject.body }).toEqual({
      status: 409,
      body: expect.objectContaining({ code: "CONFLICT", fields: [{ field: "memberId", message: "has no age proof waiting" }] }),
    });
    expect(await memberRow(prisma, "proof.race")).toEqual(
      expect.objectContaining({ ageProofFileName: shown, ageProofVerified: true }),
    );
    expect(await storedNames(root, "ageproofs")).toContain(shown);
    expect(await mailsTo("proof.race@example.org")).toEqual([]);
    expect((await adminChanges(prisma, id)).map((c) => c.action)).toEqual(["ageproof.accept"]);
  });

  it("a closed account's proof waits for nobody: neither accepted nor rejected (409)", async () => {
    const { prisma } = db();
    const { id } = await seedUser("proof.closed", "Cora Closed");
    const shown = await uploadAgeProof(await logInAs("proof.closed", "Welcome2026"));
    await prisma.member.update({ where: { id }, data: { isActive: false } });
    const before = await memberRow(prisma, "proof.closed");

    for (const [post, route, extra] of [
      [markVerifiedPost, "/api/auth/markmemberageproofverified", {}],
      [deleteAgeProofPost, "/api/auth/deleteageproof", { reason: "Unreadable" }],
    ] as const) {
      const reply = await send(post, jsonRequest(route, { memberId: id, ageProofFileName: shown, ...extra }, as.admin));
      expect({ route, status: reply.status }).toEqual({ route, status: 409 });
    }
    expect(await memberRow(prisma, "proof.closed")).toEqual(before);
    expect(await storedNames(root, "ageproofs")).toContain(shown);
    expect(await mailsTo("proof.closed@example.org")).toEqual([]);
    expect(await adminChanges(prisma, id)).toEqual([]);
  });
});

describe("the admin log", () => {
  it("never holds a password hash or a password", async () => {
    const text = JSON.stringify(await adminChanges(db().prisma));
    expect(text.length).toBeGreaterThan(100);
    expect(text).not.toMatch(/argon2|passwordHash|Welcome2026|Secret2026/);
  });
});

/** The sign-up list's calls: `expect: "pending"` decides only a sign-up still waiting. */
const decide = (userName: string, isapproved: "1" | "0", extra: Record<string, unknown> = { expect: "pending" }) =>
  send(
    disableLockPost,
    jsonRequest("/api/auth/disablelock", { username: userName, isapproved, remark: "Not known to table 2", ...extra }, as.admin),
  );

describe("sign-ups decided twice", () => {
  it("a refusal from a stale list after another Admin approved is refused (409): still approved, one mail, one log row", async () => {
    await signUp("new.stale", "stale@example.org");
    expect((await decide("new.stale", "1")).status).toBe(200);
    const refused = await decide("new.stale", "0");
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: {
        code: "CONFLICT",
        message: "This sign-up was already decided: new.stale has been approved.",
        fields: [{ field: "username", message: "is no longer waiting for approval" }],
      },
    });
    expect(await memberRow(db().prisma, "new.stale")).toEqual(expect.objectContaining({ isApproved: true, isActive: true }));
    expect((await logIn("new.stale", "Welcome2026")).body).toBe(1);
    const mails = await mailsTo("stale@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Your portal account has been approved");
    expect((await adminChanges(db().prisma, await idOf("new.stale"))).map((c) => c.action)).toEqual(["signup.approve"]);

    // Nor is a refused sign-up approved from a stale list.
    await signUp("new.gone", "gone@example.org");
    expect((await decide("new.gone", "0")).status).toBe(200);
    const approved = await decide("new.gone", "1");
    expect(approved.status).toBe(409);
    expect((approved.body as { message: string }).message).toBe(
      "This sign-up was already decided: new.gone was refused (the account is closed).",
    );
    expect(await memberRow(db().prisma, "new.gone")).toEqual(expect.objectContaining({ isApproved: false, isActive: false }));
    expect(await mailsTo("gone@example.org")).toHaveLength(1);
  });

  it("the legacy call (no expect) keeps deciding, but a repeat that changes nothing writes no log row and sends no mail", async () => {
    await signUp("new.twice", "twice@example.org");
    for (let call = 0; call < 2; call += 1) expect((await decide("new.twice", "0", {})).status).toBe(200);
    expect(await mailsTo("twice@example.org")).toHaveLength(1);
    const id = await idOf("new.twice");
    expect((await adminChanges(db().prisma, id)).map((c) => c.action)).toEqual(["signup.refuse"]);

    for (let call = 0; call < 2; call += 1) expect((await decide("new.twice", "1", {})).status).toBe(200);
    expect(await mailsTo("twice@example.org")).toHaveLength(2);
    expect((await adminChanges(db().prisma, id)).map((c) => c.action)).toEqual(["signup.refuse", "signup.approve"]);
    // Un-approving an approved member stays the legacy call's to make.
    expect((await decide("new.twice", "0", {})).status).toBe(200);
    expect(await memberRow(db().prisma, "new.twice")).toEqual(expect.objectContaining({ isApproved: false, isActive: true }));
    expect((await adminChanges(db().prisma, id)).map((c) => c.action)).toEqual([
      "signup.refuse",
      "signup.approve",
      "member.unapprove",
    ]);
  });
});

// On PGlite transactions run one at a time: the two decisions below cannot overlap there.
describeOnPostgres("sign-ups approved and refused at once", () => {
  it("one decision wins (200), the other is refused (409): one mail, one log row", async () => {
    await signUp("new.both", "both@example.org");
    const replies = await Promise.all([decide("new.both", "1"), decide("new.both", "0")]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const approvedFirst = replies[0]!.status === 200;
    expect(await memberRow(db().prisma, "new.both")).toEqual(
      expect.objectContaining(approvedFirst ? { isApproved: true, isActive: true } : { isApproved: false, isActive: false }),
    );
    expect(await mailsTo("both@example.org")).toHaveLength(1);
    expect((await adminChanges(db().prisma, await idOf("new.both"))).map((c) => c.action)).toEqual([
      approvedFirst ? "signup.approve" : "signup.refuse",
    ]);
  });
});
