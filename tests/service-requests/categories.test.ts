// Categories and their admins: getservicecategory, getservicecategoryforadmin (admins and
// metrics), createNewCategoryName, deleteservicecategoryname, addnewserviceadmin, deleteserviceadmin.
import type { Prisma } from "@/lib/db/generated/client";
import { seedMember, seedServiceCategory, seedServiceRequest } from "@/lib/db/seed/seed-functions";
import { api, newRequest, requestOf } from "./api";
import { describeOnPostgres, untilSettledOrWaiting } from "../helpers/test-db";
import { expectError, filePart, footprint, jsonRequest, png, send, setupTestWorld } from "./helpers";
import { POST as deleteCategoryPost } from "@/app/api/servicerequest/deleteservicecategoryname/route";

const { db, world } = setupTestWorld();

type TTx = Prisma.TransactionClient;

type TCategoryAdminRow = {
  serviceCategoryId: number;
  categoryShortName: string;
  admins: {
    memberId: number;
    title: string | null;
    fullName: string;
    tableNo: number | null;
    officeEmail: string | null;
    mobile: string | null;
    canOpenHelpdesk: boolean;
  }[];
  openCount: number;
  medianFirstResponseMinutes: number | null;
  medianResolveMinutes: number | null;
};
const forAdmin = async () =>
  ((await api.categoriesForAdmin(world.members.admin.auth)).body as { serviceCategoryAdmin: TCategoryAdminRow[] })
    .serviceCategoryAdmin;

describe("reading categories", () => {
  it("getservicecategory: {srCat} for any member, sorted by name", async () => {
    const reply = await api.categories(world.members.other.auth);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      srCat: [
        { serviceCategoryId: world.categories.empty, categoryShortName: "Empty Category" },
        { serviceCategoryId: world.categories.facilities, categoryShortName: "Facilities" },
        { serviceCategoryId: world.categories.finance, categoryShortName: "Finance Desk" },
      ],
    });
    expectError(await api.categories(undefined), 401);
  });

  it("getservicecategoryforadmin: Admin and NEX only; admins with e-mail and mobile; metrics null without data", async () => {
    const { catAdmin, catAdmin2, nex } = world.members;
    await db().prisma.member.update({ where: { id: catAdmin.id }, data: { phoneNumber: "+91 90000 00001", tableNo: null } });
    const rows = await forAdmin();
    expect(rows.find((row) => row.serviceCategoryId === world.categories.facilities)).toEqual({
      serviceCategoryId: world.categories.facilities,
      categoryShortName: "Facilities",
      admins: [
        {
          memberId: catAdmin.id,
          title: "Mx.",
          fullName: "Test catAdmin",
          tableNo: null,
          officeEmail: catAdmin.email,
          mobile: "+91 90000 00001",
          canOpenHelpdesk: true,
        },
        {
          memberId: catAdmin2.id,
          title: "Mx.",
          fullName: "Test catAdmin2",
          tableNo: null,
          officeEmail: catAdmin2.email,
          mobile: null,
          canOpenHelpdesk: true,
        },
      ],
      openCount: 0,
      medianFirstResponseMinutes: null,
      medianResolveMinutes: null,
    });
    expect((await api.categoriesForAdmin(nex.auth)).status).toBe(200);
    for (const member of [world.members.requester, world.members.catAdmin2, world.members.other])
      expectError(await api.categoriesForAdmin(member.auth), 403);
  });

  it("metrics: open count, median minutes to first response (not the requester's) and to Resolved/Closed", async () => {
    const { prisma } = db();
    const { requester, catAdmin } = world.members;
    const category = await seedServiceCategory(prisma, "Metrics Desk", [catAdmin.id]);
    const start = new Date(Date.UTC(2026, 0, 5, 9, 0, 0));
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const seed = (title: string, thread: Parameters<typeof seedServiceRequest>[1]["thread"]) =>
      seedServiceRequest(prisma, {
        requesterId: requester.id,
        categoryId: category.id,
        title,
        remark: "r",
        createdAt: start,
        thread,
      });
    await seed("resolved", [
      { authorId: catAdmin.id, at: at(10), remark: "looking" },
      { authorId: catAdmin.id, at: at(60), remark: "fixed", status: 2 },
    ]);
    await seed("closed", [
      { authorId: requester.id, at: at(1), remark: "more detail" },
      { authorId: catAdmin.id, at: at(20), remark: "looking" },
      { authorId: catAdmin.id, at: at(120), remark: "closing", status: 0 },
    ]);
    await seed("open answered", [{ authorId: catAdmin.id, at: at(40), remark: "looking" }]);
    await seed("open unanswered", [{ authorId: requester.id, at: at(3), remark: "anyone?" }]);
    const original = await seed("original", []);
    await seed("duplicate", [{ authorId: catAdmin.id, at: at(5), remark: "dup", status: 10, duplicateOfId: original.id }]);

    const row = (await forAdmin()).find((entry) => entry.serviceCategoryId === category.id)!;
    // First responses 10, 20, 40, 5 -> 15; resolved 60, 120 -> 90; open: two answered/unanswered + the original.
    expect(row).toEqual(expect.objectContaining({ openCount: 3, medianFirstResponseMinutes: 15, medianResolveMinutes: 90 }));
  });
});

