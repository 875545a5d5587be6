// Two changes of one application stage's files at the same moment (Postgres: the races need real
// row locks). The test holds the stage's row, lets both calls reach it, then lets them go: the one
// that comes second finds the document, vendor or cost line as the first left it, answers 404
// rather than 500, and storage keeps exactly the files the rows name.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { filePart } from "../service-requests/helpers";
import { appApi as api } from "./app-api";
import { createProjectsWorld, removeProjectsWorld, seedTablePack, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
let packId: number;

beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
  packId = await seedTablePack(db().prisma, "Stage file races", [
    {
      name: "Application",
      filledBy: "TABLE",
      elements: [
        {
          kind: "FILE",
          label: "Letters",
          required: false,
          config: { fileTypes: ["pdf"], maxFiles: 3, maxFileBytes: 1024 * 1024 },
        },
        { kind: "VENDOR_LIST", label: "Vendors", required: false, config: { minVendors: 0, maxVendors: 3 } },
        { kind: "COST_TABLE", label: "Costs", required: false, config: {} },
      ],
    },
  ]);
});
afterAll(async () => removeProjectsWorld(world));

const texc = () => world.members.texc.auth;
const pdfPart = (field: string) =>
  filePart(field, Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(256)]), "letter.pdf", "application/pdf");
type TReply = Awaited<ReturnType<typeof api.deleteDocument>>;

/** A new draft's stage and the ids of its two elements. */
const draft = async (title: string) => {
  const created = await api.create(texc(), { packId, title });
  const stageId = (created.body as { tableProjectApplication: { stages: { id: number }[] } }).tableProjectApplication.stages[0]!
    .id;
  const stage = (await api.stage(texc(), stageId)).body as { stageElements: { id: number; label: string }[] };
  const elementId = (label: string) => stage.stageElements.find((element) => element.label === label)!.id;
  return { stageId, letters: elementId("Letters"), vendors: elementId("Vendors"), costs: elementId("Costs") };
};

/** Holds the stage's row while `calls` start one after the other, each let to reach the lock first. */
const whileStageHeld = async (stageId: number, calls: (() => Promise<TReply>)[]) => {
  const prisma = db().prisma;
  const started: Promise<TReply>[] = [];
  await prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "ApplicationStage" WHERE "id" = ${stageId} FOR UPDATE`;
      for (const call of calls) {
        started.push(call());
        await untilSettledOrWaiting(prisma, started.at(-1)!, started.length);
      }
    },
    { timeout: 30_000 },
  );
  return (await Promise.all(started)).map((reply) => reply.status);
};

/** The application files in storage and the names the rows give: the same when nothing is left over. */
const footprint = async () => {
  const stored = await fsp.readdir(path.join(world.uploadDir, "pomdocuments")).catch(() => [] as string[]);
  const rows = await db().prisma.applicationFile.findMany({ select: { storedName: true } });
  return { stored: stored.filter((name) => !name.startsWith(".")).sort(), rows: rows.map((row) => row.storedName).sort() };
};

describeOnPostgres("concurrent changes of a stage's files", () => {
  it("two deletes of one document (deletetpdocument): one removes it, the other answers 404", async () => {
    const { stageId, letters } = await draft("Document deleted twice");
    const uploaded = await api.upload(texc(), { applicationStageId: stageId, stageElementId: letters }, [pdfPart("tpDocument")]);
    const [file] = (uploaded.body as { files: { id: number }[] }).files;
    const remove = () => api.deleteDocument(texc(), file!.id);
    expect((await whileStageHeld(stageId, [remove, remove])).sort()).toEqual([200, 404]);
    const after = await footprint();
    expect(after.stored).toEqual(after.rows);
  });

  it("quotation files uploaded while their vendor is deleted, the upload first: removed with the vendor", async () => {
    const { stageId, vendors } = await draft("Upload, then vendor deleted");
    const ref = { applicationStageId: stageId, stageElementId: vendors, vendorName: "Sri Furniture", quotePaise: 100 };
    const vendorId = ((await api.vendor(texc(), ref, [pdfPart("vendorFiles")])).body as { vendorId: number }).vendorId;
    const statuses = await whileStageHeld(stageId, [
      () => api.vendorFiles(texc(), { pavid: vendorId }, [pdfPart("vendorFiles")]),
      () => api.deleteVendor(texc(), vendorId),
    ]);
    expect(statuses).toEqual([200, 200]);
    expect(await db().prisma.applicationVendor.count({ where: { id: vendorId } })).toBe(0);
    const after = await footprint();
    expect(after.stored).toEqual(after.rows);
  });

  it("quotation files uploaded while their vendor is deleted, the delete first: the upload answers 404 and keeps nothing", async () => {
    const { stageId, vendors } = await draft("Vendor deleted, then upload");
    const ref = { applicationStageId: stageId, stageElementId: vendors, vendorName: "Chennai Steel", quotePaise: 100 };
    const vendorId = ((await api.vendor(texc(), ref, [pdfPart("vendorFiles")])).body as { vendorId: number }).vendorId;
    const statuses = await whileStageHeld(stageId, [
      () => api.deleteVendor(texc(), vendorId),
      () => api.vendorFiles(texc(), { pavid: vendorId }, [pdfPart("vendorFiles")]),
    ]);
    expect(statuses).toEqual([200, 404]);
    const after = await footprint();
    expect(after.stored).toEqual(after.rows);
  });

  it("two deletes of one vendor: one removes it, the other answers 404", async () => {
    const { stageId, vendors } = await draft("Vendor deleted twice");
    const ref = { applicationStageId: stageId, stageElementId: vendors, vendorName: "Twice", quotePaise: 100 };
    const vendorId = ((await api.vendor(texc(), ref, [pdfPart("vendorFiles")])).body as { vendorId: number }).vendorId;
    const remove = () => api.deleteVendor(texc(), vendorId);
    expect((await whileStageHeld(stageId, [remove, remove])).sort()).toEqual([200, 404]);
    const after = await footprint();
    expect(after.stored).toEqual(after.rows);
  });

  it("two deletes of one cost line (deleteprojectcostbyid): one removes it, the other answers 404", async () => {
    const { stageId, costs } = await draft("Cost line deleted twice");
    const line = {
      key: "race-line-0001",
      elementId: costs,
      description: "Desks",
      quantity: 2,
      unitCostPaise: 50_000,
      position: 0,
    };
    expect((await api.save(texc(), { applicationStageId: stageId, costs: [line] })).status).toBe(200);
    const { id } = await db().prisma.projectCost.findFirstOrThrow({
      where: { applicationStageId: stageId },
      select: { id: true },
    });
    const remove = () => api.deleteCost(texc(), id);
    expect((await whileStageHeld(stageId, [remove, remove])).sort()).toEqual([200, 404]);
    expect(await db().prisma.projectCost.count({ where: { applicationStageId: stageId } })).toBe(0);
  });
});
