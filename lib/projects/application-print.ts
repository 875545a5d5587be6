// The header and footer of a printed application (gettableprojectapplicationheaderandfooter):
// who applied, for what, under which pack, and who signed which stage when.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { getApplicationOrThrow } from "./applications";

export const getHeaderAndFooter = async (session: TSession, applicationId: number) => {
  const application = await getApplicationOrThrow(session, applicationId);
  const prisma = await getDb();
  const [unit, area, signatures] = await Promise.all([
    application.tableNo !== null
      ? prisma.table.findUnique({ where: { tableNo: application.tableNo }, select: { name: true } })
      : prisma.circle.findUnique({ where: { circleNo: application.circleNo! }, select: { name: true } }),
    prisma.area.findUnique({ where: { areaNo: application.areaNo }, select: { name: true } }),
    prisma.stageSignature.findMany({
      where: { applicationStage: { applicationId } },
      select: { applicationStageId: true, elementId: true, signedAt: true, signer: { select: { fullName: true } } },
      orderBy: { signedAt: "asc" },
    }),
  ]);
  const labels = new Map(
    (
      await prisma.stageElement.findMany({
        where: { id: { in: signatures.map((row) => row.elementId) } },
        select: { id: true, label: true },
      })
    ).map((row) => [row.id, row.label]),
  );
  return {
    header: {
      applicationNo: application.applicationNo,
      title: application.title,
      yearString: application.yearString,
      packName: application.packName,
      packVersion: application.packVersion,
      unit: application.tableNo !== null ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`,
      unitName: unit?.name ?? null,
      areaNo: application.areaNo,
      areaName: area?.name ?? null,
      stateLabel: application.stateLabel,
    },
    footer: {
      signatures: signatures.map((signature) => ({
        applicationStageId: signature.applicationStageId,
        label: labels.get(signature.elementId) ?? "",
        signerName: signature.signer.fullName,
        signedAt: signature.signedAt.toISOString(),
      })),
      submitted: application.stages
        .filter((stage) => stage.submittedAt)
        .map((stage) => ({ name: stage.name, submittedAt: stage.submittedAt })),
    },
  };
};
