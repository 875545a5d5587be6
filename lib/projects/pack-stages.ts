// A pack's stages: list in order, create or update (a position moves the stage and renumbers the
// others 0..n-1, which is how the screen's reorder works). Structure changes are refused on a pack
// in use (lib/projects/packs.ts).
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import type { TSaveStage } from "./pack-inputs";
import { assertPackStructureEditable } from "./packs";

type TTx = Prisma.TransactionClient;

/** Where a new row goes before the siblings are renumbered. */
export const LAST_POSITION = 2_147_483_647;

const STAGE_SELECT = {
  id: true,
  packId: true,
  name: true,
  filledBy: true,
  position: true,
  _count: { select: { elements: true } },
} satisfies Prisma.PackStageSelect;

type TStageRow = Prisma.PackStageGetPayload<{ select: typeof STAGE_SELECT }>;

const stageReply = (row: TStageRow) => ({
  id: row.id,
  packId: row.packId,
  name: row.name,
  filledBy: row.filledBy,
  position: row.position,
  elementCount: row._count.elements,
});
export type TStageReply = ReturnType<typeof stageReply>;

export const listStages = async (packId: number): Promise<TStageReply[]> => {
  const prisma = await getDb();
  const pack = await prisma.projectPack.findUnique({ where: { id: packId }, select: { id: true } });
  if (!pack) throw new AppError("NOT_FOUND", "No such project pack");
  const rows = await prisma.packStage.findMany({
    where: { packId },
    select: STAGE_SELECT,
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  return rows.map(stageReply);
};

export const getStageOrThrow = async (stageId: number, db?: TTx) => {
  const prisma = db ?? (await getDb());
  const row = await prisma.packStage.findUnique({ where: { id: stageId }, select: STAGE_SELECT });
  if (!row) throw new AppError("NOT_FOUND", "No such pack stage");
  return stageReply(row);
};

/** Puts `id` at `position` among `siblings` (ids in their current order) and writes 0..n-1. */
export const renumber = async (
  siblings: number[],
  id: number,
  position: number | undefined,
  write: (id: number, position: number) => Promise<unknown>,
) => {
  const others = siblings.filter((sibling) => sibling !== id);
  const at = Math.min(position ?? others.length, others.length);
  const order = [...others.slice(0, at), id, ...others.slice(at)];
  for (const [index, sibling] of order.entries()) await write(sibling, index);
};

export const saveStage = async (input: TSaveStage): Promise<TStageReply> => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    const pack = await tx.projectPack.findUnique({ where: { id: input.packId }, select: { id: true } });
    if (!pack)
      throw new AppError("NOT_FOUND", "No such project pack", { fields: [{ field: "packId", message: "no such pack" }] });
    let id = input.id;
    if (id === undefined) {
      await assertPackStructureEditable(tx, input.packId);
      id = (
        await tx.packStage.create({
          data: { packId: input.packId, name: input.name, filledBy: input.filledBy, position: LAST_POSITION },
          select: { id: true },
        })
      ).id;
    } else {
      const current = await tx.packStage.findUnique({
        where: { id },
        select: { packId: true, name: true, filledBy: true, position: true },
      });
      if (!current || current.packId !== input.packId) throw new AppError("NOT_FOUND", "No such pack stage");
      const changed =
        current.name !== input.name ||
        current.filledBy !== input.filledBy ||
        (input.position !== undefined && input.position !== current.position);
      if (changed) await assertPackStructureEditable(tx, input.packId);
      await tx.packStage.update({ where: { id }, data: { name: input.name, filledBy: input.filledBy } });
      if (input.position === undefined) return getStageOrThrow(id, tx);
    }
    const siblings = await tx.packStage.findMany({
      where: { packId: input.packId },
      select: { id: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    await renumber(
      siblings.map((row) => row.id),
      id,
      input.position,
      (stageId, position) => tx.packStage.update({ where: { id: stageId }, data: { position } }),
    );
    return getStageOrThrow(id, tx);
  }, WRITE_TRANSACTION);
};
