// A stage's form revision: two tabs (or two people) on one stage must not silently overwrite each
// other. The stage's row counts the saves that wrote its answers or cost lines; a save names the
// revision its page started from (`stageRevision`) and is refused (409) over a newer one, before
// it writes anything. The page takes the new revision from each save's reply, so its own saves
// follow one another. A save's `saveKey` (one per page) lets the retry of a save whose reply was
// lost through: when the last write was the page's own, it passed this check too, so nobody else
// wrote since the revision the page holds. A save without `stageRevision` (the legacy client) is
// not checked, but it counts as a write all the same (and clears the key).
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";

type TTx = Prisma.TransactionClient;

export const STAGE_CHANGED_MESSAGE = "This stage was changed in another tab or by someone else. Reload to see the latest.";

/** The stage's row as loadStage reads it (under the stage's lock in a writer). */
type TRevisionRow = { revision: number; saveKey: string | null };

/** 409 on `stageRevision` when the stage was written since the page read it (not by this page's own lost save). */
export const assertStageRevision = (row: TRevisionRow, input: { stageRevision?: number; saveKey?: string }) => {
  if (input.stageRevision === undefined || input.stageRevision === row.revision) return;
  if (input.saveKey !== undefined && input.saveKey === row.saveKey) return;
  throw new AppError("CONFLICT", STAGE_CHANGED_MESSAGE, { fields: [{ field: "stageRevision", message: STAGE_CHANGED_MESSAGE }] });
};

/** Counts a write of the stage's form; the new revision. */
export const bumpStageRevision = async (tx: TTx, applicationStageId: number, saveKey: string | null) => {
  const row = await tx.applicationStage.update({
    where: { id: applicationStageId },
    data: { revision: { increment: 1 }, saveKey },
    select: { revision: true },
  });
  return row.revision;
};
