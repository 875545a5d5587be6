// A table's application from draft to the area chairman's recommendation (issue 11, sections 2
// and 3): numbering under concurrency, who sees what (by id too), autosave, cost lines, files,
// vendors, the submission check, OTP signatures (never mailed later by the retry job), and nothing
// half-written on a refusal.
import { randomBytes } from "node:crypto";
import { seedProjectPack } from "@/lib/db/seed/demo-project-packs";
import { retryDueMails } from "@/lib/mail/retry-mail";
import { MAX_FILES_PER_VENDOR } from "@/lib/projects/vendor-files";
import { hashOtp } from "@/lib/projects/otp-code";
import { startSmtpServer } from "../helpers/smtp-server";
import { filePart, png } from "../service-requests/helpers";
import { appApi as api } from "./app-api";
import { expectError, projectsApi, storedTemplates, testTablePack, setupProjectsWorld } from "./helpers";

const { db, world } = setupProjectsWorld();
let packId: number;

const PACK = testTablePack("Small classrooms pack", [
  {
    name: "Application",
    filledBy: "TABLE",
    elements: [
      {
        kind: "SECTION",
        label: "The school",
        children: [
          { kind: "SHORT_TEXT", label: "School name", required: true, config: { maxLength: 50 } },
          { kind: "AMOUNT", label: "Grant asked for", required: true, config: { minPaise: 100, maxPaise: 10_00_000_00 } },
        ],
      },
      {
        kind: "FILE",
        label: "Headmaster's letter",
        required: true,
        config: { fileTypes: ["pdf"], maxFiles: 2, maxFileBytes: 1024 * 1024 },
      },
      { kind: "COST_TABLE", label: "Costs", required: true, config: {} },
      { kind: "VENDOR_LIST", label: "Vendors", required: true, config: { minVendors: 1, maxVendors: 2 } },
      { kind: "OTP_SIGNATURE", label: "Signed by the table chairman", required: true, config: { signer: "TABLE_CHAIRMAN" } },
    ],
  },
  {
    name: "Area recommendation",
    filledBy: "AREA_CHAIRMAN",
    elements: [
      { kind: "LONG_TEXT", label: "Remarks", required: true, config: {} },
      { kind: "OTP_SIGNATURE", label: "Signed by the area chairman", required: true, config: { signer: "AREA_CHAIRMAN" } },
    ],
  },
]);

beforeAll(async () => {
  packId = await seedProjectPack(db().prisma, PACK);
});

const pdf = (size = 256) => Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(size)]);
const pdfPart = (field: string, size = 256) => filePart(field, pdf(size), "letter.pdf", "application/pdf");

type TApplication = {
  id: number;
  applicationNo: string;
  state: string;
  stages: { id: number; name: string; state: string; filledBy: string }[];
};
type TStageReply = {
  stage: { id: number; canEdit: boolean; state: string };
  stageElements: { id: number; label: string; kind: string }[];
  answers: Record<string, { value: unknown; revision: number }>;
  files: { id: number; storedName: string }[];
  costs: { id: number; key: string; quantity: number; linePaise: number }[];
  costTotals: Record<string, number>;
  vendors: { id: number; vendorName: string; quotePaise: number; files: unknown[] }[];
};

const members = () => world.members;
const texc = () => members().texc.auth;

const start = async (title = "Four classrooms") => {
  const reply = await api.create(texc(), { packId, title });
  expect(reply.status).toBe(200);
  return (reply.body as { tableProjectApplication: TApplication }).tableProjectApplication;
};
const stageOf = async (auth: typeof texc extends () => infer A ? A : never, id: number) =>
  (await api.stage(auth, id)).body as TStageReply;
const elementId = (stage: TStageReply, label: string) => stage.stageElements.find((element) => element.label === label)!.id;

/** Fills the table's stage of the test pack with everything but its signature. */
const fillTableStage = async (stageId: number) => {
  const stage = await stageOf(texc(), stageId);
  await api.save(texc(), {
    applicationStageId: stageId,
    answers: [
      { elementId: elementId(stage, "School name"), value: "School", revision: 1 },
      { elementId: elementId(stage, "Grant asked for"), value: 100000, revision: 1 },
    ],
    costs: [
      { key: "lock-line-0001", elementId: elementId(stage, "Costs"), description: "Item", quantity: 1, unitCostPaise: 100 },
    ],
  });
  await api.upload(texc(), { applicationStageId: stageId, stageElementId: elementId(stage, "Headmaster's letter") }, [
    pdfPart("tpDocument"),
  ]);
  await api.vendor(
    texc(),
    { applicationStageId: stageId, stageElementId: elementId(stage, "Vendors"), vendorName: "V", quotePaise: 100 },
    [],
  );
  return stage;
};

/** Everything a refused write might have left behind. */
const footprint = async () => {
  const prisma = db().prisma;
  const [applications, values, files, costs, vendors, otps, signatures, events] = await Promise.all([
    prisma.projectApplication.findMany({ select: { id: true, state: true, title: true }, orderBy: { id: "asc" } }),
    prisma.elementValue.findMany({ select: { id: true, value: true, revision: true }, orderBy: { id: "asc" } }),
    prisma.applicationFile.count(),
    prisma.projectCost.count(),
    prisma.applicationVendor.count(),
    prisma.signatureOtp.count(),
    prisma.stageSignature.count(),
    prisma.applicationEvent.count(),
  ]);
  const stored = await storedTemplates(world);
  return { applications, values, files, costs, vendors, otps, signatures, events, stored: stored.sort() };
};

const codeIn = async (to: string) => {
  const mail = await db().prisma.mailOutbox.findFirst({ where: { to }, orderBy: { id: "desc" } });
  return /is (\d{6})\./.exec(mail?.text ?? "")?.[1] ?? null;
};

