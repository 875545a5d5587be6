// A stage's element tree: read (whole stage, one parent's children, a subtree), create or update
// (config checked per kind, parents only sections of the same stage, no cycles, position
// renumbers the siblings), delete with its children (a FILE element's template: template-upload.ts).
import { removeStored } from "../http/multipart";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { elementConfigOrThrow } from "./element-config";
import type { TSaveElement } from "./pack-inputs";
import { assertPackStructureEditable, TEMPLATE_FOLDER } from "./packs";
import { LAST_POSITION, renumber } from "./pack-stages";
import { removeUnreferencedTemplates } from "./unreferenced-templates";

type TTx = Prisma.TransactionClient;

export const ELEMENT_SELECT = {
  id: true,
  stageId: true,
  parentId: true,
  kind: true,
  label: true,
  helpText: true,
  required: true,
  position: true,
  config: true,
  templateFileName: true,
} satisfies Prisma.StageElementSelect;

type TElementRow = Prisma.StageElementGetPayload<{ select: typeof ELEMENT_SELECT }>;

export const elementReply = (row: TElementRow, depth = 0) => ({
  id: row.id,
  stageId: row.stageId,
  parentId: row.parentId,
  kind: row.kind,
  label: row.label,
  helpText: row.helpText,
  required: row.required,
  position: row.position,
  config: row.config as Record<string, unknown>,
  templateFileName: row.templateFileName,
  depth,
});
export type TElementReply = ReturnType<typeof elementReply>;

/** Rows in tree order: each parent followed by its children (by position), with their depth. */
export const inTreeOrder = (rows: TElementRow[], rootId: number | null = null): TElementReply[] => {
  const byParent = new Map<number | null, TElementRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  for (const list of byParent.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  const out: TElementReply[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const row of byParent.get(parentId) ?? []) {
      out.push(elementReply(row, depth));
      walk(row.id, depth + 1);
    }
  };
  walk(rootId, 0);
  return out;
};

const stageRows = async (stageId: number, db?: TTx) => {
  const prisma = db ?? (await getDb());
  const stage = await prisma.packStage.findUnique({ where: { id: stageId }, select: { id: true } });
  if (!stage) throw new AppError("NOT_FOUND", "No such pack stage");
  return prisma.stageElement.findMany({ where: { stageId }, select: ELEMENT_SELECT });
};

/** getstageelementsforstageid/{id}: the whole tree of a stage. */
export const listStageElements = async (stageId: number) => inTreeOrder(await stageRows(stageId));

const parentOrThrow = (rows: TElementRow[], parentId: number) => {
  const parent = rows.find((row) => row.id === parentId);
  if (!parent) throw new AppError("NOT_FOUND", "No such element in this stage");
  return parent;
};

/** getstageelementsforparent/{stage}/{parent}: the section itself and its direct children. */
export const listChildren = async (stageId: number, parentId: number) => {
  const rows = await stageRows(stageId);
  const parent = parentOrThrow(rows, parentId);
  return { parent: elementReply(parent), children: inTreeOrder(rows, parentId).filter((row) => row.depth === 0) };
};

/** getchildrenforaseparent/{stage}/{parent}: everything under the section, in tree order. */
export const listSubtree = async (stageId: number, parentId: number) => {
  const rows = await stageRows(stageId);
  parentOrThrow(rows, parentId);
  return inTreeOrder(rows, parentId);
};

export const packIdOfStage = async (tx: TTx, stageId: number) => {
  const stage = await tx.packStage.findUnique({ where: { id: stageId }, select: { packId: true } });
  if (!stage) throw new AppError("NOT_FOUND", "No such pack stage", { fields: [{ field: "stageId", message: "no such stage" }] });
  return stage.packId;
};

const badParent = (message: string) => fieldError("BAD_REQUEST", "parentId", message);

/** The parent must be a SECTION of the same stage and, on a move, not the element or one of its descendants. */
const assertParent = (rows: TElementRow[], parentId: number | undefined, selfId: number | undefined) => {
  if (parentId === undefined) return;
  const parent = rows.find((row) => row.id === parentId);
  if (!parent) throw badParent("no such element in this stage");
  if (parent.kind !== "SECTION") throw badParent("only a section can hold other elements");
  for (let at: TElementRow | undefined = parent; at; at = rows.find((row) => row.id === at!.parentId)) {
    if (at.id === selfId) throw badParent("an element cannot be moved inside itself");
  }
};

