// POST createservicerequest: the legacy reply, the first action with the requester's files, the
// ticket number, and every refused input leaving nothing behind.
import { POST as createPost } from "@/app/api/servicerequest/createservicerequest/route";
import type { TSession } from "@/lib/auth/session";
import { createServiceRequest } from "@/lib/service-requests/create-service-request";
import { ZCreateServiceRequest } from "@/lib/service-requests/inputs";
import { withUpload } from "@/lib/service-requests/upload";
import { api, newRequest, requestOf } from "./api";
import {
  expectError,
  filePart,
  footprint,
  jpeg,
  jsonRequest,
  png,
  send,
  storedFiles,
  uploadRequest,
  setupTestWorld,
} from "./helpers";

const { db, world } = setupTestWorld();
afterEach(() => {
  delete process.env.UPLOAD_MAX_FILE_MB;
  delete process.env.UPLOAD_MAX_FILES;
});

const TICKET = /^SR-\d{4}-\d{6}$/;

describe("POST /api/servicerequest/createservicerequest", () => {
  it("raises a request with two images: {stat:1, serviceReq} with its first action, files stored and readable", async () => {
    const { requester } = world.members;
    const before = await storedFiles(world);
    const reply = await api.create(requester.auth, newRequest(world.categories.facilities), [
      filePart("serviceActionFileNames", png(2000), "one.png"),
      filePart("serviceActionFileNames", jpeg(3000), "two.jpg", "image/jpeg"),
    ]);
    expect(reply.status).toBe(200);
    expect((reply.body as { stat: number }).stat).toBe(1);
    const created = requestOf(reply);
    const year = new Date().getUTCFullYear();
    expect(created).toEqual({
      serviceRequestId: expect.any(Number),
      serviceTicketNumber: expect.stringMatching(new RegExp(`^SR-${year}-\\d{6}$`)),
      serviceRequestTitle: "Projector in the hall is broken",
      serviceCategoryId: world.categories.facilities,
      category: "Facilities",
      year,
      serviceRequestStatus: 1,
      statusRemark: null,
      isActive: true,
      createdOn: expect.any(String),
      updatedOn: created.createdOn,
      requestedBy: { memberId: requester.id, title: "Mx.", fullName: "Test requester", rtTableNo: null },
      duplicateOf: null,
      duplicates: [],
      firstResponseAt: null,
      resolvedAt: null,
      serviceActions: [
        {
          serviceActionId: expect.any(Number),
          serviceRequestId: created.serviceRequestId,
          year,
          serviceRemark: "It shows no picture.",
          serviceActionFileNames: expect.stringMatching(/^[0-9a-f]{32}-one\.png,[0-9a-f]{32}-two\.jpg$/),
          fileCount: 2,
          actionStatus: null,
          updatedOn: created.createdOn,
          updatedByDetails: { memberId: requester.id, title: "Mx.", fullName: "Test requester", rtTableNo: null },
        },
      ],
    });
    const names = created.serviceActions[0]!.serviceActionFileNames!.split(",");
    expect((await storedFiles(world)).filter((name) => !before.includes(name)).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(await api.file(requester.auth, name)).toBe(200);
      expect(await api.file(world.members.catAdmin.auth, name)).toBe(200);
      expect(await api.file(world.members.admin.auth, name)).toBe(200);
      expect(await api.file(world.members.other.auth, name)).toBe(403);
      expect(await api.file(world.members.otherCatAdmin.auth, name)).toBe(403);
    }
  });

  it("accepts a top-level serviceRemark, no files, and plain form fields instead of `json`", async () => {
    const { requester } = world.members;
    const topLevel = await api.create(requester.auth, {
      serviceRequestTitle: "  Wi-Fi password  ",
      serviceCategoryId: String(world.categories.finance),
      serviceRemark: "What is the new Wi-Fi password?",
    });
    expect(topLevel.status).toBe(200);
    expect(requestOf(topLevel)).toEqual(
      expect.objectContaining({
        serviceRequestTitle: "Wi-Fi password",
        category: "Finance Desk",
        serviceTicketNumber: expect.stringMatching(TICKET),
      }),
    );
    expect(requestOf(topLevel).serviceActions[0]).toEqual(
      expect.objectContaining({ serviceActionFileNames: null, fileCount: 0 }),
    );

    const plain = await api.create(requester.auth, undefined, []);
    expect(plain.status).toBe(400);
    const fields = uploadRequest("/api/servicerequest/createservicerequest", undefined, [], requester.auth, {
      serviceRequestTitle: "Plain fields",
      serviceCategoryId: String(world.categories.facilities),
      serviceRemark: "Sent without a json field",
    });
    const reply = await send(createPost, fields);
    expect(reply.status).toBe(200);
    expect(requestOf(reply).serviceRequestTitle).toBe("Plain fields");
  });

  it("numbers tickets one after another within the year", async () => {
    const first = requestOf(await api.create(world.members.requester2.auth, newRequest(world.categories.facilities, "First")));
    const second = requestOf(await api.create(world.members.requester2.auth, newRequest(world.categories.facilities, "Second")));
    const number = (ticket: string) => Number(ticket.slice(-6));
    expect(number(second.serviceTicketNumber)).toBe(number(first.serviceTicketNumber) + 1);
  });

  describe("refuses bad input with a clear JSON error and writes nothing", () => {
    const refused = async (
      status: number,
      field: string | undefined,
      json: unknown,
      files = [filePart("serviceActionFileNames", png(500))],
    ) => {
      const before = await footprint(db().prisma, world);
      const reply = await api.create(world.members.requester.auth, json, files);
      const body = expectError(reply, status, field);
      expect(await footprint(db().prisma, world)).toEqual(before);
      return body;
    };

    it("missing title, remark or category: 400 naming the field", async () => {
      const facilities = world.categories.facilities;
      const noTitle = await refused(400, "serviceRequestTitle", {
        serviceCategoryId: facilities,
        serviceActions: [{ serviceRemark: "x" }],
      });
      expect(noTitle.message).toBe("serviceRequestTitle: is required");
      await refused(400, "serviceRequestTitle", { ...newRequest(facilities), serviceRequestTitle: "   " });
      const noRemark = await refused(400, "serviceRemark", { serviceRequestTitle: "T", serviceCategoryId: facilities });
      expect(noRemark.message).toBe("serviceRemark: is required");
      await refused(400, "serviceRemark", { ...newRequest(facilities), serviceActions: [{ serviceRemark: "" }] });
      const noCategory = await refused(400, "serviceCategoryId", { serviceRequestTitle: "T", serviceRemark: "R" });
      expect(noCategory.message).toBe("serviceCategoryId: is required");
      await refused(400, "serviceCategoryId", { ...newRequest(facilities), serviceCategoryId: "abc" });
      await refused(400, "serviceRequestTitle", { ...newRequest(facilities), serviceRequestTitle: "x".repeat(201) });
    });

    it("unknown category: 400", async () => {
      const body = await refused(400, "serviceCategoryId", newRequest(999_999));
      expect(body.message).toBe("serviceCategoryId: no such service category");
    });

    it("a file that is not an image by its content (whatever its name says): 400", async () => {
      const body = await refused(400, "serviceActionFileNames", newRequest(world.categories.facilities), [
        filePart("serviceActionFileNames", png(500), "ok.png"),
        filePart("serviceActionFileNames", Buffer.from("%PDF-1.7 not an image at all"), "fake.png", "image/png"),
      ]);
      expect(body.message).toContain("only png, jpeg or gif images are accepted");
    });

    it("a file over the size limit: 413", async () => {
      process.env.UPLOAD_MAX_FILE_MB = "0.01";
      const body = await refused(413, "serviceActionFileNames", newRequest(world.categories.facilities), [
        filePart("serviceActionFileNames", png(20 * 1024), "big.png"),
      ]);
      expect(body.message).toContain("larger than the limit");
    });

    it("too many files: 400", async () => {
      process.env.UPLOAD_MAX_FILES = "2";
      const files = [1, 2, 3].map((index) => filePart("serviceActionFileNames", png(300), `${index}.png`));
      const body = await refused(400, "serviceActionFileNames", newRequest(world.categories.facilities), files);
      expect(body.message).toContain("at most 2 files");
    });

    it("files under another field name, a json field that is not JSON, or no multipart body", async () => {
      await refused(400, "files", newRequest(world.categories.facilities), [filePart("files", png(300))]);
      await refused(400, "json", "{not json");
      const before = await footprint(db().prisma, world);
      const reply = await send(
        createPost,
        jsonRequest(
          "/api/servicerequest/createservicerequest",
          newRequest(world.categories.facilities),
          world.members.requester.auth,
        ),
      );
      expectError(reply, 415);
      expect(await footprint(db().prisma, world)).toEqual(before);
    });

    it("without a session: 401", async () => {
      const before = await footprint(db().prisma, world);
      expectError(await api.create(undefined, newRequest(world.categories.facilities)), 401);
      expect(await footprint(db().prisma, world)).toEqual(before);
    });
  });

  it("removes the stored files again when the transaction fails after they were stored", async () => {
    const before = await footprint(db().prisma, world);
    // A session whose member row is gone: the insert fails on its foreign key, after the files are stored.
    const ghost = {
      sessionId: "x",
      memberId: 2_000_000_000,
      userName: "ghost",
      fullName: "Ghost",
      title: null,
      roles: ["User"],
    } as unknown as TSession;
    const req = uploadRequest("/api/servicerequest/createservicerequest", newRequest(world.categories.facilities), [
      filePart("serviceActionFileNames", png(800)),
      filePart("serviceActionFileNames", png(900)),
    ]);
    await expect(
      withUpload(req, ["serviceActionFileNames"], ({ body, files }) =>
        createServiceRequest({ session: ghost, input: ZCreateServiceRequest.parse(body), files }),
      ),
    ).rejects.toThrow(/requesterId_fkey|foreign key/i);
    expect(await footprint(db().prisma, world)).toEqual(before);
  });
});
