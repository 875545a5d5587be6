// The pack builder (issue 11, section 1): packs, stages, element trees, template documents,
// approval mappings, duplication and versions, on a real database, through the route handlers.
import { randomBytes } from "node:crypto";
import { parseElementConfig, ELEMENT_KINDS } from "@/lib/projects/element-kinds";
import { CIRCLE_HEALTH_PACK, EDUCATION_PACK, seedProjectPack } from "@/lib/db/seed/demo-project-packs";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { filePart, png } from "../service-requests/helpers";
import { appApi } from "./app-api";
import {
  createProjectsWorld,
  expectError,
  projectsApi as api,
  removeProjectsWorld,
  seedApplicationOf,
  storedTemplates,
  type TProjectsWorld,
} from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
});
afterAll(async () => removeProjectsWorld(world));

const pdf = (size = 512) => Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(size)]);

type TPack = {
  id: number;
  name: string;
  year: number;
  yearString: string;
  kind: string;
  isActive: boolean;
  version: number;
  updatedAt: string;
};
type TDocument = { sedid: number; elementId: number; originalName: string; url: string };
type TStage = { id: number; name: string; position: number; filledBy: string };
type TElement = {
  id: number;
  parentId: number | null;
  kind: string;
  label: string;
  position: number;
  depth: number;
  config: Record<string, unknown>;
  templateFileName: string | null;
};

const admin = () => world.members.admin.auth;

const newPack = async (name = "Water plants", year = 202526, kind = "TABLE") => {
  const reply = await api.savePack(admin(), { name, year, kind, description: "RO plants for schools" });
  expect(reply.status).toBe(200);
  return (reply.body as { projectPack: TPack }).projectPack;
};
const newStage = async (packId: number, name: string, position?: number) => {
  const reply = await api.saveStage(admin(), { packId, name, filledBy: "TABLE", position });
  expect(reply.status).toBe(200);
  return (reply.body as { packStage: TStage }).packStage;
};
const newElement = async (body: Record<string, unknown>) => {
  const reply = await api.saveElement(admin(), { required: false, ...body });
  expect(reply.body).toMatchObject({ stat: 1 });
  return (reply.body as { stageElement: TElement }).stageElement;
};
const treeOf = async (stageId: number) =>
  ((await api.elements(admin(), stageId)).body as { stageElements: TElement[] }).stageElements;

describe("who may use the builder", () => {
  it("refuses anonymous callers (401) and members without a designer role (403); every designer role may", async () => {
    const pack = await newPack("Access check");
    expectError(await api.packs(undefined), 401);
    expectError(await api.savePack(undefined, { name: "x", year: 202526, kind: "TABLE" }), 401);
    for (const who of ["member", "texc", "tex", "ac", "trustee"] as const) {
      expectError(await api.packs(world.members[who].auth), 403);
      expectError(await api.pack(world.members[who].auth, pack.id), 403);
      expectError(await api.saveStage(world.members[who].auth, { packId: pack.id, name: "S", filledBy: "TABLE" }), 403);
      expectError(await api.deleteElement(world.members[who].auth, 1), 403);
    }
    for (const who of ["admin", "nex", "adminPom", "npc"] as const)
      expect((await api.packs(world.members[who].auth)).status).toBe(200);
    expect(await db().prisma.packStage.count({ where: { packId: pack.id } })).toBe(0);
  });
});

