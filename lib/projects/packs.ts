// Project packs: list, read, create or update, duplicate (docs/api/projects.md). A pack that
// applications already use keeps the meaning of its stages, elements and approval mapping: only its description and
// active flag may change; anything else is refused (409) and the designer duplicates it into the
// next version instead (docs/decisions.md "Project grants: packs in use").
import type { TSession } from "../auth/session";
import { formatYear } from "../content/year";
import { getDb, type TPrisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { copyStored, removeStored } from "../http/multipart";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { ownUnitWhere } from "./application-access";
import type { TSavePack } from "./pack-inputs";
import { lockPack } from "./row-locks";

type TTx = Prisma.TransactionClient;

/** Where element templates and reference documents are stored. */
export const TEMPLATE_FOLDER = "pomdocuments" as const;

const PACK_SELECT = {
  id: true,
  name: true,
  year: true,
  description: true,
  kind: true,
  isActive: true,
  version: true,
  previousVersionId: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { stages: true, applications: true } },
} satisfies Prisma.ProjectPackSelect;

type TPackRow = Prisma.ProjectPackGetPayload<{ select: typeof PACK_SELECT }>;

export const packReply = (row: TPackRow) => ({
  id: row.id,
  name: row.name,
  year: row.year,
  yearString: formatYear(row.year),
  description: row.description,
  kind: row.kind,
  isActive: row.isActive,
  version: row.version,
  previousVersionId: row.previousVersionId,
  stageCount: row._count.stages,
  applicationCount: row._count.applications,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type TPackReply = ReturnType<typeof packReply>;

export const listPacks = async (): Promise<TPackReply[]> => {
  const prisma = await getDb();
  const rows = await prisma.projectPack.findMany({
    select: PACK_SELECT,
    orderBy: [{ year: "desc" }, { name: "asc" }, { version: "desc" }],
  });
  return rows.map(packReply);
};

export const getPackOrThrow = async (id: number, db?: TPrisma | TTx): Promise<TPackReply> => {
  const prisma = db ?? (await getDb());
  const row = await prisma.projectPack.findUnique({ where: { id }, select: PACK_SELECT });
  if (!row) throw new AppError("NOT_FOUND", "No such project pack");
  return packReply(row);
};

type TPackKind = "TABLE" | "CIRCLE" | "BOTH";

/** The kinds of pack the caller may apply with; "all" for the secretariat applying for no unit of its own. */
const packKindsFor = (session: TSession): readonly TPackKind[] | "all" => {
  if (ownUnitWhere(session) !== null) return session.tableNo !== null ? ["TABLE", "BOTH"] : ["CIRCLE", "BOTH"];
  return session.roles.includes("Admin") ? "all" : [];
};

/**
 * The active packs a member's table or circle may apply with (getprojectpacksformember); the
 * secretariat, on the same page, reads every active pack (it starts no application itself).
 */
export const listPacksForMember = async (session: TSession): Promise<TPackReply[]> => {
  const kinds = packKindsFor(session);
  if (kinds !== "all" && kinds.length === 0) return [];
  const prisma = await getDb();
  const rows = await prisma.projectPack.findMany({
    where: { isActive: true, ...(kinds === "all" ? {} : { kind: { in: [...kinds] } }) },
    select: PACK_SELECT,
    orderBy: [{ year: "desc" }, { name: "asc" }],
  });
  return rows.map(packReply);
};

const inUseMessage = (count: number) =>
  `This pack is used by ${count === 1 ? "an application" : `${count} applications`}: its stages, elements and approval mapping cannot change. Duplicate it to make a new version.`;

/** Throws 409 when applications use the pack (its structure is then fixed); holds the pack's row lock until the change commits. */
export const assertPackStructureEditable = async (tx: TTx, packId: number) => {
  await lockPack(tx, packId, "update");
  const count = await tx.projectApplication.count({ where: { packId } });
  if (count > 0) throw new AppError("CONFLICT", inUseMessage(count));
};

export const savePack = async (input: TSavePack): Promise<TPackReply> => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    if (input.id === undefined) {
      const created = await tx.projectPack.create({
        data: {
          name: input.name,
          year: input.year,
          description: input.description,
          kind: input.kind,
          isActive: input.isActive ?? false,
        },
        select: { id: true },
      });
      return getPackOrThrow(created.id, tx);
    }
    const current = await tx.projectPack.findUnique({
      where: { id: input.id },
      select: { name: true, year: true, kind: true, updatedAt: true },
    });
    if (!current) throw new AppError("NOT_FOUND", "No such project pack");
    const changedMeanwhile = () =>
      new AppError("CONFLICT", "Someone changed this pack meanwhile: reload the page to see their change");
    if (input.updatedAt && new Date(input.updatedAt).getTime() !== current.updatedAt.getTime()) throw changedMeanwhile();
    const structural = current.name !== input.name || current.year !== input.year || current.kind !== input.kind;
    if (structural) await assertPackStructureEditable(tx, input.id);
    // Only over the version read above: of two saves at once, the second finds it gone.
    const updated = await tx.projectPack.updateMany({
      where: { id: input.id, updatedAt: current.updatedAt },
      data: {
        name: input.name,
        year: input.year,
        description: input.description,
        kind: input.kind,
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      },
    });
    if (updated.count !== 1) throw changedMeanwhile();
    return getPackOrThrow(input.id, tx);
  }, WRITE_TRANSACTION);
};

/**
 * duplicatepack/{a}/{b}: pack a copied, with its stages, element trees, reference documents and
 * approval mappings, as an inactive pack for year b: the next version of a when b is a's year, a new
 * pack otherwise. Templates are shared by name (removeUnreferencedTemplates); a reference document's
 * stored name is its own, so each gets a copy of its file, made before the transaction and removed
 * again when the transaction fails.
 */
export const duplicatePack = async (packId: number, year: number): Promise<TPackReply> => {
  const prisma = await getDb();
  const documents = await prisma.stageElementDocument.findMany({
    where: { element: { stage: { packId } } },
    orderBy: { id: "asc" },
  });
  const copies = await copyStored(
    TEMPLATE_FOLDER,
    documents.map((document) => document.storedName),
  );
  const made = copies.filter((name) => name !== null);
  const used = new Set<string>();
  let reply: TPackReply;
  try {
    reply = await prisma.$transaction(async (tx) => {
      // The source's structure holds still while it is read and copied (as an application started
      // from it does): a template replaced or an element deleted meanwhile would otherwise drop a
      // file the copy still names, or a mapping would name an element the copy has not got.
      await lockPack(tx, packId, "share");
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
      const present = await tx.stageElementDocument.findMany({
        where: { id: { in: documents.map((document) => document.id) } },
        select: { id: true },
      });
      const documentRows = documents.flatMap((document, index) => {
        const elementId = elementIds.get(document.elementId);
        const storedName = copies[index];
        // A document deleted, or its file gone, since the read above is not copied.
        if (elementId === undefined || !storedName || !present.some((row) => row.id === document.id)) return [];
        used.add(storedName);
        const { originalName, contentType, sizeBytes } = document;
        return [{ elementId, storedName, originalName, contentType, sizeBytes }];
      });
      if (documentRows.length > 0) await tx.stageElementDocument.createMany({ data: documentRows });
      return getPackOrThrow(copy.id, tx);
    }, WRITE_TRANSACTION);
  } catch (error) {
    await removeStored(TEMPLATE_FOLDER, made);
    throw error;
  }
  const unused = made.filter((name) => !used.has(name));
  if (unused.length > 0) await removeStored(TEMPLATE_FOLDER, unused);
  return reply;
};
