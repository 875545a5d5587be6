// A signature is for what its signer saw: every write that changes a stage (answers, cost lines,
// documents, vendors and their files) spends the stage's codes not yet used and removes the
// signatures already made, so a stage is never submitted signed with figures its chairman never saw.
// A save that changes nothing leaves them.
import { randomBytes } from "node:crypto";
import { setupTestDb } from "../helpers/test-db";
import { filePart } from "../service-requests/helpers";
import { appApi as api } from "./app-api";
import { createProjectsWorld, expectError, removeProjectsWorld, seedTablePack, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
let packId: number;

beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
  packId = await seedTablePack(db().prisma, "Twice signed pack", [
    {
      name: "Application",
      filledBy: "TABLE",
      elements: [
        { kind: "SHORT_TEXT", label: "School name", required: true, config: { maxLength: 50 } },
        {
          kind: "FILE",
          label: "Letters",
          required: false,
          config: { fileTypes: ["pdf"], maxFiles: 3, maxFileBytes: 1024 * 1024 },
        },
        { kind: "COST_TABLE", label: "Costs", required: false, config: {} },
        { kind: "VENDOR_LIST", label: "Vendors", required: false, config: { minVendors: 0, maxVendors: 3 } },
        { kind: "OTP_SIGNATURE", label: "Declaration", required: true, config: { signer: "TABLE_CHAIRMAN" } },
        { kind: "OTP_SIGNATURE", label: "Cost sheet", required: true, config: { signer: "TABLE_CHAIRMAN" } },
      ],
    },
    {
      name: "Area recommendation",
      filledBy: "AREA_CHAIRMAN",
      elements: [{ kind: "LONG_TEXT", label: "Remarks", required: true, config: {} }],
    },
  ]);
});
afterAll(async () => removeProjectsWorld(world));

const texc = () => world.members.texc.auth;
const pdfPart = (field: string) =>
  filePart(field, Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(256)]), "letter.pdf", "application/pdf");

type TStageReply = {
  stageElements: { id: number; label: string }[];
  files: { id: number }[];
  costs: { id: number; key: string }[];
  vendors: { id: number }[];
};

/** A draft with its answer given, and what the tests need to sign and change it. */
const draft = async (title: string) => {
  const created = await api.create(texc(), { packId, title });
  const application = (created.body as { tableProjectApplication: { id: number; stages: { id: number }[] } })
    .tableProjectApplication;
  const stageId = application.stages[0]!.id;
  const stage = async () => (await api.stage(texc(), stageId)).body as TStageReply;
  const elementId = async (label: string) => (await stage()).stageElements.find((element) => element.label === label)!.id;
  const name = await elementId("School name");
  let revision = 1;
  const answer = (value: string, next = true) =>
    api.save(texc(), {
      applicationStageId: stageId,
      answers: [{ elementId: name, value, revision: next ? ++revision : revision }],
    });
  expect((await answer("Government school")).status).toBe(200);
  /** A new code for the signature (the earlier codes made older than the half-minute between two). */
  const mail = async (label: string) => {
    await db().prisma.signatureOtp.updateMany({
      where: { applicationStageId: stageId },
      data: { createdAt: new Date(Date.now() - 60_000) },
    });
    const ref = { applicationStageId: stageId, stageElementId: await elementId(label) };
    expect((await api.mailChairman(texc(), ref)).status).toBe(200);
    const mailed = await db().prisma.mailOutbox.findFirstOrThrow({
      where: { to: "pj-texc@example.org" },
      orderBy: { id: "desc" },
    });
    return { ...ref, otp: /is (\d{6})\./.exec(mailed.text)![1]! };
  };
  const sign = async (label: string) => api.verifyChairman(texc(), await mail(label));
  const left = async () => ({
    signatures: await db().prisma.stageSignature.count({ where: { applicationStageId: stageId } }),
    liveCodes: await db().prisma.signatureOtp.count({ where: { applicationStageId: stageId, usedAt: null } }),
  });
  const state = async () => (await db().prisma.projectApplication.findUniqueOrThrow({ where: { id: application.id } })).state;
  return { stageId, stage, elementId, answer, mail, sign, left, state };
};