describe("packs", () => {
  it("creates a pack, inactive unless asked, with the year shown as 2025-26", async () => {
    const pack = await newPack("Classrooms A");
    expect(pack).toMatchObject({
      name: "Classrooms A",
      year: 202526,
      yearString: "2025-26",
      kind: "TABLE",
      isActive: false,
      version: 1,
    });
    const list = (await api.packs(admin())).body as { projectPacks: TPack[] };
    expect(list.projectPacks.map((row) => row.id)).toContain(pack.id);
  });

  it("refuses a save over a version of the pack the designer did not see (409), so a stale screen undoes nothing", async () => {
    const pack = await newPack("Classrooms B");
    const fields = { id: pack.id, year: pack.year, kind: pack.kind };
    // Another designer renames it from a fresh read.
    const renamed = await api.savePack(world.members.npc.auth, {
      ...fields,
      name: "Classrooms B (2)",
      updatedAt: pack.updatedAt,
    });
    expect(renamed.status).toBe(200);
    // The first, from the list read before, activates it: refused, and the rename stands.
    const stale = await api.savePack(admin(), { ...fields, name: pack.name, isActive: true, updatedAt: pack.updatedAt });
    expect(expectError(stale, 409).message).toMatch(/changed this pack meanwhile/);
    const now = (await api.pack(admin(), pack.id)).body as { projectPack: TPack };
    expect(now.projectPack).toMatchObject({ name: "Classrooms B (2)", isActive: false });
    // From the fresh version it goes through; a legacy client that sends no version is not checked.
    const fresh = (renamed.body as { projectPack: TPack }).projectPack;
    expect(
      (await api.savePack(admin(), { ...fields, name: fresh.name, isActive: true, updatedAt: fresh.updatedAt })).status,
    ).toBe(200);
    expect((await api.savePack(admin(), { ...fields, name: fresh.name, isActive: false })).status).toBe(200);
    expectError(await api.savePack(admin(), { ...fields, name: fresh.name, updatedAt: "yesterday" }), 400, "updatedAt");
  });

  it("refuses bad input with 400 naming the field, and writes nothing", async () => {
    const before = await db().prisma.projectPack.count();
    expectError(await api.savePack(admin(), { name: " \u200b ", year: 202526, kind: "TABLE" }), 400, "name");
    expectError(await api.savePack(admin(), { name: "A", year: 202527, kind: "TABLE" }), 400, "year");
    expectError(await api.savePack(admin(), { name: "A", year: "2025-26", kind: "TABLE" }), 400, "year");
    expectError(await api.savePack(admin(), { name: "A", year: 202526, kind: "EVERYONE" }), 400, "kind");
    expectError(await api.savePack(admin(), { name: "A".repeat(121), year: 202526, kind: "TABLE" }), 400, "name");
    expectError(await api.savePack(admin(), { id: 999999, name: "A", year: 202526, kind: "TABLE" }), 404);
    expect(await db().prisma.projectPack.count()).toBe(before);
  });

  it("getprojectpacksformember: the active packs of the caller's kind (table: TABLE and BOTH; circle: CIRCLE and BOTH)", async () => {
    const table = await newPack("For tables", 202526, "TABLE");
    const circle = await newPack("For circles", 202526, "CIRCLE");
    const both = await newPack("For both", 202526, "BOTH");
    const inactive = await newPack("Not yet", 202526, "BOTH");
    for (const pack of [table, circle, both])
      await api.savePack(admin(), { id: pack.id, name: pack.name, year: pack.year, kind: pack.kind, isActive: true });
    const ids = async (who: "texc" | "cex") =>
      ((await api.forMember(world.members[who].auth)).body as { projectPacks: TPack[] }).projectPacks.map((row) => row.id);
    const forTable = await ids("texc");
    expect(forTable).toEqual(expect.arrayContaining([table.id, both.id]));
    expect(forTable).not.toContain(circle.id);
    expect(forTable).not.toContain(inactive.id);
    const forCircle = await ids("cex");
    expect(forCircle).toEqual(expect.arrayContaining([circle.id, both.id]));
    expect(forCircle).not.toContain(table.id);
    expectError(await api.forMember(world.members.member.auth), 403);
  });

  it("getprojectpacksformember: the secretariat (on /projects/tableprojectpacks, as SPEC.md gives it) reads every active pack", async () => {
    const table = await newPack("Open to tables", 202526, "TABLE");
    const circle = await newPack("Open to circles", 202526, "CIRCLE");
    const inactive = await newPack("Closed for now", 202526, "BOTH");
    for (const pack of [table, circle])
      await api.savePack(admin(), { id: pack.id, name: pack.name, year: pack.year, kind: pack.kind, isActive: true });
    const reply = await api.forMember(admin());
    expect(reply.status).toBe(200);
    const ids = (reply.body as { projectPacks: TPack[] }).projectPacks.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([table.id, circle.id]));
    expect(ids).not.toContain(inactive.id);
    const active = await db().prisma.projectPack.count({ where: { isActive: true } });
    expect(ids).toHaveLength(active);
    // The other designers keep to the builder's calls.
    for (const designer of [world.members.nex, world.members.adminPom, world.members.npc])
      expectError(await api.forMember(designer.auth), 403);
  });
});

describe("stages", () => {
  it("keeps stages in order; a position moves a stage and renumbers the others", async () => {
    const pack = await newPack("Ordering");
    const a = await newStage(pack.id, "Application");
    const b = await newStage(pack.id, "Recommendation");
    const c = await newStage(pack.id, "Review");
    const names = async () =>
      ((await api.stages(admin(), pack.id)).body as { packStages: TStage[] }).packStages.map((s) => `${s.position}:${s.name}`);
    expect(await names()).toEqual(["0:Application", "1:Recommendation", "2:Review"]);
    await api.saveStage(admin(), { id: c.id, packId: pack.id, name: "Review", filledBy: "NATIONAL", position: 0 });
    expect(await names()).toEqual(["0:Review", "1:Application", "2:Recommendation"]);
    await api.saveStage(admin(), { id: c.id, packId: pack.id, name: "Review", filledBy: "NATIONAL", position: 2 });
    expect(await names()).toEqual(["0:Application", "1:Recommendation", "2:Review"]);
    expect(a.position).toBe(0);
    expect(b.position).toBe(1);
    expectError(await api.saveStage(admin(), { packId: pack.id, name: "X", filledBy: "SOMEONE" }), 400, "filledBy");
    expectError(await api.saveStage(admin(), { packId: 999999, name: "X", filledBy: "TABLE" }), 404);
    expectError(await api.stages(admin(), 999999), 404);
  });
});

