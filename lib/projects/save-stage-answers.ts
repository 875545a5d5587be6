// Autosave of a stage's answers and cost lines (updatetableprojectapplicationstage).
//
// Autosave sends each answer with a revision that the page counts up per element; an answer is
// written only over an older revision, so a slow or retried save never overwrites a newer one,
// and a repeated save changes nothing. Cost lines carry the client's key: a retry updates the
// line it created instead of adding a second one, and a line the member removes is deleted by its
// key in a later save, so a save of it still on its way cannot bring it back.
//
// Those guards order the saves of one page. Between two pages on one stage (two tabs, two people)
// the stage's revision does (stage-revision.ts): a save from a page that did not see the last
// write is refused whole, and its page offers to load the stage as it is.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError, type TFieldError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { KIND_HOLDS_VALUE } from "./element-kinds";
import { validateElementValue } from "./element-values";
import { loadStageForWrite } from "./load-stage";
import { saveCostLines, type TCostInput } from "./save-cost-lines";
import { ELEMENT_SELECT } from "./stage-elements";
import { assertStageRevision, bumpStageRevision } from "./stage-revision";
import { voidStageSignatures } from "./void-signatures";

export type TAnswerInput = { elementId: number; value: unknown; revision: number };

const answerError = (elementId: number, message: string): TFieldError => ({ field: `answers.${elementId}`, message });

export type TSaveStageInput = {
  applicationStageId: number;
  answers: TAnswerInput[];
  costs: TCostInput[];
  removedCosts?: string[];
  /** The stage's revision the page started from (absent: not checked, as the legacy client). */
  stageRevision?: number;
  /** The page's autosave key (stage-revision.ts). */
  saveKey?: string;
};

/**
 * updatetableprojectapplicationstage: answers, cost lines and removed lines, all checked first, then
 * written together; the stage's revision after it.
 */
export const saveStageAnswers = async (session: TSession, input: TSaveStageInput) => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    const loaded = await loadStageForWrite(tx, session, input.applicationStageId);
    assertStageRevision(loaded.row, input);
    const elements = await tx.stageElement.findMany({ where: { stageId: loaded.row.packStageId }, select: ELEMENT_SELECT });
    const byId = new Map(elements.map((element) => [element.id, element]));
    const errors: TFieldError[] = [];
    const checked: { elementId: number; value: unknown; revision: number }[] = [];
    for (const answer of input.answers) {
      const element = byId.get(answer.elementId);
      if (!element) errors.push(answerError(answer.elementId, "is not an element of this stage"));
      else if (!KIND_HOLDS_VALUE[element.kind])
        errors.push(answerError(answer.elementId, `${element.label} is not answered with a value`));
      else {
        const result = validateElementValue(element, answer.value);
        if (result.ok) checked.push({ elementId: answer.elementId, value: result.value, revision: answer.revision });
        else errors.push(answerError(answer.elementId, result.message));
      }
    }
    for (const [index, cost] of input.costs.entries()) {
      const element = byId.get(cost.elementId);
      if (!element || element.kind !== "COST_TABLE")
        errors.push({ field: `costs.${index}.elementId`, message: "is not a cost table of this stage" });
    }
    if (errors.length > 0) throw new AppError("BAD_REQUEST", `${errors[0]!.field}: ${errors[0]!.message}`, { fields: errors });

    // One statement for all the answers (the newest revision of each element when one is sent twice).
    const newest = new Map<number, (typeof checked)[number]>();
    for (const answer of checked)
      if ((newest.get(answer.elementId)?.revision ?? 0) < answer.revision) newest.set(answer.elementId, answer);
    const saved: Record<number, number> = {};
    let changed = false;
    // Any answer row written, even with its value unchanged: its revision moved, so a page that
    // did not see it would send an older one, and be kept out without a word.
    let wrote = false;
    if (newest.size > 0) {
      const rows = JSON.stringify(
        [...newest.values()].map((answer) => ({ e: answer.elementId, v: answer.value, r: answer.revision })),
      );
      // The outer SELECT reads the table as it was before the INSERT (one snapshot), so `changed`
      // says whether a written answer differs from the one it replaced.
      const written = await tx.$queryRaw<{ elementId: number; revision: number; changed: boolean }[]>`
        WITH written AS (
          INSERT INTO "ElementValue" ("applicationStageId", "elementId", "value", "revision", "updatedAt")
          SELECT ${input.applicationStageId}, x."e", COALESCE(x."v", 'null'::jsonb), x."r", now()
          FROM jsonb_to_recordset(${rows}::jsonb) AS x("e" integer, "v" jsonb, "r" integer)
          ON CONFLICT ("applicationStageId", "elementId") DO UPDATE
            SET "value" = EXCLUDED."value", "revision" = EXCLUDED."revision", "updatedAt" = now()
            WHERE "ElementValue"."revision" < EXCLUDED."revision"
          RETURNING "elementId", "revision", "value"
        )
        SELECT w."elementId", w."revision", (old."value" IS DISTINCT FROM w."value") AS "changed"
        FROM written w
        LEFT JOIN "ElementValue" old
          ON old."applicationStageId" = ${input.applicationStageId} AND old."elementId" = w."elementId"`;
      for (const row of written) saved[row.elementId] = row.revision;
      changed = written.some((row) => row.changed);
      wrote = written.length > 0;
      // Older than what is stored: kept as it was; the reply says which revision stands.
      const stale = [...newest.keys()].filter((elementId) => saved[elementId] === undefined);
      if (stale.length > 0) {
        const current = await tx.elementValue.findMany({
          where: { applicationStageId: input.applicationStageId, elementId: { in: stale } },
          select: { elementId: true, revision: true },
        });
        for (const row of current) saved[row.elementId] = row.revision;
      }
    }
    // Removed lines go first: a line removed and another added in one save stay within maxRows.
    if (input.removedCosts?.length) {
      const removed = await tx.projectCost.deleteMany({
        where: { applicationStageId: input.applicationStageId, clientKey: { in: input.removedCosts } },
      });
      if (removed.count > 0) changed = true;
    }
    if (await saveCostLines(tx, input.applicationStageId, input.costs, byId)) changed = true;
    if (changed) await voidStageSignatures(tx, input.applicationStageId);
    const stageRevision =
      changed || wrote ? await bumpStageRevision(tx, input.applicationStageId, input.saveKey ?? null) : loaded.row.revision;
    return { revisions: saved, stageRevision };
  }, WRITE_TRANSACTION);
};
