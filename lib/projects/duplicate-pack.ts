// duplicatepack/{a}/{b}: pack a copied, with its stages, element trees, reference documents and
// approval mappings, as an inactive pack for year b: the next version of a when b is a's year, a new
// pack otherwise. Templates are shared by name (removeUnreferencedTemplates); a reference document's
// stored name is its own, so each gets a copy of its file. The files are copied before the
// transaction (storage is not held inside one) and removed again when it fails; under the source's
// lock the transaction reads the documents again and goes on only if they are the ones copied.
import { getDb, type TPrisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { copyStored, removeStored } from "../http/multipart";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { getPackOrThrow, TEMPLATE_FOLDER, type TPackReply } from "./packs";
import { lockPack } from "./row-locks";

type TTx = Prisma.TransactionClient;
type TDocument = Awaited<ReturnType<typeof documentsOf>>[number];

/** Copies made before the documents changed: the copy is made again from what is there now. */
const ATTEMPTS = 3;

class DocumentsChanged extends Error {}

const documentsOf = (db: TPrisma | TTx, packId: number) =>
  db.stageElementDocument.findMany({ where: { element: { stage: { packId } } }, orderBy: { id: "asc" } });

/** A replacement is a new row (uploadpomdocument deletes the old one), so ids and names tell a change. */
const sameDocuments = (copied: TDocument[], now: TDocument[]) =>
  copied.length === now.length &&
  copied.every((document, index) => document.id === now[index]!.id && document.storedName === now[index]!.storedName);

/** The copy's rows, under the source's lock; `copies[i]` is the stored copy of `documents[i]`'s file (null when it was gone). */
const copyPack = async (tx: TTx, packId: number, year: number, documents: TDocument[], copies: (string | null)[]) => {
  // The source's structure holds still while it is read and copied (as an application started from
  // it does): a template or document replaced or an element deleted meanwhile would otherwise drop a
  // file the copy still names, or a mapping would name an element the copy has not got.
  await lockPack(tx, packId, "share");
  if (!sameDocuments(documents, await documentsOf(tx, packId))) throw new DocumentsChanged();
  const source = await tx.projectPack.findUnique({
    where: { id: packId },
    include: {
      stages: {
        orderBy: { position: "asc" },
        include: { elements: { orderBy: [{ parentId: "asc" }, { position: "asc" }] } },
      },
      approvalMappings: true,
    },
  });
  if (!source) throw new AppError("NOT_FOUND", "No such project pack");
  const sameYear = source.year === year;
  // Two copies of one name and year made at once take turns here, so that each reads the version the
  // other wrote: a row lock on the source is shared by both (and upgrading it would deadlock them).
  if (sameYear) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`pack-version:${source.name}`}), ${year}::int)`;
  const latest = sameYear
    ? await tx.projectPack.aggregate({ where: { name: source.name, year }, _max: { version: true } })
    : null;
  const copy = await tx.projectPack.create({
    data: {
      name: source.name,
      year,
      description: source.description,
      kind: source.kind,
      isActive: false,
      version: sameYear ? (latest?._max.version ?? source.version) + 1 : 1,
      previousVersionId: sameYear ? source.id : null,
    },
    select: { id: true },
  });
  const elementIds = new Map<number, number>();
  for (const stage of source.stages) {
    const newStage = await tx.packStage.create({
      data: { packId: copy.id, name: stage.name, filledBy: stage.filledBy, position: stage.position },
      select: { id: true },
    });
    // Parents before children: copy in tree order.
    const pending = [...stage.elements];
    while (pending.length > 0) {
      const index = pending.findIndex((element) => element.parentId === null || elementIds.has(element.parentId));
      if (index < 0) throw new Error(`stage ${stage.id} has an element whose parent is outside it`);
      const [element] = pending.splice(index, 1);
      const created = await tx.stageElement.create({
        data: {
          stageId: newStage.id,
          parentId: element!.parentId === null ? null : elementIds.get(element!.parentId)!,
          kind: element!.kind,
          label: element!.label,
          helpText: element!.helpText,
          required: element!.required,
          position: element!.position,
          config: element!.config as Prisma.InputJsonValue,
          templateFileName: element!.templateFileName,
        },
        select: { id: true },
      });
      elementIds.set(element!.id, created.id);
    }
  }
  if (source.approvalMappings.length > 0) {
    await tx.approvalElementMapping.createMany({
      data: source.approvalMappings.map((mapping) => ({
        packId: copy.id,
        role: mapping.role,
        elementId: elementIds.get(mapping.elementId)!,
      })),
    });
  }
  const documentRows = documents.flatMap((document, index) => {
    const storedName = copies[index];
    // A document whose stored file was already gone is not copied.
    if (!storedName) return [];
    const { originalName, contentType, sizeBytes } = document;
    return [{ elementId: elementIds.get(document.elementId)!, storedName, originalName, contentType, sizeBytes }];
  });
  if (documentRows.length > 0) await tx.stageElementDocument.createMany({ data: documentRows });
  return getPackOrThrow(copy.id, tx);
};

export const duplicatePack = async (packId: number, year: number): Promise<TPackReply> => {
  const prisma = await getDb();
  for (let attempt = 1; ; attempt += 1) {
    const documents = await documentsOf(prisma, packId);
    const copies = await copyStored(
      TEMPLATE_FOLDER,
      documents.map((document) => document.storedName),
    );
    try {
      return await prisma.$transaction((tx) => copyPack(tx, packId, year, documents, copies), WRITE_TRANSACTION);
    } catch (error) {
      await removeStored(
        TEMPLATE_FOLDER,
        copies.filter((name) => name !== null),
      );
      if (!(error instanceof DocumentsChanged)) throw error;
      if (attempt === ATTEMPTS)
        throw new AppError(
          "CONFLICT",
          "The pack's reference documents kept changing while it was being copied: please try again",
        );
    }
  }
};