describe("starting an application", () => {
  it("gives a draft with one stage per pack stage and a number for the year; refuses others with the right status", async () => {
    const application = await start();
    expect(application).toMatchObject({ state: "DRAFT", applicationNo: expect.stringMatching(/^TPA-202526-\d{4}$/) });
    expect(application.stages.map((stage) => `${stage.name}:${stage.filledBy}:${stage.state}`)).toEqual([
      "Application:TABLE:OPEN",
      "Area recommendation:AREA_CHAIRMAN:OPEN",
    ]);
    const event = await db().prisma.applicationEvent.findFirst({ where: { applicationId: application.id } });
    expect(event).toMatchObject({ action: "start", fromState: null, toState: "DRAFT", actorId: members().texc.id });

    const before = await footprint();
    expectError(await api.create(undefined, { packId, title: "x" }), 401);
    expectError(await api.create(members().member.auth, { packId, title: "x" }), 403);
    expectError(await api.create(members().ac.auth, { packId, title: "x" }), 403);
    expectError(await api.create(members().cex.auth, { packId, title: "x" }), 400, "packId");
    expectError(await api.create(texc(), { packId: 999999, title: "x" }), 400, "packId");
    expectError(await api.create(texc(), { packId, title: " \u200b" }), 400, "title");
    expectError(await api.create(texc(), { packId, title: "a\u0000b" }), 400, "title");
    const inactive = await seedProjectPack(db().prisma, { ...PACK, name: "Closed pack", isActive: false });
    expectError(await api.create(texc(), { packId: inactive, title: "x" }), 400, "packId");
    expect(await footprint()).toEqual(before);
  });

  it("numbers concurrent starts without gaps or repeats", async () => {
    const before = await db().prisma.projectApplication.count();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, index) => api.create(texc(), { packId, title: `Parallel ${index}` })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    const numbers = replies.map(
      (reply) => (reply.body as { tableProjectApplication: TApplication }).tableProjectApplication.applicationNo,
    );
    expect(new Set(numbers).size).toBe(8);
    const all = await db().prisma.projectApplication.findMany({ where: { year: 202526 }, select: { applicationNo: true } });
    const values = all.map((row) => Number(row.applicationNo.slice(-4))).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: values.length }, (_, index) => index + 1));
    expect(all.length).toBe(before + 8);
  });
});

describe("who sees an application", () => {
  it("its own table, the area's chairman and the national team; another table gets 404 on every call by id", async () => {
    const application = await start("Visibility");
    const [first] = application.stages;
    for (const who of ["texc", "ac", "npc", "admin", "adminPom", "trustee"] as const)
      expect({ who, status: (await api.application(members()[who].auth, application.id)).status }).toEqual({ who, status: 200 });
    const other = members().tex.auth; // table 1
    expectError(await api.application(other, application.id), 404);
    expectError(await api.stage(other, first!.id), 404);
    expectError(await api.metadata(other, first!.id), 404);
    expectError(await api.header(other, application.id), 404);
    expectError(await api.vendors(other, application.id), 404);
    expectError(await api.areaRecommendation(other, application.applicationNo), 404);
    expectError(await api.save(other, { applicationStageId: first!.id, answers: [] }), 404);
    expectError(await api.application(members().member.auth, application.id), 403);
    expect(((await api.byTable(other, 2)).body as { total: number }).total).toBe(0);
    expect(((await api.byTable(texc(), 2)).body as { total: number }).total).toBeGreaterThan(0);
    expect(((await api.forArea(members().ac.auth, 1)).body as { total: number }).total).toBeGreaterThan(0);
    expect(((await api.forArea(members().ac.auth, 2)).body as { total: number }).total).toBe(0);
    const counts = (await api.count(texc(), 2, 202526)).body as { counts: Record<string, number>; total: number };
    expect(counts.counts.DRAFT).toBe(counts.total);
    expectError(await api.count(texc(), 2, 202527), 400, "params.b");

    // Renaming: the unit's own office bearers only, not those who merely see it.
    expect((await api.rename(texc(), { id: application.id, title: "Visibility, renamed" })).status).toBe(200);
    expectError(await api.rename(other, { id: application.id, title: "Hijacked" }), 404);
    expectError(await api.rename(members().ac.auth, { id: application.id, title: "Hijacked" }), 403);
    expect((await db().prisma.projectApplication.findUniqueOrThrow({ where: { id: application.id } })).title).toBe(
      "Visibility, renamed",
    );
  });

  it("lists table 1's and circle 1's applications of an area as one list, paged once", async () => {
    const bothPack = await seedProjectPack(db().prisma, {
      ...PACK,
      name: "Tables and circles",
      kind: "BOTH",
      stages: [
        { name: "Application", filledBy: "TABLE", elements: [{ kind: "SHORT_TEXT", label: "Need", required: true, config: {} }] },
      ],
    });
    const byTable = await api.create(members().tex.auth, { packId: bothPack, title: "Table 1's" });
    const byCircle = await api.create(members().cex.auth, { packId: bothPack, title: "Circle 1's" });
    const ids = [byCircle, byTable].map(
      (reply) => (reply.body as { tableProjectApplication: TApplication }).tableProjectApplication.id,
    );
    const page = async (query: string) =>
      (await api.byUnitArea(members().npc.auth, 1, 1, query)).body as {
        tableProjectApplications: { id: number }[];
        total: number;
      };
    const first = await page("?startrecord=0&takerecord=1");
    const second = await page("?startrecord=1&takerecord=1");
    expect([first.total, second.total]).toEqual([2, 2]);
    // Newest first: the circle's, then the table's; one row a page.
    expect([...first.tableProjectApplications, ...second.tableProjectApplications].map((row) => row.id)).toEqual(ids);
    // The table sees its own half only.
    const own = (await api.byUnitArea(members().tex.auth, 1, 1)).body as { tableProjectApplications: { id: number }[] };
    expect(own.tableProjectApplications.map((row) => row.id)).toEqual([ids[1]]);
  });
});