describe("element trees", () => {
  it("builds a tree: sections hold children, read whole, by parent and by subtree, in order with depth", async () => {
    const pack = await newPack("Tree");
    const stage = await newStage(pack.id, "Application");
    const school = await newElement({ stageId: stage.id, kind: "SECTION", label: "The school" });
    const name = await newElement({ stageId: stage.id, parentId: school.id, kind: "SHORT_TEXT", label: "Name", required: true });
    const inner = await newElement({ stageId: stage.id, parentId: school.id, kind: "SECTION", label: "Head" });
    const head = await newElement({ stageId: stage.id, parentId: inner.id, kind: "SHORT_TEXT", label: "Headmaster" });
    const amount = await newElement({ stageId: stage.id, kind: "AMOUNT", label: "Grant", config: { minPaise: 100 } });
    expect(name.config).toEqual({ maxLength: 200 });
    expect(amount.config).toMatchObject({ minPaise: 100 });
    expect((await treeOf(stage.id)).map((row) => `${row.depth}:${row.label}`)).toEqual([
      "0:The school",
      "1:Name",
      "1:Head",
      "2:Headmaster",
      "0:Grant",
    ]);
    const children = (await api.children(admin(), stage.id, school.id)).body as { parent: TElement; stageElements: TElement[] };
    expect(children.parent.id).toBe(school.id);
    expect(children.stageElements.map((row) => row.id)).toEqual([name.id, inner.id]);
    const subtree = (await api.subtree(admin(), stage.id, school.id)).body as { stageElements: TElement[] };
    expect(subtree.stageElements.map((row) => row.id)).toEqual([name.id, inner.id, head.id]);
    expectError(await api.children(admin(), stage.id, 999999), 404);
    expectError(await api.elements(admin(), 999999), 404);

    // Move the headmaster up to the top, before the school section.
    await newElement({ id: head.id, stageId: stage.id, kind: "SHORT_TEXT", label: "Headmaster", position: 0 });
    expect((await treeOf(stage.id)).map((row) => `${row.depth}:${row.label}:${row.position}`)).toEqual([
      "0:Headmaster:0",
      "0:The school:1",
      "1:Name:0",
      "1:Head:1",
      "0:Grant:2",
    ]);
  });

  it("refuses a bad config, a parent that is not a section of the stage, and a move inside itself (400, nothing written)", async () => {
    const pack = await newPack("Refusals");
    const stage = await newStage(pack.id, "Application");
    const other = await newStage(pack.id, "Other");
    const section = await newElement({ stageId: stage.id, kind: "SECTION", label: "S" });
    const child = await newElement({ stageId: stage.id, parentId: section.id, kind: "SECTION", label: "Inner" });
    const text = await newElement({ stageId: stage.id, kind: "SHORT_TEXT", label: "T" });
    const foreign = await newElement({ stageId: other.id, kind: "SECTION", label: "Elsewhere" });
    const before = await treeOf(stage.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ stageId: stage.id, kind: "SHORT_TEXT", label: "X", config: { maxLength: 0 } }, "config.maxLength"],
      [{ stageId: stage.id, kind: "SINGLE_SELECT", label: "X", config: { options: [] } }, "config.options"],
      [{ stageId: stage.id, kind: "OTP_SIGNATURE", label: "X", config: {} }, "config.signer"],
      [{ stageId: stage.id, kind: "DATE", label: "X", config: { min: "1949-12-31" } }, "config.min"],
      [{ stageId: stage.id, kind: "SHORT_TEXT", label: "X", config: { surprise: 1 } }, "config"],
      [{ stageId: stage.id, kind: "TELEPATHY", label: "X" }, "kind"],
      [{ stageId: stage.id, kind: "SHORT_TEXT", label: "" }, "label"],
      [{ stageId: stage.id, parentId: text.id, kind: "SHORT_TEXT", label: "X" }, "parentId"],
      [{ stageId: stage.id, parentId: foreign.id, kind: "SHORT_TEXT", label: "X" }, "parentId"],
      [{ id: section.id, stageId: stage.id, parentId: child.id, kind: "SECTION", label: "S" }, "parentId"],
      [{ id: section.id, stageId: stage.id, kind: "SHORT_TEXT", label: "S" }, "kind"],
    ];
    for (const [body, field] of cases) {
      const reply = await api.saveElement(admin(), body);
      const error = expectError(reply, 400);
      expect({ body, fields: (error as { fields?: { field: string }[] }).fields?.map((entry) => entry.field) }).toEqual({
        body,
        fields: expect.arrayContaining([expect.stringMatching(new RegExp(`^${field.replace(".", "\\.")}`))]),
      });
    }
    expect(await treeOf(stage.id)).toEqual(before);
  });

  it("deletes an element with everything under it, after which its siblings are renumbered", async () => {
    const pack = await newPack("Deleting");
    const stage = await newStage(pack.id, "Application");
    const first = await newElement({ stageId: stage.id, kind: "YES_NO", label: "First" });
    const section = await newElement({ stageId: stage.id, kind: "SECTION", label: "Section" });
    await newElement({ stageId: stage.id, parentId: section.id, kind: "SHORT_TEXT", label: "Inside" });
    await newElement({ stageId: stage.id, kind: "NUMBER", label: "Last" });
    const reply = await api.deleteElement(admin(), section.id);
    expect(reply.body).toEqual({ stat: 1, deleted: 2 });
    expect((await treeOf(stage.id)).map((row) => `${row.position}:${row.label}`)).toEqual(["0:First", "1:Last"]);
    expectError(await api.deleteElement(admin(), section.id), 404);
    expectError(await api.deleteElement(admin(), "abc"), 400);
    expect(first.position).toBe(0);
  });
});