export const saveElement = async (input: TSaveElement): Promise<TElementReply> => {
  const config = elementConfigOrThrow(input.kind, input.config);
  const prisma = await getDb();
  // A template an element loses by ceasing to be a FILE element: removed after the commit.
  const dropped: { name: string | null } = { name: null };
  const saved = await prisma.$transaction(async (tx) => {
    const packId = await packIdOfStage(tx, input.stageId);
    await assertPackStructureEditable(tx, packId);
    const rows = await stageRows(input.stageId, tx);
    assertParent(rows, input.parentId, input.id);
    const data = {
      parentId: input.parentId ?? null,
      kind: input.kind,
      label: input.label,
      helpText: input.helpText,
      required: input.kind === "SECTION" ? false : input.required,
      config: config as Prisma.InputJsonValue,
    };
    let id = input.id;
    if (id === undefined) {
      id = (
        await tx.stageElement.create({ data: { ...data, stageId: input.stageId, position: LAST_POSITION }, select: { id: true } })
      ).id;
    } else {
      const current = rows.find((row) => row.id === id);
      if (!current) throw new AppError("NOT_FOUND", "No such element in this stage");
      if (current.kind === "SECTION" && input.kind !== "SECTION" && rows.some((row) => row.parentId === id)) {
        throw new AppError("BAD_REQUEST", "kind: a section that holds elements must stay a section", {
          fields: [{ field: "kind", message: "a section that holds elements must stay a section" }],
        });
      }
      if (input.kind !== "FILE") dropped.name = current.templateFileName;
      await tx.stageElement.update({
        where: { id },
        data: { ...data, templateFileName: input.kind === "FILE" ? current.templateFileName : null },
      });
    }
    const siblings = await tx.stageElement.findMany({
      where: { stageId: input.stageId, parentId: input.parentId ?? null },
      select: { id: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    const position = input.position ?? rows.find((row) => row.id === id)?.position;
    await renumber(
      siblings.map((row) => row.id),
      id,
      position,
      (elementId, at) => tx.stageElement.update({ where: { id: elementId }, data: { position: at } }),
    );
    return elementReply(await tx.stageElement.findUniqueOrThrow({ where: { id }, select: ELEMENT_SELECT }));
  }, WRITE_TRANSACTION);
  if (dropped.name) await removeUnreferencedTemplates([dropped.name]);
  return saved;
};

/** DELETE deletestageelement/{id}: the element and everything under it. */
export const deleteElement = async (id: number) => {
  const prisma = await getDb();
  const removed = await prisma.$transaction(async (tx) => {
    const found = await tx.stageElement.findUnique({ where: { id }, select: { stageId: true } });
    if (!found) throw new AppError("NOT_FOUND", "No such element");
    await assertPackStructureEditable(tx, await packIdOfStage(tx, found.stageId));
    // Read again under the pack's lock: a delete that held it before us may have taken the element.
    const element = await tx.stageElement.findUnique({ where: { id }, select: { stageId: true, parentId: true } });
    if (!element) throw new AppError("NOT_FOUND", "No such element");
    const subtree = await subtreeRows(tx, element.stageId, id);
    const documents = await tx.stageElementDocument.findMany({
      where: { elementId: { in: subtree.map((row) => row.id) } },
      select: { storedName: true },
    });
    const deleted = await tx.stageElement.deleteMany({ where: { id } });
    if (deleted.count !== 1) throw new AppError("NOT_FOUND", "No such element");
    const siblings = await tx.stageElement.findMany({
      where: { stageId: element.stageId, parentId: element.parentId },
      select: { id: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    for (const [index, sibling] of siblings.entries())
      await tx.stageElement.update({ where: { id: sibling.id }, data: { position: index } });
    return { subtree, documents: documents.map((document) => document.storedName) };
  }, WRITE_TRANSACTION);
  const templates = removed.subtree.flatMap((row) => (row.templateFileName ? [row.templateFileName] : []));
  if (templates.length > 0) await removeUnreferencedTemplates(templates);
  // Reference documents are the element's own (duplicatePack copies their files): the cascade took their rows.
  if (removed.documents.length > 0) await removeStored(TEMPLATE_FOLDER, removed.documents);
  return { deleted: removed.subtree.length };
};

/** The element and everything under it. */
const subtreeRows = async (tx: TTx, stageId: number, rootId: number) => {
  const rows = await tx.stageElement.findMany({ where: { stageId }, select: ELEMENT_SELECT });
  return [elementReply(rows.find((row) => row.id === rootId)!), ...inTreeOrder(rows, rootId)];
};