describe("managing categories (Admin, NEX)", () => {
  it("createNewCategoryName: tidies spaces; refuses a name matching ignoring case and spaces (409), blank (400), other roles (403)", async () => {
    const { admin, nex, catAdmin2, requester } = world.members;
    const created = await api.createCategory(nex.auth, { categoryShortName: "  Garden   Care " });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      newCategoryName: { serviceCategoryId: expect.any(Number), categoryShortName: "Garden Care", admins: [] },
    });
    for (const name of ["garden care", "GARDEN CARE", " Garden  care", "Facilities"]) {
      const reply = await api.createCategory(admin.auth, { categoryShortName: name });
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual(expect.objectContaining({ message: "Category Name Already Exists" }));
    }
    expectError(await api.createCategory(admin.auth, { categoryShortName: "   " }), 400, "categoryShortName");
    expectError(await api.createCategory(admin.auth, {}), 400, "categoryShortName");
    expectError(await api.createCategory(admin.auth, { categoryShortName: "x".repeat(61) }), 400, "categoryShortName");
    for (const member of [catAdmin2, requester])
      expectError(await api.createCategory(member.auth, { categoryShortName: "Mine" }), 403);
    expect(await db().prisma.serviceCategory.count({ where: { nameKey: "garden care" } })).toBe(1);
  });

  it("addnewserviceadmin: approved members only, idempotent; the new admin then sees and manages the category's requests", async () => {
    const { admin, other, requester } = world.members;
    const request = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Needs a new admin")));
    expect((await api.one(other.auth, request.serviceRequestId)).status).toBe(404);

    const fields = { srmemId: String(other.id), srCatId: String(world.categories.facilities) };
    const added = await api.addAdmin(admin.auth, fields);
    expect(added.status).toBe(200);
    const admins = (added.body as { serviceAdmins: { memberId: number; fullName: string }[] }).serviceAdmins;
    expect(admins.map((entry) => entry.fullName)).toEqual(["Test catAdmin", "Test catAdmin2", "Test other"]);
    expect(await api.addAdmin(admin.auth, fields)).toEqual(expect.objectContaining({ status: 200, body: added.body }));
    expect(await db().prisma.categoryAdmin.count({ where: { memberId: other.id } })).toBe(1);

    expect((await api.one(other.auth, request.serviceRequestId)).status).toBe(200);
    expect(
      (
        await api.setStatus(other.auth, {
          serviceRequestId: request.serviceRequestId,
          serviceRequestStatus: 2,
          statusRemark: "Done",
        })
      ).status,
    ).toBe(200);

    const unapproved = await seedMember(db().prisma, {
      userName: "sr-unapproved",
      password: "unused",
      passwordHash: "$argon2id$unusable-hash-of-a-waiting-member",
      fullName: "Waiting",
      roles: ["User"],
      isApproved: false,
    });
    expectError(await api.addAdmin(admin.auth, { srmemId: String(unapproved.id), srCatId: fields.srCatId }), 400, "srmemId");
    expectError(await api.addAdmin(admin.auth, { srmemId: "99999999", srCatId: fields.srCatId }), 400, "srmemId");
    expectError(await api.addAdmin(admin.auth, { srmemId: fields.srmemId, srCatId: "99999999" }), 404);
    expectError(await api.addAdmin(admin.auth, { srCatId: fields.srCatId }), 400, "srmemId");
    expectError(await api.addAdmin(requester.auth, fields), 403);
  });

  it("addnewserviceadmin: refuses a member who cannot open the helpdesk (400 on srmemId); one made so earlier stays, marked", async () => {
    const { admin, requester } = world.members;
    const srCatId = String(world.categories.finance);
    const adminsBefore = await db().prisma.categoryAdmin.count();
    for (const roles of [["NEX"], ["ATEX"], ["NPC"], ["TEX-C", "RTIF-Trustee"]] as const) {
      const member = await seedMember(db().prisma, {
        userName: `sr-no-desk-${roles.join("-").toLowerCase()}`,
        password: "unused",
        passwordHash: "$argon2id$unusable-hash-of-a-member-without-the-helpdesk",
        fullName: `No Desk ${roles.join(" ")}`,
        title: "Ms.",
        roles: [...roles],
      });
      const message = `Ms. No Desk ${roles.join(" ")} cannot open the helpdesk: give them the User role first.`;
      const body = expectError(await api.addAdmin(admin.auth, { srmemId: String(member.id), srCatId }), 400, "srmemId");
      expect(body).toEqual({ message, code: "BAD_REQUEST", fields: [{ field: "srmemId", message }] });
    }
    expect(await db().prisma.categoryAdmin.count()).toBe(adminsBefore);

    // A User-role member is accepted, and the reply keeps the legacy memberDetails shape.
    const added = await api.addAdmin(admin.auth, { srmemId: String(requester.id), srCatId });
    expect(added.status).toBe(200);
    const { serviceAdmins } = added.body as { serviceAdmins: Record<string, unknown>[] };
    expect(serviceAdmins.map((entry) => entry.fullName)).toEqual(["Test otherCatAdmin", "Test requester"]);
    for (const entry of serviceAdmins)
      expect(Object.keys(entry).sort()).toEqual(["fullName", "memberId", "mobile", "officeEmail", "tableNo", "title"]);

    // An admin whose roles no longer open the helpdesk (made before the check, or changed since)
    // stays an admin; the screen's list marks them.
    await db().prisma.memberRole.deleteMany({ where: { memberId: requester.id } });
    await db().prisma.memberRole.create({ data: { memberId: requester.id, role: "NPC" } });
    const finance = (await forAdmin()).find((row) => row.serviceCategoryId === world.categories.finance)!;
    expect(finance.admins.map(({ fullName, canOpenHelpdesk }) => ({ fullName, canOpenHelpdesk }))).toEqual([
      { fullName: "Test otherCatAdmin", canOpenHelpdesk: true },
      { fullName: "Test requester", canOpenHelpdesk: false },
    ]);
    // Adding them again is refused too: the reply says what to fix.
    expectError(await api.addAdmin(admin.auth, { srmemId: String(requester.id), srCatId }), 400, "srmemId");
    expect(await db().prisma.categoryAdmin.count({ where: { memberId: requester.id } })).toBe(1);

    // As they were, for the tests after this one.
    await db().prisma.categoryAdmin.deleteMany({ where: { memberId: requester.id } });
    await db().prisma.memberRole.deleteMany({ where: { memberId: requester.id } });
    await db().prisma.memberRole.create({ data: { memberId: requester.id, role: "User" } });
  });

  it("deleteserviceadmin: `json` {memberid} beside serviceCategoryId; idempotent; the member loses access", async () => {
    const { admin, nex, other, requester } = world.members;
    const request = requestOf(await api.create(requester.auth, newRequest(world.categories.facilities, "Admin leaves")));
    await api.addAdmin(admin.auth, { srmemId: String(other.id), srCatId: String(world.categories.facilities) });
    expect((await api.one(other.auth, request.serviceRequestId)).status).toBe(200);

    const fields = { json: JSON.stringify({ memberid: other.id }), serviceCategoryId: String(world.categories.facilities) };
    const removed = await api.removeAdmin(nex.auth, fields);
    expect(removed.status).toBe(200);
    expect((removed.body as { serviceAdmins: { fullName: string }[] }).serviceAdmins.map((entry) => entry.fullName)).toEqual([
      "Test catAdmin",
      "Test catAdmin2",
    ]);
    expect((await api.removeAdmin(nex.auth, fields)).body).toEqual(removed.body);
    expect((await api.one(other.auth, request.serviceRequestId)).status).toBe(404);
    expectError(await api.removeAdmin(nex.auth, { json: JSON.stringify({ memberid: other.id }) }), 400, "serviceCategoryId");
    expectError(await api.removeAdmin(nex.auth, { ...fields, serviceCategoryId: "99999999" }), 404);
    expectError(await api.removeAdmin(requester.auth, fields), 403);
  });

  it("deleteservicecategoryname: refused while it has admins or requests (409); removes an empty one", async () => {
    const { admin, nex, catAdmin, requester } = world.members;
    const withAdmins = await api.deleteCategory(admin.auth, { srCatId: String(world.categories.facilities) });
    expect(withAdmins.status).toBe(409);
    expect((withAdmins.body as { message: string }).message).toBe(
      "This category still has 2 admin(s): remove them before removing the category.",
    );

    const finance = world.categories.finance;
    await api.removeAdmin(admin.auth, {
      json: JSON.stringify({ memberid: world.members.otherCatAdmin.id }),
      serviceCategoryId: String(finance),
    });
    requestOf(await api.create(requester.auth, newRequest(finance, "Keeps the category")));
    const withRequests = await api.deleteCategory(admin.auth, { srCatId: String(finance) });
    expect(withRequests.status).toBe(409);
    expect((withRequests.body as { message: string }).message).toMatch(
      /^This category has \d+ service request\(s\) and cannot be removed\.$/,
    );

    expectError(await api.deleteCategory(catAdmin.auth, { srCatId: String(world.categories.empty) }), 403);
    expectError(await api.deleteCategory(admin.auth, {}), 400, "srCatId");
    const deleted = await send(
      deleteCategoryPost,
      jsonRequest("/api/servicerequest/deleteservicecategoryname", { srCatId: world.categories.empty }, nex.auth),
    );
    expect(deleted).toEqual(expect.objectContaining({ status: 200, body: { status: 1 } }));
    expectError(await api.deleteCategory(admin.auth, { srCatId: String(world.categories.empty) }), 404);
    expect(await db().prisma.serviceCategory.count({ where: { id: world.categories.empty } })).toBe(0);
  });
});