describe("template documents", () => {
  it("stores a PDF template for a file element, replaces it (the old file goes), refuses other kinds, other types and oversize files", async () => {
    const pack = await newPack("Templates");
    const stage = await newStage(pack.id, "Application");
    const file = await newElement({ stageId: stage.id, kind: "FILE", label: "Undertaking", config: { fileTypes: ["pdf"] } });
    const text = await newElement({ stageId: stage.id, kind: "SHORT_TEXT", label: "Name" });
    const before = await storedTemplates(world);

    const first = await api.template(admin(), { stageElementId: file.id }, [
      filePart("elementDocument", pdf(), "undertaking.pdf", "application/pdf"),
    ]);
    expect(first.status).toBe(200);
    const firstName = (first.body as { stageElement: TElement }).stageElement.templateFileName!;
    expect(await storedTemplates(world)).toEqual([...before, firstName].sort());

    const second = await api.template(admin(), { stageElementId: file.id }, [
      filePart("elementDocument", pdf(), "v2.pdf", "application/pdf"),
    ]);
    const secondName = (second.body as { stageElement: TElement }).stageElement.templateFileName!;
    expect(secondName).not.toBe(firstName);
    expect(await storedTemplates(world)).toEqual([...before, secondName].sort());

    expectError(
      await api.template(admin(), { stageElementId: text.id }, [filePart("elementDocument", pdf(), "x.pdf", "application/pdf")]),
      400,
      "stageElementId",
    );
    expectError(
      await api.template(admin(), { stageElementId: file.id }, [
        filePart("elementDocument", Buffer.from("plain text"), "x.pdf", "application/pdf"),
      ]),
      400,
    );
    expectError(await api.template(admin(), { stageElementId: file.id }, []), 400, "elementDocument");
    expectError(
      await api.template(admin(), { stageElementId: file.id }, [
        filePart("elementDocument", pdf(10 * 1024 * 1024 + 10), "big.pdf", "application/pdf"),
      ]),
      413,
    );
    expectError(await api.template(admin(), { stageElementId: 999999 }, [filePart("elementDocument", png(), "x.png")]), 404);
    expectError(
      await api.template(world.members.texc.auth, { stageElementId: file.id }, [
        filePart("elementDocument", pdf(), "x.pdf", "application/pdf"),
      ]),
      403,
    );
    expect(await storedTemplates(world)).toEqual([...before, secondName].sort());
    const row = await db().prisma.stageElement.findUniqueOrThrow({ where: { id: file.id } });
    expect(row.templateFileName).toBe(secondName);

    // Any member may download a template; a replaced one is gone; nobody else's file is opened this way.
    expect(await api.document(world.members.member.auth, secondName)).toBe(200);
    expect(await api.document(world.members.texc.auth, secondName)).toBe(200);
    expect(await api.document(undefined, secondName)).toBe(401);
    expect(await api.document(world.members.texc.auth, firstName)).toBe(403);
    expect(await api.document(admin(), firstName)).toBe(404);
  });
});

