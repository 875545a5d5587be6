// One stage of an application as its filler sees it (the pack's elements, the answers, files, cost
// lines, vendors, signatures), autosave of answers and cost lines, and the submission check.
//
// Autosave sends each answer with a revision that the page counts up per element; an answer is
// written only over an older revision, so a slow or retried save never overwrites a newer one,
// and a repeated save changes nothing. Cost lines carry the client's key: a retry updates the
// line it created instead of adding a second one, and a line the member removes is deleted by its
// key in a later save, so a save of it still on its way cannot bring it back.
//
// Every writer of a stage (answers, cost lines, files, vendors, signatures) and its submission
// lock the stage's row before they check that it is open (loadStageForWrite): a save and the
// chairman's signature at the same moment take turns, so a stage is never submitted with answers
// its signer did not see. A write that changes the stage also spends its codes not yet used and
// removes its signatures (voidStageSignatures): the changed stage is signed again.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, type TFieldError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { canFillStage, type TStageFiller } from "./application-access";
import type { TApplicationState } from "./application-states";
import { chairedAreaNos, getApplicationOrThrow } from "./applications";
import { KIND_HOLDS_VALUE, parseElementConfig } from "./element-kinds";
import { costTotals, submissionProblems, validateElementValue, type TSubmissionProblem } from "./element-values";
import { dechartedConflict } from "./decharted-table";
import { listStageElementDocuments } from "./element-documents";
import { takeUpForReview } from "./move-application";
import { lockStage } from "./row-locks";
import { ELEMENT_SELECT, inTreeOrder } from "./stage-elements";
import { voidStageSignatures } from "./void-signatures";

type TTx = Prisma.TransactionClient;

/** In which application states each filler's current stage is open for writing. */
const FILLING_STATES: Record<TStageFiller, readonly TApplicationState[]> = {
  TABLE: ["DRAFT", "EDIT_ALLOWED", "SANCTIONED", "IN_PROGRESS"],
  AREA_CHAIRMAN: ["SUBMITTED"],
  // Recommended by the area: the national team's first write takes it up for review (loadStageForWrite).
  NATIONAL: ["AREA_RECOMMENDED", "UNDER_REVIEW"],
  TRUST: ["IN_CIRCULATION", "TRUST_APPROVED"],
};

/** The application stage, its application (visible to the caller, else 404) and whether the caller may write it now. */
export const loadStage = async (session: TSession, applicationStageId: number, db?: TTx) => {
  const prisma = db ?? (await getDb());
  const row = await prisma.applicationStage.findUnique({
    where: { id: applicationStageId },
    select: {
      id: true,
      applicationId: true,
      packStageId: true,
      state: true,
      submittedAt: true,
      packStage: { select: { filledBy: true } },
    },
  });
  if (!row) throw new AppError("NOT_FOUND", "No such application stage");
  const areas = await chairedAreaNos(session.memberId, db);
  const application = await getApplicationOrThrow(session, row.applicationId, db, areas);
  const current = application.stages.find((stage) => stage.state === "OPEN");
  const filler = row.packStage.filledBy as TStageFiller;
  // A de-chartered table's applications stay, read-only (issue 13).
  const decharted =
    application.tableNo !== null &&
    (await prisma.table.count({ where: { tableNo: application.tableNo, isDecharted: true } })) > 0;
  const canEdit =
    !decharted &&
    current?.id === row.id &&
    FILLING_STATES[filler].includes(application.state) &&
    canFillStage(session, filler, application, areas);
  return { row, application, filler, canEdit, decharted };
};

const COST_FIELDS = {
  elementId: true,
  description: true,
  quantityHundredths: true,
  unitCostPaise: true,
  position: true,
} as const;

const quantityOf = (hundredths: number) => hundredths / 100;

