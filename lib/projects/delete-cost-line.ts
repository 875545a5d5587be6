// deleteprojectcostbyid: the legacy removal of one cost line (the app's own page removes lines by
// key through autosave).
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { loadStageForWrite } from "./load-stage";
import { bumpStageRevision } from "./stage-revision";
import { voidStageSignatures } from "./void-signatures";

const notFound = () => new AppError("NOT_FOUND", "No such cost line");

/** deleteprojectcostbyid: one cost line of a stage the caller may write (another unit's line: the same 404 as none). */
export const deleteCostLine = async (session: TSession, costId: number) => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    const cost = await tx.projectCost.findUnique({ where: { id: costId }, select: { applicationStageId: true } });
    if (!cost) throw notFound();
    await loadStageForWrite(tx, session, cost.applicationStageId, notFound);
    // Two deletes at once: the second, let in once the first commits, removes nothing (a 404, not P2025's 500).
    const removed = await tx.projectCost.deleteMany({ where: { id: costId } });
    if (removed.count !== 1) throw notFound();
    await voidStageSignatures(tx, cost.applicationStageId);
    // A page showing the line would otherwise save it back over the removal, unaware.
    await bumpStageRevision(tx, cost.applicationStageId, null);
    return { stat: 1 };
  }, WRITE_TRANSACTION);
};