describe("filling in the table's stage", () => {
  it("autosaves answers in place: a repeat changes nothing, an older revision never overwrites a newer one, bad answers write nothing", async () => {
    const application = await start("Autosave");
    const stageId = application.stages[0]!.id;
    const stage = await stageOf(texc(), stageId);
    expect(stage.stage.canEdit).toBe(true);
    const name = elementId(stage, "School name");
    const amount = elementId(stage, "Grant asked for");

    const save = (answers: unknown[]) => api.save(texc(), { applicationStageId: stageId, answers });
    // `stageRevision` counts the saves that wrote a row (a page names it: stage-revision.test.ts).
    expect((await save([{ elementId: name, value: "Govt school", revision: 1 }])).body).toEqual({
      stat: 1,
      revisions: { [name]: 1 },
      stageRevision: 1,
    });
    await save([{ elementId: name, value: "Govt school", revision: 1 }]);
    expect((await save([{ elementId: name, value: "Govt Higher Secondary", revision: 3 }])).body).toEqual({
      stat: 1,
      revisions: { [name]: 3 },
      stageRevision: 2,
    });
    // A slow save from before arrives late: ignored, and the reply says which revision is kept.
    expect((await save([{ elementId: name, value: "Govt sch", revision: 2 }])).body).toEqual({
      stat: 1,
      revisions: { [name]: 3 },
      stageRevision: 2,
    });
    await save([{ elementId: amount, value: "₹ 1,25,000.50", revision: 1 }]);
    const after = await stageOf(texc(), stageId);
    expect(after.answers[name]).toEqual({ value: "Govt Higher Secondary", revision: 3 });
    expect(after.answers[amount]).toEqual({ value: 12500050, revision: 1 });
    expect(after.answers[amount]).toEqual({ value: 12500050, revision: 1 });
    expect(await db().prisma.elementValue.count({ where: { applicationStageId: stageId } })).toBe(2);
    // The same element twice in one save: the newer revision is kept, once.
    const twice = await save([
      { elementId: name, value: "Second", revision: 6 },
      { elementId: name, value: "First", revision: 5 },
    ]);
    expect(twice.body).toEqual({ stat: 1, revisions: { [name]: 6 }, stageRevision: 4 });
    expect((await stageOf(texc(), stageId)).answers[name]).toEqual({ value: "Second", revision: 6 });
    // Cleared: stored as no answer, still counting revisions.
    expect((await save([{ elementId: amount, value: "", revision: 2 }])).body).toEqual({
      stat: 1,
      revisions: { [amount]: 2 },
      stageRevision: 5,
    });
    expect((await stageOf(texc(), stageId)).answers[amount]).toEqual({ value: null, revision: 2 });
    await save([{ elementId: name, value: "Govt Higher Secondary", revision: 7 }]);

    const before = await footprint();
    expectError(await save([{ elementId: name, value: "x".repeat(51), revision: 9 }]), 400, `answers.${name}`);
    expectError(
      await save([
        { elementId: name, value: "ok", revision: 9 },
        { elementId: amount, value: "12.345", revision: 9 },
      ]),
      400,
      `answers.${amount}`,
    );
    expectError(await save([{ elementId: elementId(stage, "Costs"), value: "x", revision: 1 }]), 400);
    expectError(await save([{ elementId: 999999, value: "x", revision: 1 }]), 400, "answers.999999");
    expectError(await save([{ elementId: name, value: "ok", revision: 0 }]), 400);
    expect(await footprint()).toEqual(before);
  });

  it("keeps cost lines by the page's key (a retry adds no line) and totals them on the server in exact paise", async () => {
    const application = await start("Costs");
    const stageId = application.stages[0]!.id;
    const costs = elementId(await stageOf(texc(), stageId), "Costs");
    const line = {
      key: "line-0001-abcdef",
      elementId: costs,
      description: "Desks",
      quantity: "2.5",
      unitCostPaise: 33333,
      position: 0,
    };
    await api.save(texc(), { applicationStageId: stageId, costs: [line] });
    await api.save(texc(), { applicationStageId: stageId, costs: [line] });
    await api.save(texc(), {
      applicationStageId: stageId,
      costs: [{ ...line, key: "line-0002-abcdef", description: "Benches", quantity: 3, unitCostPaise: 150000, position: 1 }],
    });
    await api.save(texc(), {
      applicationStageId: stageId,
      costs: [
        { ...line, key: "line-0003-abcdef", description: "Notebooks", quantity: "1,000", unitCostPaise: 4000, position: 2 },
      ],
    });
    const stage = await stageOf(texc(), stageId);
    expect(stage.costs.map((cost) => [cost.quantity, cost.linePaise])).toEqual([
      [2.5, 83333],
      [3, 450000],
      [1000, 4000000],
    ]);
    expect(stage.costTotals[costs]).toBe(4533333);
    expectError(
      await api.save(texc(), { applicationStageId: stageId, costs: [{ ...line, quantity: "1.234" }] }),
      400,
      "costs.0.quantity",
    );
    expectError(
      await api.save(texc(), { applicationStageId: stageId, costs: [{ ...line, unitCostPaise: 1.5 }] }),
      400,
      "costs.0.unitCostPaise",
    );
    expectError(
      await api.save(texc(), { applicationStageId: stageId, costs: [{ ...line, elementId: elementId(stage, "Vendors") }] }),
      400,
      "costs.0.elementId",
    );
    expect((await api.deleteCost(texc(), stage.costs[0]!.id)).status).toBe(200);
    expect((await stageOf(texc(), stageId)).costs).toHaveLength(2);
    expectError(await api.deleteCost(members().tex.auth, stage.costs[1]!.id), 404);
  });

  it("deletes the lines a save names in removedCosts, by key (a key not stored is no error), so a removal sent after a save of the line stands", async () => {
    const application = await start("Removed costs");
    const stageId = application.stages[0]!.id;
    const costs = elementId(await stageOf(texc(), stageId), "Costs");
    const line = {
      key: "line-0001-removed",
      elementId: costs,
      description: "Desks",
      quantity: 1,
      unitCostPaise: 1000,
      position: 0,
    };
    const other = { ...line, key: "line-0002-removed", description: "Benches", position: 1 };
    await api.save(texc(), { applicationStageId: stageId, costs: [line, other] });
    // The page's save of an edit lands, then the removal it queued behind it.
    await api.save(texc(), { applicationStageId: stageId, costs: [{ ...line, description: "Desks, teak" }] });
    const removed = await api.save(texc(), {
      applicationStageId: stageId,
      removedCosts: [line.key, "line-never-stored"],
    });
    expect(removed.status).toBe(200);
    const stage = await stageOf(texc(), stageId);
    expect(stage.costs.map((cost) => cost.key)).toEqual([other.key]);
    expect(stage.costTotals[costs]).toBe(1000);
    expectError(await api.save(texc(), { applicationStageId: stageId, removedCosts: ["x"] }), 400, "removedCosts.0");
    expectError(await api.save(members().tex.auth, { applicationStageId: stageId, removedCosts: [other.key] }), 404);
    expect((await stageOf(texc(), stageId)).costs).toHaveLength(1);
  });

  it("takes documents within the element's types, size and count (400 / 413 naming the field, nothing stored) and serves them only to those who see the application", async () => {
    const application = await start("Documents");
    const stageId = application.stages[0]!.id;
    const letter = elementId(await stageOf(texc(), stageId), "Headmaster's letter");
    const ref = { applicationStageId: stageId, stageElementId: letter };
    const before = await footprint();
    expectError(await api.upload(texc(), ref, [filePart("tpDocument", png(), "photo.png")]), 400, "tpDocument");
    expectError(await api.upload(texc(), ref, [pdfPart("tpDocument", 1024 * 1024 + 1)]), 413, "tpDocument");
    expectError(
      await api.upload(texc(), ref, [pdfPart("tpDocument"), pdfPart("tpDocument"), pdfPart("tpDocument")]),
      400,
      "tpDocument",
    );
    expectError(
      await api.upload(texc(), { ...ref, stageElementId: elementId(await stageOf(texc(), stageId), "School name") }, [
        pdfPart("tpDocument"),
      ]),
      400,
      "stageElementId",
    );
    expectError(await api.upload(members().tex.auth, ref, [pdfPart("tpDocument")]), 404);
    expect(await footprint()).toEqual(before);

    const uploaded = await api.upload(texc(), ref, [pdfPart("tpDocument")]);
    expect(uploaded.status).toBe(200);
    const [file] = (uploaded.body as { files: { id: number; storedName: string }[] }).files;
    expect(await projectsApi.document(texc(), file!.storedName)).toBe(200);
    expect(await projectsApi.document(members().ac.auth, file!.storedName)).toBe(200);
    expect(await projectsApi.document(members().tex.auth, file!.storedName)).toBe(403);
    expect((await api.deleteDocument(texc(), file!.id)).status).toBe(200);
    expect(await footprint()).toEqual({ ...before, events: before.events });
  });

  it("adds vendors with quotation files up to the element's count, and removes them with their files", async () => {
    const application = await start("Vendors");
    const stageId = application.stages[0]!.id;
    const vendors = elementId(await stageOf(texc(), stageId), "Vendors");
    const ref = { applicationStageId: stageId, stageElementId: vendors };
    const a = await api.vendor(texc(), { ...ref, vendorName: "Sri Furniture", quotePaise: 45000000 }, [pdfPart("vendorFiles")]);
    expect(a.status).toBe(200);
    await api.vendor(texc(), { ...ref, vendorName: "Chennai Steel", quotePaise: 47000000 }, []);
    const before = await footprint();
    expectError(
      await api.vendor(texc(), { ...ref, vendorName: "Third", quotePaise: 1 }, [pdfPart("vendorFiles")]),
      400,
      "vendorName",
    );
    expectError(await api.vendor(texc(), { ...ref, vendorName: "", quotePaise: 1 }, []), 400, "vendorName");
    expect(await footprint()).toEqual(before);
    const listed = (await api.vendors(texc(), application.id)).body as {
      vendors: { id: number; vendorName: string; quotePaise: number; files: unknown[] }[];
    };
    expect(listed.vendors.map((vendor) => `${vendor.vendorName}:${vendor.quotePaise}:${vendor.files.length}`)).toEqual([
      "Sri Furniture:45000000:1",
      "Chennai Steel:47000000:0",
    ]);
    expect((await api.vendorFiles(texc(), { pavid: listed.vendors[1]!.id }, [pdfPart("vendorFiles")])).status).toBe(200);
    // A quotation file is not removed as a stage document: it goes with its vendor.
    const quoteFile = await db().prisma.applicationFile.findFirstOrThrow({ where: { vendorId: listed.vendors[0]!.id } });
    expectError(await api.deleteDocument(texc(), quoteFile.id), 404);
    expect((await api.deleteVendor(texc(), listed.vendors[0]!.id)).status).toBe(200);
    const after = await footprint();
    expect(after.vendors).toBe(1);
    expect(after.stored.length).toBe(before.stored.length); // one quote file gone, one added
  });
});