/** gettableprojectapplicationstage/{id}: everything the stage's page shows. */
export const getApplicationStage = async (session: TSession, applicationStageId: number) => {
  const { row, application, canEdit } = await loadStage(session, applicationStageId);
  const prisma = await getDb();
  const [elements, values, files, costs, vendors, signatures] = await Promise.all([
    prisma.stageElement.findMany({ where: { stageId: row.packStageId }, select: ELEMENT_SELECT }),
    prisma.elementValue.findMany({ where: { applicationStageId }, select: { elementId: true, value: true, revision: true } }),
    prisma.applicationFile.findMany({
      where: { applicationStageId },
      select: {
        id: true,
        elementId: true,
        vendorId: true,
        storedName: true,
        originalName: true,
        contentType: true,
        sizeBytes: true,
      },
      orderBy: { id: "asc" },
    }),
    prisma.projectCost.findMany({
      where: { applicationStageId },
      orderBy: [{ elementId: "asc" }, { position: "asc" }, { id: "asc" }],
    }),
    prisma.applicationVendor.findMany({ where: { applicationStageId }, orderBy: { id: "asc" } }),
    prisma.stageSignature.findMany({
      where: { applicationStageId },
      select: { elementId: true, signedAt: true, signer: { select: { fullName: true } } },
    }),
  ]);
  const fileReply = (file: (typeof files)[number]) => ({ ...file, url: `/api/storage/pomdocuments/${file.storedName}` });
  const costLines = costs.map((cost) => ({
    id: cost.id,
    key: cost.clientKey,
    elementId: cost.elementId,
    description: cost.description,
    quantity: quantityOf(cost.quantityHundredths),
    unitCostPaise: Number(cost.unitCostPaise),
    position: cost.position,
  }));
  const totals: Record<number, { lines: number[]; totalPaise: number }> = {};
  for (const elementId of new Set(costLines.map((line) => line.elementId)))
    totals[elementId] = costTotals(costLines.filter((line) => line.elementId === elementId));
  return {
    application,
    stage: {
      id: row.id,
      packStageId: row.packStageId,
      state: row.state,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      canEdit,
    },
    stageElements: inTreeOrder(elements),
    answers: Object.fromEntries(values.map((value) => [value.elementId, { value: value.value, revision: value.revision }])),
    files: files.filter((file) => file.vendorId === null).map(fileReply),
    costs: costLines.map((line) => ({
      ...line,
      linePaise: totals[line.elementId]!.lines[costLines.filter((other) => other.elementId === line.elementId).indexOf(line)]!,
    })),
    costTotals: Object.fromEntries(Object.entries(totals).map(([elementId, total]) => [elementId, total.totalPaise])),
    vendors: vendors.map((vendor) => ({
      id: vendor.id,
      elementId: vendor.elementId,
      vendorName: vendor.vendorName,
      quotePaise: Number(vendor.quotePaise),
      files: files.filter((file) => file.vendorId === vendor.id).map(fileReply),
    })),
    elementDocuments: await listStageElementDocuments(row.packStageId),
    signatures: signatures.map((signature) => ({
      elementId: signature.elementId,
      signerName: signature.signer.fullName,
      signedAt: signature.signedAt.toISOString(),
    })),
  };
};

export type TAnswerInput = { elementId: number; value: unknown; revision: number };
export type TCostInput = {
  key: string;
  elementId: number;
  description: string;
  quantityHundredths: number;
  unitCostPaise: number;
  position: number;
};

const answerError = (elementId: number, message: string): TFieldError => ({ field: `answers.${elementId}`, message });

/** Throws 403 unless the caller may write the stage now (its filler, its current stage, an open state). */
export const assertCanEdit = (loaded: Awaited<ReturnType<typeof loadStage>>) => {
  if (loaded.canEdit) return;
  if (loaded.decharted) throw dechartedConflict(loaded.application.tableNo!, "applications");
  if (loaded.row.state !== "OPEN") throw new AppError("CONFLICT", "This stage has been submitted and is read-only");
  throw new AppError("FORBIDDEN", "You cannot fill in this stage now");
};

/**
 * loadStage and assertCanEdit for a write, in the writer's transaction: the stage's row is locked
 * first, so the check that it is open holds until the write commits, and a submission waits for it
 * (or the write, coming second, finds the stage submitted: 409). The national team's first write
 * to its stage takes an application the area recommended up for review (startReview).
 */
export const loadStageForWrite = async (tx: TTx, session: TSession, applicationStageId: number) => {
  await lockStage(tx, applicationStageId);
  const loaded = await loadStage(session, applicationStageId, tx);
  assertCanEdit(loaded);
  if (loaded.filler !== "NATIONAL" || loaded.application.state !== "AREA_RECOMMENDED") return loaded;
  await takeUpForReview(tx, { applicationId: loaded.application.id, from: loaded.application.state, session });
  return loadStage(session, applicationStageId, tx);
};