describe("reference documents of elements", () => {
  it("uploadpomdocument adds or replaces (docid) a document any member may read; deletepomdocument removes it with its file", async () => {
    const pack = await newPack("Guidelines");
    const stage = await newStage(pack.id, "Application");
    const element = await newElement({ stageId: stage.id, kind: "LONG_TEXT", label: "Why" });
    const before = await storedTemplates(world);
    const first = await api.uploadPom(admin(), { stageelementid: element.id }, [
      filePart("elementDocument", pdf(), "guide.pdf", "application/pdf"),
    ]);
    expect(first.body).toMatchObject({ stat: 1, elementDocument: { elementId: element.id, originalName: "guide.pdf" } });
    const { sedid, url } = (first.body as { elementDocument: { sedid: number; url: string } }).elementDocument;
    const name = url.split("/").pop()!;
    expect(await api.document(world.members.member.auth, name)).toBe(200);
    expect((await api.elements(admin(), stage.id)).body).toMatchObject({
      elementDocuments: [{ sedid, elementId: element.id, originalName: "guide.pdf" }],
    });
    const second = await api.uploadPom(admin(), { stageelementid: element.id, docid: sedid }, [
      filePart("elementDocument", pdf(), "guide-v2.pdf", "application/pdf"),
    ]);
    const replacement = (second.body as { elementDocument: { sedid: number; url: string } }).elementDocument;
    expect(await storedTemplates(world)).toEqual([...before, replacement.url.split("/").pop()!].sort());
    expectError(
      await api.uploadPom(admin(), { stageelementid: element.id, docid: sedid }, [
        filePart("elementDocument", pdf(), "x.pdf", "application/pdf"),
      ]),
      404,
    );
    expectError(
      await api.uploadPom(world.members.texc.auth, { stageelementid: element.id }, [
        filePart("elementDocument", pdf(), "x.pdf", "application/pdf"),
      ]),
      403,
    );
    expectError(await api.deletePom(world.members.texc.auth, replacement.sedid), 403);
    expect((await api.deletePom(admin(), replacement.sedid)).status).toBe(200);
    expectError(await api.deletePom(admin(), replacement.sedid), 404);
    expect(await storedTemplates(world)).toEqual(before);
  });
});

describe("reference documents and duplication", () => {
  const upload = async (elementId: number, name: string) => {
    const reply = await api.uploadPom(admin(), { stageelementid: elementId }, [
      filePart("elementDocument", pdf(), name, "application/pdf"),
    ]);
    return (reply.body as { elementDocument: TDocument }).elementDocument;
  };
  const documentsOf = async (stageId: number) =>
    ((await api.elements(admin(), stageId)).body as { elementDocuments: TDocument[] }).elementDocuments;
  const storedName = (document: TDocument) => document.url.split("/").pop()!;

  it("a duplicated pack lists the original's documents, each with its own readable file the original's delete leaves", async () => {
    const pack = await newPack("Documents copied");
    const stage = await newStage(pack.id, "Application");
    const section = await newElement({ stageId: stage.id, kind: "SECTION", label: "Budget" });
    const amount = await newElement({ stageId: stage.id, parentId: section.id, kind: "AMOUNT", label: "Cost" });
    const guide = await upload(amount.id, "cost-guide.pdf");
    const copy = (await api.duplicate(admin(), pack.id, 202526)).body as { projectPack: TPack };
    const copiedStage = ((await api.stages(admin(), copy.projectPack.id)).body as { packStages: TStage[] }).packStages[0]!;
    const copiedAmount = (await treeOf(copiedStage.id)).find((row) => row.label === "Cost")!;
    const copied = await documentsOf(copiedStage.id);
    expect(copied).toMatchObject([{ elementId: copiedAmount.id, originalName: "cost-guide.pdf" }]);
    expect(storedName(copied[0]!)).not.toBe(storedName(guide));
    // The copy keeps the name the original shows.
    expect(storedName(copied[0]!)).toMatch(/^[0-9a-f]{32}-cost-guide\.pdf$/);
    expect(await api.document(world.members.member.auth, storedName(copied[0]!))).toBe(200);

    expect((await api.deletePom(admin(), guide.sedid)).status).toBe(200);
    expect(await api.document(admin(), storedName(guide))).toBe(404);
    expect(await api.document(world.members.member.auth, storedName(copied[0]!))).toBe(200);
    expect(await documentsOf(copiedStage.id)).toMatchObject([{ sedid: copied[0]!.sedid }]);
  });

  it("a duplicate that fails leaves no copied file behind", async () => {
    const pack = await newPack("Documents not copied");
    const first = await newStage(pack.id, "Application");
    const second = await newStage(pack.id, "Review");
    const element = await newElement({ stageId: first.id, kind: "LONG_TEXT", label: "Why" });
    const section = await newElement({ stageId: second.id, kind: "SECTION", label: "Later" });
    await upload(element.id, "why.pdf");
    // A tree the builder never makes (a parent in a later stage) makes the copy fail after the files were copied.
    await db().prisma.stageElement.update({ where: { id: element.id }, data: { parentId: section.id } });
    const before = await storedTemplates(world);
    const packsBefore = await db().prisma.projectPack.count();
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expectError(await api.duplicate(admin(), pack.id, 202526), 500);
    } finally {
      spy.mockRestore();
    }
    expect(await storedTemplates(world)).toEqual(before);
    expect(await db().prisma.projectPack.count()).toBe(packsBefore);
  });

  it("deleting an element removes its and its children's document files", async () => {
    const pack = await newPack("Documents deleted");
    const stage = await newStage(pack.id, "Application");
    const section = await newElement({ stageId: stage.id, kind: "SECTION", label: "Budget" });
    const amount = await newElement({ stageId: stage.id, parentId: section.id, kind: "AMOUNT", label: "Cost" });
    const kept = await newElement({ stageId: stage.id, kind: "LONG_TEXT", label: "Why" });
    const before = await storedTemplates(world);
    const own = await upload(section.id, "budget.pdf");
    const child = await upload(amount.id, "cost.pdf");
    const other = await upload(kept.id, "why.pdf");
    expect((await api.deleteElement(admin(), section.id)).status).toBe(200);
    expect(await storedTemplates(world)).toEqual([...before, storedName(other)].sort());
    expect(await api.document(admin(), storedName(own))).toBe(404);
    expect(await api.document(admin(), storedName(child))).toBe(404);
  });
});