describe("quotation files of a vendor", () => {
  it(`takes at most ${MAX_FILES_PER_VENDOR} per vendor, over any number of calls: more is 400 on vendorFiles and nothing is stored`, async () => {
    const application = await start("Many quotations");
    const stageId = application.stages[0]!.id;
    const ref = { applicationStageId: stageId, stageElementId: elementId(await stageOf(texc(), stageId), "Vendors") };
    const parts = (count: number) => Array.from({ length: count }, () => pdfPart("vendorFiles"));
    const quoteFiles = (vendorId: number) => db().prisma.applicationFile.count({ where: { vendorId } });

    let before = await footprint();
    const tooMany = expectError(
      await api.vendor(texc(), { ...ref, vendorName: "Too many", quotePaise: 100 }, parts(MAX_FILES_PER_VENDOR + 1)),
      400,
      "vendorFiles",
    );
    expect(tooMany.message).toContain(`at most ${MAX_FILES_PER_VENDOR} quotation files`);
    expect(await footprint()).toEqual(before);

    const created = await api.vendor(texc(), { ...ref, vendorName: "Sri Furniture", quotePaise: 100 }, parts(2));
    const vendorId = (created.body as { vendorId: number }).vendorId;
    expect((await api.vendorFiles(texc(), { pavid: vendorId }, parts(MAX_FILES_PER_VENDOR - 3))).status).toBe(200);
    expect(await quoteFiles(vendorId)).toBe(MAX_FILES_PER_VENDOR - 1);
    before = await footprint();
    const refused = expectError(await api.vendorFiles(texc(), { pavid: vendorId }, parts(2)), 400, "vendorFiles");
    expect(refused.message).toContain(
      `at most ${MAX_FILES_PER_VENDOR} quotation files (${MAX_FILES_PER_VENDOR - 1} already there)`,
    );
    expect(await footprint()).toEqual(before);
    expect((await api.vendorFiles(texc(), { pavid: vendorId }, parts(1))).status).toBe(200);
    before = await footprint();
    expectError(await api.vendorFiles(texc(), { pavid: vendorId }, parts(1)), 400, "vendorFiles");
    expect(await footprint()).toEqual(before);
    expect(await quoteFiles(vendorId)).toBe(MAX_FILES_PER_VENDOR);
  });

  it("counts under the stage's lock: two uploads at once that together pass the limit, one is refused", async () => {
    const application = await start("Quotations at once");
    const stageId = application.stages[0]!.id;
    const ref = { applicationStageId: stageId, stageElementId: elementId(await stageOf(texc(), stageId), "Vendors") };
    const parts = (count: number) => Array.from({ length: count }, () => pdfPart("vendorFiles"));
    const half = Math.ceil(MAX_FILES_PER_VENDOR / 2);
    for (let round = 0; round < 3; round++) {
      const stored = (await footprint()).stored;
      const created = await api.vendor(texc(), { ...ref, vendorName: `At once ${round}`, quotePaise: 100 }, parts(1));
      const vendorId = (created.body as { vendorId: number }).vendorId;
      const replies = await Promise.all([
        api.vendorFiles(texc(), { pavid: vendorId }, parts(half)),
        api.vendorFiles(texc(), { pavid: vendorId }, parts(half)),
      ]);
      expect({ round, statuses: replies.map((reply) => reply.status).sort() }).toEqual({ round, statuses: [200, 400] });
      expect(await db().prisma.applicationFile.count({ where: { vendorId } })).toBe(1 + half);
      // The vendor gone with its files, nothing of the refused upload is left in storage.
      await api.deleteVendor(texc(), vendorId);
      expect((await footprint()).stored).toEqual(stored);
    }
  });
});

