// The submission check of a stage: what it still lacks, element by element.
import type { Prisma } from "../db/generated/client";
import { submissionProblems, type TSubmissionProblem } from "./element-values";
import { ELEMENT_SELECT } from "./stage-elements";

type TTx = Prisma.TransactionClient;

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