describe("approval mappings", () => {
  it("saves, for each approving role, the elements it confirms; refuses elements of another pack and sections", async () => {
    const pack = await newPack("Mappings");
    const stage = await newStage(pack.id, "Application");
    const section = await newElement({ stageId: stage.id, kind: "SECTION", label: "S" });
    const amount = await newElement({ stageId: stage.id, parentId: section.id, kind: "AMOUNT", label: "Grant" });
    const text = await newElement({ stageId: stage.id, kind: "LONG_TEXT", label: "Why" });
    const otherPack = await newPack("Someone else's");
    const otherStage = await newStage(otherPack.id, "A");
    const foreign = await newElement({ stageId: otherStage.id, kind: "YES_NO", label: "Q" });

    const saved = await api.saveMappings(admin(), {
      pid: pack.id,
      mappings: [
        { role: "NPC", elementIds: [text.id, amount.id] },
        { role: "Admin", elementIds: [text.id] },
      ],
    });
    expect(saved.status).toBe(200);
    const read = (await api.pack(admin(), pack.id)).body as { approvalMappings: { role: string; elementIds: number[] }[] };
    expect(read.approvalMappings).toEqual(
      expect.arrayContaining([
        { role: "NPC", elementIds: [amount.id, text.id].sort((a, b) => a - b) },
        { role: "Admin", elementIds: [text.id] },
      ]),
    );
    expect(read.approvalMappings).toHaveLength(2);

    // Only the national review's roles confirm elements (before recommending to the trust): a
    // mapping of any other role would be saved and never used, so it is refused, naming the entry.
    for (const role of ["AC", "RTIF-Secretary", "RTIF-Trustee", "TEX"]) {
      expect(
        expectError(
          await api.saveMappings(admin(), {
            pid: pack.id,
            mappings: [
              { role: "NPC", elementIds: [] },
              { role, elementIds: [text.id] },
            ],
          }),
          400,
          "mappings.1.role",
        ).message,
      ).toMatch(/NPC, Admin-Pom, Admin/);
    }

    expectError(
      await api.saveMappings(admin(), { pid: pack.id, mappings: [{ role: "NPC", elementIds: [foreign.id] }] }),
      400,
      "mappings",
    );
    expectError(
      await api.saveMappings(admin(), { pid: pack.id, mappings: [{ role: "NPC", elementIds: [section.id] }] }),
      400,
      "mappings",
    );
    expectError(await api.saveMappings(admin(), { pid: pack.id, mappings: [{ role: "Wizard", elementIds: [] }] }), 400);
    expectError(
      await api.saveMappings(admin(), {
        pid: pack.id,
        mappings: [
          { role: "NPC", elementIds: [] },
          { role: "NPC", elementIds: [] },
        ],
      }),
      400,
      "mappings",
    );
    expectError(await api.saveMappings(admin(), { pid: 999999, mappings: [] }), 404);
    expect(await db().prisma.approvalElementMapping.count({ where: { packId: pack.id } })).toBe(3);
  });
});

