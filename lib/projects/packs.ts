// Project packs: list, read, create or update, duplicate (docs/api/projects.md). A pack that
// applications already use keeps the meaning of its stages, elements and approval mapping: only its description and
// active flag may change; anything else is refused (409) and the designer duplicates it into the
// next version instead (docs/decisions.md "Project grants: packs in use").
import type { TSession } from "../auth/session";
import { formatYear } from "../content/year";
import { getDb, type TPrisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { ownUnit } from "./application-access";
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
  const unit = ownUnit(session);
  if (unit !== null) return "tableNo" in unit ? ["TABLE", "BOTH"] : ["CIRCLE", "BOTH"];
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