describe("a change to a stage after its code was mailed or a signature made", () => {
  it("spends the code: the chairman's code for the old answers signs nothing", async () => {
    const app = await draft("Code, then an edit");
    const code = await app.mail("Declaration");
    expect((await app.answer("Private school")).status).toBe(200);
    expect(expectError(await api.verifyChairman(texc(), code), 400, "otp").message).toMatch(/expired or was replaced/);
    expect(await app.left()).toEqual({ signatures: 0, liveCodes: 0 });
  });

  it("removes the signature: the last signature no longer submits, the changed stage is signed again", async () => {
    const app = await draft("Signature, then an edit");
    expect((await app.sign("Declaration")).status).toBe(200);
    expect(await app.left()).toEqual({ signatures: 1, liveCodes: 0 });
    expect((await app.answer("Private school")).status).toBe(200);
    expect(await app.left()).toEqual({ signatures: 0, liveCodes: 0 });
    // The other signature is the last one asked for, but the declaration is missing again.
    expect((await app.sign("Cost sheet")).body).toMatchObject({ tableProjectApplication: { state: "DRAFT" } });
    expect(await app.state()).toBe("DRAFT");
    expect((await app.sign("Declaration")).body).toMatchObject({ tableProjectApplication: { state: "SUBMITTED" } });
  });

  it("does so for every writer: cost lines, documents, vendors, their files, and the removals", async () => {
    const app = await draft("Every writer");
    const [costs, letters, vendors] = [
      await app.elementId("Costs"),
      await app.elementId("Letters"),
      await app.elementId("Vendors"),
    ];
    const line = { key: "void-line-0001", elementId: costs, description: "Desks", quantity: 1, unitCostPaise: 1000, position: 0 };
    const writers: [string, () => Promise<{ status: number }>][] = [
      ["a new cost line", () => api.save(texc(), { applicationStageId: app.stageId, costs: [line] })],
      [
        "a changed cost line",
        () => api.save(texc(), { applicationStageId: app.stageId, costs: [{ ...line, unitCostPaise: 9000 }] }),
      ],
      ["a removed cost line", () => api.save(texc(), { applicationStageId: app.stageId, removedCosts: [line.key] })],
      [
        "a second cost line",
        () => api.save(texc(), { applicationStageId: app.stageId, costs: [{ ...line, key: "void-line-0002" }] }),
      ],
      ["deleteprojectcostbyid", async () => api.deleteCost(texc(), (await app.stage()).costs[0]!.id)],
      [
        "uploadtpdocument",
        () => api.upload(texc(), { applicationStageId: app.stageId, stageElementId: letters }, [pdfPart("tpDocument")]),
      ],
      ["deletetpdocument", async () => api.deleteDocument(texc(), (await app.stage()).files[0]!.id)],
      [
        "createprojectapplicationvendor",
        () =>
          api.vendor(texc(), { applicationStageId: app.stageId, stageElementId: vendors, vendorName: "V", quotePaise: 100 }, []),
      ],
      [
        "uploadfilesforvendor",
        async () => api.vendorFiles(texc(), { pavid: (await app.stage()).vendors[0]!.id }, [pdfPart("vendorFiles")]),
      ],
      ["deleteprojectapplicationvendorbyid", async () => api.deleteVendor(texc(), (await app.stage()).vendors[0]!.id)],
    ];
    for (const [what, write] of writers) {
      expect((await app.sign("Declaration")).status).toBe(200);
      await app.mail("Cost sheet");
      expect(await app.left()).toEqual({ signatures: 1, liveCodes: 1 });
      expect({ what, status: (await write()).status }).toEqual({ what, status: 200 });
      expect({ what, ...(await app.left()) }).toEqual({ what, signatures: 0, liveCodes: 0 });
    }
    expect(await app.state()).toBe("DRAFT");
  });

  it("leaves them when a save changes nothing: a repeat, the same answer or cost line again, a removal of no line", async () => {
    const app = await draft("Nothing changed");
    const line = {
      key: "same-line-0001",
      elementId: await app.elementId("Costs"),
      description: "Desks",
      quantity: 2,
      unitCostPaise: 1000,
      position: 0,
    };
    const saveLine = () => api.save(texc(), { applicationStageId: app.stageId, costs: [line] });
    expect((await saveLine()).status).toBe(200);
    expect((await app.sign("Declaration")).status).toBe(200);
    const code = await app.mail("Cost sheet");
    expect((await app.answer("Government school", false)).status).toBe(200);
    expect((await app.answer("Government school")).status).toBe(200);
    expect((await api.save(texc(), { applicationStageId: app.stageId, removedCosts: ["void-never-stored"] })).status).toBe(200);
    expect((await saveLine()).status).toBe(200);
    expect(await app.left()).toEqual({ signatures: 1, liveCodes: 1 });
    expect((await api.verifyChairman(texc(), code)).body).toMatchObject({ tableProjectApplication: { state: "SUBMITTED" } });
  });
});