describe("a pack that applications use", () => {
  it("keeps its structure (409, nothing changed) but may change its description and active flag; duplicating makes the next version", async () => {
    const pack = await newPack("In use");
    const stage = await newStage(pack.id, "Application");
    const section = await newElement({ stageId: stage.id, kind: "SECTION", label: "S" });
    const child = await newElement({
      stageId: stage.id,
      parentId: section.id,
      kind: "SHORT_TEXT",
      label: "Name",
      required: true,
    });
    const file = await newElement({ stageId: stage.id, kind: "FILE", label: "Doc", config: { fileTypes: ["pdf"] } });
    await api.template(admin(), { stageElementId: file.id }, [filePart("elementDocument", pdf(), "t.pdf", "application/pdf")]);
    await api.saveMappings(admin(), { pid: pack.id, mappings: [{ role: "NPC", elementIds: [child.id] }] });
    await seedApplicationOf(db().prisma, pack.id, world.members.texc.id, 101);
    const tree = await treeOf(stage.id);

    const refused = [
      await api.saveElement(admin(), {
        id: child.id,
        stageId: stage.id,
        parentId: section.id,
        kind: "SHORT_TEXT",
        label: "Renamed",
      }),
      await api.saveElement(admin(), { stageId: stage.id, kind: "YES_NO", label: "New" }),
      await api.deleteElement(admin(), child.id),
      await api.saveStage(admin(), { id: stage.id, packId: pack.id, name: "Renamed", filledBy: "TABLE" }),
      await api.saveStage(admin(), { packId: pack.id, name: "Another", filledBy: "TABLE" }),
      await api.savePack(admin(), { id: pack.id, name: "In use", year: 202627, kind: "TABLE" }),
      await api.template(admin(), { stageElementId: file.id }, [filePart("elementDocument", pdf(), "t2.pdf", "application/pdf")]),
      // The approval mapping too: the applications under review are confirmed against it.
      await api.saveMappings(admin(), { pid: pack.id, mappings: [{ role: "NPC", elementIds: [] }] }),
    ];
    for (const reply of refused) expect(expectError(reply, 409).message).toMatch(/Duplicate it to make a new version/);
    expect(await treeOf(stage.id)).toEqual(tree);
    expect(((await api.pack(admin(), pack.id)).body as { approvalMappings: unknown }).approvalMappings).toEqual([
      { role: "NPC", elementIds: [child.id] },
    ]);

    const allowed = await api.savePack(admin(), {
      id: pack.id,
      name: "In use",
      year: 202526,
      kind: "TABLE",
      description: "Closed for 2025-26",
      isActive: true,
    });
    expect(allowed.body).toMatchObject({ projectPack: { description: "Closed for 2025-26", isActive: true } });

    const copy = (await api.duplicate(admin(), pack.id, 202526)).body as { projectPack: TPack & { previousVersionId: number } };
    expect(copy.projectPack).toMatchObject({
      name: "In use",
      year: 202526,
      version: 2,
      previousVersionId: pack.id,
      isActive: false,
    });
    const copiedStages = ((await api.stages(admin(), copy.projectPack.id)).body as { packStages: TStage[] }).packStages;
    expect(copiedStages.map((s) => s.name)).toEqual(["Application"]);
    const copiedTree = await treeOf(copiedStages[0]!.id);
    expect(copiedTree.map((row) => `${row.depth}:${row.kind}:${row.label}:${row.templateFileName ?? ""}`)).toEqual(
      tree.map((row) => `${row.depth}:${row.kind}:${row.label}:${row.templateFileName ?? ""}`),
    );
    expect(copiedTree.every((row) => !tree.some((original) => original.id === row.id))).toBe(true);
    const mapped = (await api.pack(admin(), copy.projectPack.id)).body as {
      approvalMappings: { role: string; elementIds: number[] }[];
    };
    expect(mapped.approvalMappings).toEqual([{ role: "NPC", elementIds: [copiedTree.find((row) => row.label === "Name")!.id] }]);

    // The copy is free to change; a copy for another year starts at version 1.
    expect((await api.saveElement(admin(), { stageId: copiedStages[0]!.id, kind: "YES_NO", label: "New question" })).status).toBe(
      200,
    );
    const nextYear = (await api.duplicate(admin(), pack.id, 202627)).body as { projectPack: TPack };
    expect(nextYear.projectPack).toMatchObject({ year: 202627, version: 1 });
    expectError(await api.duplicate(admin(), 999999, 202526), 404);
    expectError(await api.duplicate(admin(), pack.id, 202528), 400, "params.b");
  });

  it("a template shared by a pack and its copy stays in storage while either names it", async () => {
    const pack = await newPack("Shared template");
    const stage = await newStage(pack.id, "Application");
    const file = await newElement({ stageId: stage.id, kind: "FILE", label: "Doc", config: { fileTypes: ["pdf"] } });
    const stored = (
      await api.template(admin(), { stageElementId: file.id }, [filePart("elementDocument", pdf(), "t.pdf", "application/pdf")])
    ).body as {
      stageElement: TElement;
    };
    const name = stored.stageElement.templateFileName!;
    await api.duplicate(admin(), pack.id, 202526);
    expect((await api.deleteElement(admin(), file.id)).status).toBe(200);
    expect(await storedTemplates(world)).toContain(name);
  });
});