/** updatetableprojectapplicationstage: answers, cost lines and removed lines, all checked first, then written together. */
export const saveStageAnswers = async (
  session: TSession,
  input: { applicationStageId: number; answers: TAnswerInput[]; costs: TCostInput[]; removedCosts?: string[] },
) => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    const loaded = await loadStageForWrite(tx, session, input.applicationStageId);
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
    return { revisions: saved };
  }, WRITE_TRANSACTION);
};

/** Writes the lines by their keys (a line sent as it is stored is left alone); whether any line changed. */
const saveCostLines = async (
  tx: TTx,
  applicationStageId: number,
  costs: TCostInput[],
  byId: Map<number, { config: unknown; kind: string; label: string }>,
) => {
  let changed = false;
  for (const cost of costs) {
    const data = {
      elementId: cost.elementId,
      description: cost.description,
      quantityHundredths: cost.quantityHundredths,
      unitCostPaise: BigInt(cost.unitCostPaise),
      position: cost.position,
    };
    const where = { applicationStageId_clientKey: { applicationStageId, clientKey: cost.key } };
    const stored = await tx.projectCost.findUnique({ where, select: { ...COST_FIELDS } });
    if (stored && (Object.keys(data) as (keyof typeof data)[]).every((field) => stored[field] === data[field])) continue;
    changed = true;
    await tx.projectCost.upsert({ where, create: { applicationStageId, clientKey: cost.key, ...data }, update: data });
  }
  for (const elementId of new Set(costs.map((cost) => cost.elementId))) {
    const element = byId.get(elementId)!;
    const { maxRows } = parseElementConfig("COST_TABLE", element.config);
    const count = await tx.projectCost.count({ where: { applicationStageId, elementId } });
    if (count > maxRows)
      throw new AppError("BAD_REQUEST", `costs: ${element.label} takes at most ${maxRows} lines`, {
        fields: [{ field: "costs", message: `${element.label} takes at most ${maxRows} lines` }],
      });
    const lines = await tx.projectCost.findMany({
      where: { applicationStageId, elementId },
      select: { quantityHundredths: true, unitCostPaise: true },
    });
    try {
      costTotals(lines.map((line) => ({ quantity: line.quantityHundredths / 100, unitCostPaise: Number(line.unitCostPaise) })));
    } catch {
      throw new AppError("BAD_REQUEST", `costs: ${element.label}'s total is too large`, {
        fields: [{ field: "costs", message: "the total is too large" }],
      });
    }
  }
  return changed;
};

/** deleteprojectcostbyid: one cost line of a stage the caller may write. */
export const deleteCostLine = async (session: TSession, costId: number) => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    const cost = await tx.projectCost.findUnique({ where: { id: costId }, select: { applicationStageId: true } });
    if (!cost) throw new AppError("NOT_FOUND", "No such cost line");
    await loadStageForWrite(tx, session, cost.applicationStageId);
    await tx.projectCost.delete({ where: { id: costId } });
    await voidStageSignatures(tx, cost.applicationStageId);
    return { stat: 1 };
  }, WRITE_TRANSACTION);
};

/** What the stage still lacks, element by element (empty when it may be signed). */
export const stageProblems = async (tx: TTx, applicationStageId: number, packStageId: number): Promise<TSubmissionProblem[]> => {
  const [elements, values, files, costs, vendors, signatures] = await Promise.all([
    tx.stageElement.findMany({ where: { stageId: packStageId }, select: ELEMENT_SELECT }),
    tx.elementValue.findMany({ where: { applicationStageId }, select: { elementId: true, value: true } }),
    tx.applicationFile.groupBy({ by: ["elementId"], where: { applicationStageId, vendorId: null }, _count: { _all: true } }),
    tx.projectCost.groupBy({ by: ["elementId"], where: { applicationStageId }, _count: { _all: true } }),
    tx.applicationVendor.groupBy({ by: ["elementId"], where: { applicationStageId }, _count: { _all: true } }),
    tx.stageSignature.findMany({ where: { applicationStageId }, select: { elementId: true } }),
  ]);
  return submissionProblems(elements, {
    values: new Map(values.filter((value) => value.value !== null).map((value) => [value.elementId, value.value])),
    fileCounts: new Map(files.map((row) => [row.elementId, row._count._all])),
    costRows: new Map(costs.map((row) => [row.elementId, row._count._all])),
    vendorCounts: new Map(vendors.map((row) => [row.elementId, row._count._all])),
    signed: new Set(signatures.map((row) => row.elementId)),
  });
};