describe("submitting, signing and recommending", () => {
  it("lists what is missing, then the chairman's code signs and submits; the area chairman recommends with theirs", async () => {
    const application = await start("Full flow");
    const stageId = application.stages[0]!.id;
    const areaStageId = application.stages[1]!.id;
    const stage = await stageOf(texc(), stageId);
    const signature = elementId(stage, "Signed by the table chairman");

    const missing = expectError(await api.submit(texc(), stageId), 400) as unknown as {
      fields: { field: string; message: string }[];
    };
    expect(missing.fields.map((field) => field.message)).toEqual([
      "School name: is required",
      "Grant asked for: is required",
      "Headmaster's letter: needs a file",
      "Costs: needs at least one cost line",
      "Vendors: needs at least 1 vendor",
    ]);
    expectError(await api.mailChairman(texc(), { applicationStageId: stageId, stageElementId: signature }), 409);

    await api.save(texc(), {
      applicationStageId: stageId,
      answers: [
        { elementId: elementId(stage, "School name"), value: "GHSS Tiruvallur", revision: 1 },
        { elementId: elementId(stage, "Grant asked for"), value: "5,00,000", revision: 1 },
      ],
      costs: [
        {
          key: "flow-line-0001",
          elementId: elementId(stage, "Costs"),
          description: "Classroom",
          quantity: 1,
          unitCostPaise: 50000000,
        },
      ],
    });
    await api.upload(texc(), { applicationStageId: stageId, stageElementId: elementId(stage, "Headmaster's letter") }, [
      pdfPart("tpDocument"),
    ]);
    await api.vendor(
      texc(),
      { applicationStageId: stageId, stageElementId: elementId(stage, "Vendors"), vendorName: "Builder", quotePaise: 49000000 },
      [pdfPart("vendorFiles")],
    );
    const ready = await api.submit(texc(), stageId);
    expect(ready.body).toMatchObject({
      stat: 1,
      ready: true,
      submitted: false,
      signatureElements: [{ id: signature, signer: "TABLE_CHAIRMAN" }],
    });

    // The area chairman cannot use the table chairman's call, nor sign the table's stage.
    expectError(await api.mailArea(members().ac.auth, { applicationStageId: stageId, stageElementId: signature }), 403);
    const mailed = await api.mailChairman(texc(), { applicationStageId: stageId, stageElementId: signature });
    expect(mailed.body).toMatchObject({ stat: 1, sentTo: "p•••@example.org", validMinutes: 10 });
    expectError(await api.mailChairman(texc(), { applicationStageId: stageId, stageElementId: signature }), 429);
    const code = await codeIn("pj-texc@example.org");
    expect(code).toMatch(/^\d{6}$/);
    const otpRow = await db().prisma.signatureOtp.findFirstOrThrow({ where: { applicationStageId: stageId } });
    expect(otpRow.codeHash).not.toContain(code!);

    const wrong = code === "000000" ? "111111" : "000000";
    const wrongReply = expectError(
      await api.verifyChairman(texc(), { applicationStageId: stageId, stageElementId: signature, otp: wrong }),
      400,
      "otp",
    );
    expect(wrongReply.message).toMatch(/4 tries left/);
    expectError(
      await api.verifyChairman(texc(), { applicationStageId: stageId, stageElementId: signature, otp: "12ab56" }),
      400,
      "otp",
    );
    const signed = await api.verifyChairman(texc(), { applicationStageId: stageId, stageElementId: signature, otp: code });
    expect(signed.body).toMatchObject({
      stat: 1,
      tableProjectApplication: { state: "SUBMITTED", stages: [{ state: "SUBMITTED" }, { state: "OPEN" }] },
    });
    // The area chairman hears of it, with the link to their page.
    const notice = await db().prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-ac@example.org" }, orderBy: { id: "desc" } });
    expect(notice.subject).toBe(`Application ${application.applicationNo} awaits your recommendation`);
    expect(notice.text).toContain(`/projects/arearecommendation/${application.id}/${areaStageId}`);
    // Single use, and the stage is now read-only for the table.
    expectError(await api.verifyChairman(texc(), { applicationStageId: stageId, stageElementId: signature, otp: code }), 409);
    expectError(await api.save(texc(), { applicationStageId: stageId, answers: [] }), 409);
    expect((await stageOf(texc(), stageId)).stage.canEdit).toBe(false);

    // The area chairman's stage: only the chairman of the table's area fills it.
    expectError(await api.save(texc(), { applicationStageId: areaStageId, answers: [] }), 403);
    const areaStage = await stageOf(members().ac.auth, areaStageId);
    expect(areaStage.stage.canEdit).toBe(true);
    await api.save(members().ac.auth, {
      applicationStageId: areaStageId,
      answers: [
        { elementId: elementId(areaStage, "Remarks"), value: "Visited on 12 November; strongly recommended.", revision: 1 },
      ],
    });
    const areaSignature = elementId(areaStage, "Signed by the area chairman");
    expect((await api.submit(members().ac.auth, areaStageId)).body).toMatchObject({
      ready: true,
      signatureElements: [{ id: areaSignature }],
    });
    expectError(
      await api.mailChairman(members().ac.auth, { applicationStageId: areaStageId, stageElementId: areaSignature }),
      403,
    );
    await api.mailArea(members().ac.auth, { applicationStageId: areaStageId, stageElementId: areaSignature });
    const areaCode = await codeIn("pj-ac@example.org");
    const recommended = await api.verifyArea(members().ac.auth, {
      applicationStageId: areaStageId,
      stageElementId: areaSignature,
      otp: areaCode,
    });
    expect(recommended.body).toMatchObject({ tableProjectApplication: { state: "AREA_RECOMMENDED" } });

    const events = await db().prisma.applicationEvent.findMany({
      where: { applicationId: application.id },
      orderBy: { id: "asc" },
    });
    expect(events.map((event) => `${event.action}:${event.fromState ?? "-"}>${event.toState}:${event.actorId}`)).toEqual([
      `start:->DRAFT:${members().texc.id}`,
      `submit:DRAFT>SUBMITTED:${members().texc.id}`,
      `recommend:SUBMITTED>AREA_RECOMMENDED:${members().ac.id}`,
    ]);
    const recommendation = (await api.areaRecommendation(texc(), application.applicationNo)).body as { areaStage: TStageReply };
    expect(Object.values(recommendation.areaStage.answers)[0]).toMatchObject({
      value: "Visited on 12 November; strongly recommended.",
    });
    const printed = (await api.header(texc(), application.id)).body as {
      header: { applicationNo: string };
      footer: { signatures: { signerName: string }[] };
    };
    expect(printed.header.applicationNo).toBe(application.applicationNo);
    expect(printed.footer.signatures.map((row) => row.signerName)).toEqual(["Projects texc", "Projects ac"]);
  });

  it("a stage without a signature is submitted by the check itself, and the area chairman is mailed", async () => {
    const plainPack = await seedProjectPack(db().prisma, {
      ...PACK,
      name: "Unsigned pack",
      stages: [
        { name: "Application", filledBy: "TABLE", elements: [{ kind: "SHORT_TEXT", label: "Need", required: true, config: {} }] },
        {
          name: "Area recommendation",
          filledBy: "AREA_CHAIRMAN",
          elements: [{ kind: "LONG_TEXT", label: "Remarks", required: true, config: {} }],
        },
      ],
    });
    const created = await api.create(texc(), { packId: plainPack, title: "No signature" });
    const application = (created.body as { tableProjectApplication: TApplication }).tableProjectApplication;
    const [tableStage, areaStage] = application.stages;
    const need = elementId(await stageOf(texc(), tableStage!.id), "Need");
    expectError(await api.submit(texc(), tableStage!.id), 400);
    await api.save(texc(), { applicationStageId: tableStage!.id, answers: [{ elementId: need, value: "Benches", revision: 1 }] });
    const submitted = await api.submit(texc(), tableStage!.id);
    expect(submitted.body).toMatchObject({ submitted: true, tableProjectApplication: { state: "SUBMITTED" } });
    const notice = await db().prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-ac@example.org" }, orderBy: { id: "desc" } });
    expect(notice.text).toContain(`/projects/arearecommendation/${application.id}/${areaStage!.id}`);
    expectError(await api.submit(texc(), tableStage!.id), 409);
  });

  it("refuses a code after 5 wrong tries and after 10 minutes", async () => {
    const application = await start("Locked code");
    const stageId = application.stages[0]!.id;
    const stage = await fillTableStage(stageId);
    const signature = elementId(stage, "Signed by the table chairman");
    const ref = { applicationStageId: stageId, stageElementId: signature };
    await api.mailChairman(texc(), ref);
    const code = (await codeIn("pj-texc@example.org"))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1)
      expectError(await api.verifyChairman(texc(), { ...ref, otp: wrong }), 400, "otp");
    expect(expectError(await api.verifyChairman(texc(), { ...ref, otp: code }), 400, "otp").message).toMatch(
      /Too many wrong codes/,
    );

    await db().prisma.signatureOtp.updateMany({
      where: { applicationStageId: stageId },
      data: { createdAt: new Date(Date.now() - 60_000) },
    });
    await api.mailChairman(texc(), ref);
    const fresh = (await codeIn("pj-texc@example.org"))!;
    await db().prisma.signatureOtp.updateMany({
      where: { applicationStageId: stageId, usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect(expectError(await api.verifyChairman(texc(), { ...ref, otp: fresh }), 400, "otp").message).toMatch(/expired/);
    expect((await db().prisma.projectApplication.findUniqueOrThrow({ where: { id: application.id } })).state).toBe("DRAFT");
  });

  it("takes the legacy bodies: email…otp (otp, projectNo) and update…otp (stageElementId, otp)", async () => {
    const first = await start("Legacy client, first");
    const second = await start("Legacy client, second");
    const stage = await fillTableStage(first.stages[0]!.id);
    await fillTableStage(second.stages[0]!.id);
    const signature = elementId(stage, "Signed by the table chairman");

    // The stage is named by neither, by an unknown number, or by another table's application.
    expectError(await api.mailChairman(texc(), { otp: "123456" }), 400, "applicationStageId");
    expectError(await api.mailChairman(texc(), { otp: "123456", projectNo: "TPA-199999-0001" }), 404, "projectNo");
    expectError(await api.mailChairman(members().cex.auth, { projectNo: first.applicationNo }), 404, "projectNo");
    expectError(await api.verifyChairman(texc(), { stageElementId: signature, otp: "123456" }), 400, "otp");

    // A code for each application: the first by its number (the client's own `otp` is not used),
    // the second by its stage; the legacy check finds the application the code was mailed for.
    const mailed = await api.mailChairman(texc(), { otp: "123456", projectNo: first.applicationNo });
    expect(mailed.body).toMatchObject({ stat: 1, validMinutes: 10 });
    const firstCode = (await codeIn("pj-texc@example.org"))!;
    const [firstOtp] = await db().prisma.signatureOtp.findMany({ where: { applicationStageId: first.stages[0]!.id } });
    expect(firstOtp).toMatchObject({ elementId: signature, usedAt: null });
    await api.mailChairman(texc(), { applicationStageId: second.stages[0]!.id });
    const secondCode = (await codeIn("pj-texc@example.org"))!;
    const other = (code: string) => (code === "000000" ? "111111" : "000000");

    const wrong = other(firstCode) === secondCode ? "222222" : other(firstCode);
    expect(expectError(await api.verifyChairman(texc(), { stageElementId: signature, otp: wrong }), 400, "otp").message).toMatch(
      /4 tries left/,
    );
    const signed = await api.verifyChairman(texc(), { stageElementId: signature, otp: firstCode });
    expect(signed.body).toMatchObject({ stat: 1, tableProjectApplication: { id: first.id, state: "SUBMITTED" } });
    const states = async () =>
      (
        await db().prisma.projectApplication.findMany({ where: { id: { in: [first.id, second.id] } }, orderBy: { id: "asc" } })
      ).map((row) => row.state);
    expect(await states()).toEqual(["SUBMITTED", "DRAFT"]);
    // The wrong try was counted on both codes it was compared with; the second still signs its own application.
    const tries = await db().prisma.signatureOtp.findMany({
      where: { applicationStageId: { in: [first.stages[0]!.id, second.stages[0]!.id] } },
      orderBy: { id: "asc" },
    });
    expect(tries.map((row) => row.attempts)).toEqual([1, 1]);
    await api.verifyChairman(texc(), { stageElementId: signature, otp: secondCode });
    expect(await states()).toEqual(["SUBMITTED", "SUBMITTED"]);

    // The area chairman's legacy call names the application; the stage's one signature is theirs.
    await api.save(members().ac.auth, {
      applicationStageId: first.stages[1]!.id,
      answers: [
        { elementId: elementId(await stageOf(members().ac.auth, first.stages[1]!.id), "Remarks"), value: "Good", revision: 1 },
      ],
    });
    await api.mailArea(members().ac.auth, { otp: "000000", projectNo: first.applicationNo });
    const areaCode = (await codeIn("pj-ac@example.org"))!;
    const areaSignature = elementId(await stageOf(members().ac.auth, first.stages[1]!.id), "Signed by the area chairman");
    const recommended = await api.verifyArea(members().ac.auth, { stageElementId: areaSignature, otp: areaCode });
    expect(recommended.body).toMatchObject({ tableProjectApplication: { id: first.id, state: "AREA_RECOMMENDED" } });
  });
});

describe("the legacy update…otp body (stageElementId, otp) and the 5 tries", () => {
  const wrongOf = (...codes: string[]) => ["000000", "111111", "222222"].find((code) => !codes.includes(code))!;
  const attemptsOf = async (stageIds: number[]) =>
    (
      await db().prisma.signatureOtp.findMany({
        where: { applicationStageId: { in: stageIds } },
        orderBy: { applicationStageId: "asc" },
      })
    ).map((row) => row.attempts);
  const statesOf = async (ids: number[]) =>
    (await db().prisma.projectApplication.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } })).map(
      (row) => row.state,
    );

  it("counts a wrong try on every code it was compared with: the table chairman's two drafts give 5 guesses, not more", async () => {
    const first = await start("Legacy guesses, first");
    const second = await start("Legacy guesses, second");
    const stageIds = [first.stages[0]!.id, second.stages[0]!.id];
    const stage = await fillTableStage(stageIds[0]!);
    await fillTableStage(stageIds[1]!);
    const signature = elementId(stage, "Signed by the table chairman");
    await api.mailChairman(texc(), { applicationStageId: stageIds[0], stageElementId: signature });
    const firstCode = (await codeIn("pj-texc@example.org"))!;
    await api.mailChairman(texc(), { applicationStageId: stageIds[1], stageElementId: signature });
    const secondCode = (await codeIn("pj-texc@example.org"))!;
    const wrong = wrongOf(firstCode, secondCode);

    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      messages.push(expectError(await api.verifyChairman(texc(), { stageElementId: signature, otp: wrong }), 400, "otp").message);
    expect(messages[0]).toMatch(/4 tries left/);
    expect(messages[4]).toMatch(/Wrong code: ask for a new one/);
    expect(await attemptsOf(stageIds)).toEqual([5, 5]);
    // Neither code signs now: not the older one (before, only the newest counted the tries and the
    // older one took guesses without end), by the legacy body or by its stage.
    for (const code of [firstCode, secondCode])
      expect(expectError(await api.verifyChairman(texc(), { stageElementId: signature, otp: code }), 400, "otp").message).toMatch(
        /Too many wrong codes/,
      );
    expect(
      expectError(
        await api.verifyChairman(texc(), { applicationStageId: stageIds[0], stageElementId: signature, otp: firstCode }),
        400,
        "otp",
      ).message,
    ).toMatch(/Too many wrong codes/);
    expect(await statesOf([first.id, second.id])).toEqual(["DRAFT", "DRAFT"]);
  });

  it("and the area chairman's two applications: the same", async () => {
    const applications = [await start("Area guesses, first"), await start("Area guesses, second")];
    const areaStageIds = applications.map((application) => application.stages[1]!.id);
    for (const application of applications) {
      const stageId = application.stages[0]!.id;
      const ref = {
        applicationStageId: stageId,
        stageElementId: elementId(await fillTableStage(stageId), "Signed by the table chairman"),
      };
      await api.mailChairman(texc(), ref);
      await api.verifyChairman(texc(), { ...ref, otp: (await codeIn("pj-texc@example.org"))! });
    }
    const areaStage = await stageOf(members().ac.auth, areaStageIds[0]!);
    const signature = elementId(areaStage, "Signed by the area chairman");
    const codes: string[] = [];
    for (const areaStageId of areaStageIds) {
      await api.save(members().ac.auth, {
        applicationStageId: areaStageId,
        answers: [{ elementId: elementId(areaStage, "Remarks"), value: "Good", revision: 1 }],
      });
      await api.mailArea(members().ac.auth, { applicationStageId: areaStageId, stageElementId: signature });
      codes.push((await codeIn("pj-ac@example.org"))!);
    }
    const wrong = wrongOf(...codes);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expectError(await api.verifyArea(members().ac.auth, { stageElementId: signature, otp: wrong }), 400, "otp");
    expect(await attemptsOf(areaStageIds)).toEqual([5, 5]);
    expect(
      expectError(await api.verifyArea(members().ac.auth, { stageElementId: signature, otp: codes[0]! }), 400, "otp").message,
    ).toMatch(/Too many wrong codes/);
    expect(await statesOf(applications.map((application) => application.id))).toEqual(["SUBMITTED", "SUBMITTED"]);
  });

  it("finds the caller's own code however many newer live codes other tables have for the same signature", async () => {
    const mine = await start("Mine among many");
    const stage = await fillTableStage(mine.stages[0]!.id);
    const signature = elementId(stage, "Signed by the table chairman");
    await api.mailChairman(texc(), { applicationStageId: mine.stages[0]!.id, stageElementId: signature });
    const code = (await codeIn("pj-texc@example.org"))!;
    // Table 1's drafts, each with a live code for the same signature, all mailed after ours.
    const later = new Date(Date.now() + 1000);
    for (let index = 0; index < 21; index += 1) {
      const reply = await api.create(members().tex.auth, { packId, title: `Table 1's draft ${index}` });
      const theirs = (reply.body as { tableProjectApplication: TApplication }).tableProjectApplication;
      await db().prisma.signatureOtp.create({
        data: {
          applicationStageId: theirs.stages[0]!.id,
          elementId: signature,
          signerId: members().tex.id,
          codeHash: hashOtp(wrongOf(code)),
          expiresAt: new Date(Date.now() + 10 * 60_000),
          createdAt: later,
        },
      });
    }
    const signed = await api.verifyChairman(texc(), { stageElementId: signature, otp: code });
    expect(signed.body).toMatchObject({ stat: 1, tableProjectApplication: { id: mine.id, state: "SUBMITTED" } });
    // Table 1's codes were none of texc's business: no try was counted on them.
    expect(await db().prisma.signatureOtp.count({ where: { elementId: signature, attempts: { gt: 0 } } })).toBe(
      await db().prisma.signatureOtp.count({
        where: { elementId: signature, attempts: { gt: 0 }, applicationStage: { application: { tableNo: 2 } } },
      }),
    );
  });
});