describeOnPostgres("a change of a pack's structure and an application started from it at the same moment", () => {
  /** An active pack with one stage and one element, as a table can start from it. */
  const openPack = async (name: string) => {
    const pack = await newPack(name);
    const stage = await newStage(pack.id, "Application");
    const element = await newElement({ stageId: stage.id, kind: "SHORT_TEXT", label: "Need" });
    await db().prisma.projectPack.update({ where: { id: pack.id }, data: { isActive: true } });
    return { pack, stage, element };
  };

  it("the change waits for the start under way, then counts its application and is refused", async () => {
    const prisma = db().prisma;
    const { pack, stage, element } = await openPack("Started while changed");
    let deleting: ReturnType<typeof api.deleteElement> | undefined;
    // createnewprojectapplication (the pack's row held, the application and its stages written)
    // still open when the designer deletes the element.
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${pack.id} FOR SHARE`;
        await tx.projectApplication.create({
          data: {
            applicationNo: "TPA-202526-0201",
            year: 202526,
            packId: pack.id,
            tableNo: 2,
            areaNo: 1,
            title: "Started meanwhile",
            createdById: world.members.texc.id,
            stages: { create: [{ packStageId: stage.id }] },
          },
        });
        deleting = api.deleteElement(admin(), element.id);
        await untilSettledOrWaiting(prisma, deleting);
      },
      { timeout: 20_000 },
    );
    expect(expectError(await deleting!, 409).message).toMatch(/used by an application/);
    expect(await prisma.stageElement.count({ where: { id: element.id } })).toBe(1);
  });

  it("a start waits for the change under way, then copies the pack as changed", async () => {
    const prisma = db().prisma;
    const { pack } = await openPack("Changed while started");
    let starting: ReturnType<typeof appApi.create> | undefined;
    // saveStage adding a stage (the pack's row locked, the stage written) still open when the table starts.
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${pack.id} FOR UPDATE`;
        await tx.packStage.create({
          data: { packId: pack.id, name: "Area recommendation", filledBy: "AREA_CHAIRMAN", position: 1 },
        });
        starting = appApi.create(world.members.texc.auth, { packId: pack.id, title: "Started during the change" });
        await untilSettledOrWaiting(prisma, starting);
      },
      { timeout: 20_000 },
    );
    const started = (await starting!).body as { tableProjectApplication: { id: number; stages: unknown[] } };
    // One application stage per pack stage, the one added meanwhile included.
    expect(started.tableProjectApplication.stages).toHaveLength(2);
    expect(await prisma.applicationStage.count({ where: { applicationId: started.tableProjectApplication.id } })).toBe(2);
  });
});

describe("the demo packs", () => {
  it("the education pack has the real pack's six stages and uses every element kind; both packs' configs are valid", async () => {
    const packId = await seedProjectPack(db().prisma, EDUCATION_PACK);
    const circleId = await seedProjectPack(db().prisma, CIRCLE_HEALTH_PACK);
    expect(await seedProjectPack(db().prisma, EDUCATION_PACK)).toBe(packId);
    const stages = await db().prisma.packStage.findMany({ where: { packId }, orderBy: { position: "asc" } });
    expect(stages.map((stage) => stage.filledBy)).toEqual(["TABLE", "AREA_CHAIRMAN", "NATIONAL", "TRUST", "TABLE", "TABLE"]);
    const elements = await db().prisma.stageElement.findMany({ where: { stage: { packId: { in: [packId, circleId] } } } });
    const kinds = new Set(elements.filter((row) => stages.some((stage) => stage.id === row.stageId)).map((row) => row.kind));
    expect([...kinds].sort()).toEqual([...ELEMENT_KINDS].sort());
    for (const element of elements) expect(() => parseElementConfig(element.kind, element.config)).not.toThrow();
    const circle = await db().prisma.projectPack.findUniqueOrThrow({ where: { id: circleId } });
    expect(circle).toMatchObject({ kind: "CIRCLE", isActive: true });
  });
});
