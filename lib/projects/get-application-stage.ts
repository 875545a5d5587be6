// gettableprojectapplicationstage: one stage of an application as its filler sees it (the pack's
// elements, the answers, files, cost lines, vendors, signatures).
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { costTotals } from "./element-values";
import { listStageElementDocuments } from "./element-documents";
import { loadStage } from "./load-stage";
import { ELEMENT_SELECT, inTreeOrder } from "./stage-elements";

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
      // Read before the answers and lines below: a save landing in between makes the page's next
      // save a 409 (safe), never a newer revision beside older answers (an overwrite unseen).
      revision: row.revision,
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
