// Invisible, right-to-left and control characters in helpdesk text (issue 9 point 3): they do not
// make a name unique or a title present, and NUL is refused by the schemas themselves (the
// multipart create is parsed by its handler, not the route wrapper).
import { api, newRequest, requestOf } from "./api";
import { expectError, setupTestWorld } from "./helpers";

const { db, world } = setupTestWorld();

const createCategory = (categoryShortName: string) => api.createCategory(world.members.admin.auth, { categoryShortName });

const storedName = (reply: { body: unknown }) =>
  (reply.body as { newCategoryName: { categoryShortName: string } }).newCategoryName.categoryShortName;

describe("category names", () => {
  it("a name of only a zero-width space (or other invisible characters) is missing: 400 naming the field", async () => {
    for (const name of ["\u200b", "\ufeff\u200d", "\u3000\u00a0\u200b"]) {
      const body = expectError(await createCategory(name), 400, "categoryShortName");
      expect(body.message).toBe("categoryShortName: is required");
    }
  });

  it("a zero-width space does not tell two names apart: 409", async () => {
    expect((await createCategory("Finance")).status).toBe(200);
    for (const name of ["Fin\u200bance", "\ufeffFINANCE", "Fi\u00adnance", "Ｆｉｎａｎｃｅ"]) {
      const reply = await createCategory(name);
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual(expect.objectContaining({ message: "Category Name Already Exists" }));
    }
    expect(await db().prisma.serviceCategory.count({ where: { categoryShortName: { contains: "inance" } } })).toBe(2);
  });

  it("a right-to-left override is removed: stored as the letters typed, not shown reversed", async () => {
    const reply = await createCategory("\u202eecnaniF");
    expect(reply.status).toBe(200);
    expect(storedName(reply)).toBe("ecnaniF");
  });

  it("composed and decomposed accents are the same name; the name is stored composed (NFC)", async () => {
    const first = await createCategory("Cafe\u0301 Desk");
    expect(first.status).toBe(200);
    expect(storedName(first)).toBe("Caf\u00e9 Desk");
    expect((await createCategory("caf\u00e9 desk")).status).toBe(409);
  });

  it("keeps a joiner inside a Hindi word, but it does not tell two names apart", async () => {
    const reply = await createCategory("क्\u200dषेत्र");
    expect(reply.status).toBe(200);
    expect(storedName(reply)).toBe("क्\u200dषेत्र");
    expect((await createCategory("क्षेत्र")).status).toBe(409);
  });

  it("NUL or another control character: 400 naming the field", async () => {
    expectError(await createCategory("Fin\u0000ance"), 400, "categoryShortName");
    expectError(await createCategory("Bell\u0007"), 400, "categoryShortName");
  });
});

describe("request title and remarks", () => {
  it("a title of only U+200B, U+3000 and U+00A0 is missing: 400", async () => {
    const reply = await api.create(world.members.requester.auth, newRequest(world.categories.facilities, "\u200b\u3000\u00a0"));
    expect(expectError(reply, 400, "serviceRequestTitle").message).toBe("serviceRequestTitle: is required");
    const blankRemark = await api.create(
      world.members.requester.auth,
      newRequest(world.categories.facilities, "Fan", "\u200b\n\u3000"),
    );
    expectError(blankRemark, 400, "serviceRemark");
  });

  it("NUL in a title or a remark (multipart `json` field): 400 naming the field", async () => {
    const facilities = world.categories.facilities;
    const { requester } = world.members;
    expectError(await api.create(requester.auth, newRequest(facilities, "Fan\u0000")), 400, "serviceRequestTitle");
    expectError(await api.create(requester.auth, newRequest(facilities, "Fan", "Broken\u0000")), 400, "serviceRemark");
    const request = requestOf(await api.create(requester.auth, newRequest(facilities, "Fan is noisy")));
    const reply = await api.reply(requester.auth, { serviceRequestId: request.serviceRequestId, serviceRemark: "Still\u0000" });
    expectError(reply, 400, "serviceRemark");
  });

  it("stores the cleaned title and keeps the remark's line breaks", async () => {
    const reply = await api.create(
      world.members.requester.auth,
      newRequest(world.categories.facilities, " Pro\u200bjector\u00a0 broken\u202e ", "Step 1\r\n\tStep\u200b 2"),
    );
    expect(reply.status).toBe(200);
    const request = requestOf(reply);
    expect(request.serviceRequestTitle).toBe("Projector broken");
    const row = await db().prisma.serviceAction.findFirst({
      where: { serviceRequestId: request.serviceRequestId },
      select: { remark: true },
    });
    expect(row?.remark).toBe("Step 1\n\tStep 2");
  });
});