describe("signing codes and a mail server that fails", () => {
  it("never mails a code later: not one the server could not take (blanked, and dead), nor the blanked copy of one it took", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    const probe = await startSmtpServer();
    await probe.close();
    process.env.SMTP_URL = probe.url;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    const latestCopy = () =>
      db().prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-texc@example.org" }, orderBy: { id: "desc" } });
    try {
      const application = await start("Code by mail");
      const stageId = application.stages[0]!.id;
      const stage = await fillTableStage(stageId);
      const ref = { applicationStageId: stageId, stageElementId: elementId(stage, "Signed by the table chairman") };

      // Nothing listens: the signer is told at once, and the code is not kept for later: its copy is
      // blanked, and it signs nothing (there is no live code to try).
      expect(expectError(await api.mailChairman(texc(), ref), 409).message).toMatch(/could not be mailed just now/);
      const failed = await latestCopy();
      expect(failed).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
      expect(failed.text).toContain("is ••••••.");
      expect(await codeIn("pj-texc@example.org")).toBeNull();
      expect(expectError(await api.verifyChairman(texc(), { ...ref, otp: "000000" }), 400, "otp").message).toMatch(
        /expired or was replaced/,
      );
      smtp = await startSmtpServer({}, Number(new URL(probe.url).port));
      expect((await retryDueMails({ now: () => new Date(Date.now() + DAY) })).claimed).toBe(0);
      expect(smtp.received).toHaveLength(0);

      // Asked again half a minute later: delivered once, its copy blanked, and that copy never sent again.
      await db().prisma.signatureOtp.updateMany({
        where: { applicationStageId: stageId },
        data: { createdAt: new Date(Date.now() - 60_000) },
      });
      expect((await api.mailChairman(texc(), ref)).status).toBe(200);
      expect(smtp.received).toHaveLength(1);
      const copy = await latestCopy();
      expect(copy).toMatchObject({ status: "sent", nextAttemptAt: null });
      expect(copy.text).toContain("is ••••••.");
      expect((await retryDueMails({ now: () => new Date(Date.now() + DAY) })).claimed).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      delete process.env.SMTP_URL;
      await smtp?.close();
      consoleError.mockRestore();
    }
  });
});
