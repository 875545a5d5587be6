// A stage's rows addressed by their own id (a cost line, a document, a vendor) and the stage itself,
// asked for by another table's office bearer: the same 404, message and all, as an id that does not
// exist, so that the reply never confirms that another table's row is there (docs/decisions.md,
// "Stage rows of another unit (stop 58)").
import { randomBytes } from "node:crypto";
import { seedProjectPack } from "@/lib/db/seed/demo-project-packs";
import { filePart } from "../service-requests/helpers";
import { appApi as api } from "./app-api";
import { expectError, testTablePack, setupProjectsWorld } from "./helpers";

const { db, world } = setupProjectsWorld();
let packId: number;

const PACK = testTablePack("Stage rows pack", [
  {
    name: "Application",
    filledBy: "TABLE",
    elements: [
      { kind: "FILE", label: "Letter", required: true, config: { fileTypes: ["pdf"], maxFiles: 2, maxFileBytes: 1024 * 1024 } },
      { kind: "COST_TABLE", label: "Costs", required: true, config: {} },
      { kind: "VENDOR_LIST", label: "Vendors", required: true, config: { minVendors: 1, maxVendors: 2 } },
    ],
  },
]);

beforeAll(async () => {
  packId = await seedProjectPack(db().prisma, PACK);
});

const pdfPart = (field: string) =>
  filePart(field, Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(64)]), "letter.pdf", "application/pdf");

type TStage = {
  stageElements: { id: number; label: string }[];
  files: { id: number }[];
  costs: { id: number }[];
  vendors: { id: number }[];
};

const NONE = 2_000_000_000;

/** The reply's status and message, to compare another unit's row with no row at all. */
const refusal = (reply: { status: number; body: unknown }) => ({
  status: reply.status,
  message: (reply.body as { message: string }).message,
});

it("answers another table's cost line, document, vendor and stage as it answers an id that does not exist, and changes nothing", async () => {
  const texc = world.members.texc.auth;
  const other = world.members.tex.auth; // a TEX of table 1; the application is table 2's
  const created = await api.create(texc, { packId, title: "Rows of table 2" });
  expect(created.status).toBe(200);
  const stageId = (created.body as { tableProjectApplication: { stages: { id: number }[] } }).tableProjectApplication.stages[0]!
    .id;
  const elementOf = (stage: TStage, label: string) => stage.stageElements.find((element) => element.label === label)!.id;
  const read = async () => (await api.stage(texc, stageId)).body as TStage;
  const empty = await read();
  await api.save(texc, {
    applicationStageId: stageId,
    costs: [
      { key: "row-line-0001", elementId: elementOf(empty, "Costs"), description: "Desks", quantity: 1, unitCostPaise: 100 },
    ],
  });
  const ref = (label: string) => ({ applicationStageId: stageId, stageElementId: elementOf(empty, label) });
  expect((await api.upload(texc, ref("Letter"), [pdfPart("tpDocument")])).status).toBe(200);
  expect((await api.vendor(texc, { ...ref("Vendors"), vendorName: "V", quotePaise: 100 }, [])).status).toBe(200);
  const stage = await read();
  const [cost, file, vendor] = [stage.costs[0]!.id, stage.files[0]!.id, stage.vendors[0]!.id];

  type TCall = () => ReturnType<typeof api.stage>;
  const pairs: [string, TCall, TCall][] = [
    ["deleteprojectcostbyid", () => api.deleteCost(other, cost), () => api.deleteCost(other, NONE)],
    ["deletetpdocument", () => api.deleteDocument(other, file), () => api.deleteDocument(other, NONE)],
    ["deleteprojectapplicationvendorbyid", () => api.deleteVendor(other, vendor), () => api.deleteVendor(other, NONE)],
    [
      "uploadfilesforvendor",
      () => api.vendorFiles(other, { pavid: vendor }, [pdfPart("vendorFiles")]),
      () => api.vendorFiles(other, { pavid: NONE }, [pdfPart("vendorFiles")]),
    ],
    ["gettableprojectapplicationstage", () => api.stage(other, stageId), () => api.stage(other, NONE)],
  ];
  for (const [call, theirs, none] of pairs) {
    const [a, b] = [await theirs(), await none()];
    expectError(a, 404);
    expect({ call, ...refusal(a) }).toEqual({ call, ...refusal(b) });
  }
  const after = await read();
  expect([after.costs.length, after.files.length, after.vendors.length]).toEqual([1, 1, 1]);
  expect(await db().prisma.applicationFile.count({ where: { vendorId: vendor } })).toBe(0);
});