// On PGlite transactions run one at a time: the writes below cannot overlap there.
describeOnPostgres("deleteservicecategoryname racing an admin or a request being added", () => {
  const messageOf = (reply: { body: unknown }) => (reply.body as { message?: string }).message;
  const transaction = { timeout: 20_000 };

  it("an admin or a request being added: the delete waits for it, then is 409 (never a 500, never the admin cascaded away)", async () => {
    const { prisma } = db();
    const { nex, other, requester } = world.members;
    const deleteWhile = async (name: string, add: (tx: TTx, categoryId: number) => Promise<unknown>) => {
      const category = await seedServiceCategory(prisma, name);
      let deleted: ReturnType<typeof api.deleteCategory> | undefined;
      await prisma.$transaction(async (tx) => {
        await add(tx, category.id);
        deleted = api.deleteCategory(nex.auth, { srCatId: String(category.id) });
        await untilSettledOrWaiting(prisma, deleted);
      }, transaction);
      const left = await prisma.serviceCategory.findUnique({
        where: { id: category.id },
        select: { _count: { select: { admins: true, requests: true } } },
      });
      return { deleted: await deleted!, left };
    };

    // An addnewserviceadmin under way: its admin row inserted, not yet committed.
    const admins = await deleteWhile("Race Admin", (tx, categoryId) =>
      tx.categoryAdmin.create({ data: { memberId: other.id, serviceCategoryId: categoryId } }),
    );
    expect(admins.deleted.status).toBe(409);
    expect(messageOf(admins.deleted)).toBe("This category still has 1 admin(s): remove them before removing the category.");
    expect(admins.left?._count).toEqual({ admins: 1, requests: 0 });

    // A createservicerequest under way: its request row inserted, not yet committed.
    const requests = await deleteWhile("Race Request", (tx, categoryId) =>
      tx.serviceRequest.create({
        data: { ticketNumber: "SR-1999-000001", title: "Raised meanwhile", categoryId, year: 1999, requesterId: requester.id },
      }),
    );
    expect(requests.deleted.status).toBe(409);
    expect(messageOf(requests.deleted)).toBe("This category has 1 service request(s) and cannot be removed.");
    expect(requests.left?._count).toEqual({ admins: 0, requests: 1 });
  });

  it("a delete under way: createservicerequest waits, then is 400, and addnewserviceadmin 404, leaving nothing", async () => {
    const { prisma } = db();
    const { admin, other, requester } = world.members;
    const whileDeleting = async <T>(name: string, call: (categoryId: number) => Promise<T>) => {
      const category = await seedServiceCategory(prisma, name);
      let reply: Promise<T> | undefined;
      // A deleteservicecategoryname under way: the category's row locked and deleted, not yet committed.
      await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "ServiceCategory" WHERE "id" = ${category.id} FOR UPDATE`;
        await tx.serviceCategory.delete({ where: { id: category.id } });
        reply = call(category.id);
        await untilSettledOrWaiting(prisma, reply);
      }, transaction);
      return reply!;
    };
    const before = await footprint(prisma, world);
    const raised = await whileDeleting("Race Delete Request", (categoryId) =>
      api.create(requester.auth, newRequest(categoryId, "Raised as it goes"), [filePart("serviceActionFileNames", png())]),
    );
    expect(expectError(raised, 400, "serviceCategoryId").message).toBe("serviceCategoryId: no such service category");
    expect(await footprint(prisma, world)).toEqual(before);

    const admins = await prisma.categoryAdmin.count();
    const added = await whileDeleting("Race Delete Admin", (categoryId) =>
      api.addAdmin(admin.auth, { srmemId: String(other.id), srCatId: String(categoryId) }),
    );
    expect(expectError(added, 404).message).toBe("Service category not found");
    expect(await prisma.categoryAdmin.count()).toBe(admins);
  });
});
