// The completion pack's answers of a fixture application (tests/projects/grant-fixture.ts), written
// directly: the claim, the utilisation certificate, invoice lines, photos (stored for real, so the
// gallery can copy the cover), the acknowledgement and the area chairman's recommendation; and the
// two completion approvals. Tests of the calls that write them through the API do so themselves.
import { randomUUID } from "node:crypto";
import type { TPrisma } from "@/lib/db/client";
import { getStorage } from "@/lib/storage";
import { png } from "../service-requests/helpers";
import type { TFixtureApplication } from "./grant-fixture";
import type { TProjectsWorld } from "./helpers";

/** ₹10,00,000: the fixture's sanction, claimed and certified in full by default. */
export const CLAIM_PAISE = 100_000_000;

export type TCompletionAnswers = {
  claim?: number | null;
  certified?: number | null;
  /** Invoice lines in paise (quantity 1 each). */
  invoices?: number[];
  photos?: number;
  acknowledgement?: boolean;
  recommendation?: boolean;
};

/** The completion stage's element ids by check tag. */
export const completionElements = async (prisma: TPrisma, app: TFixtureApplication) => {
  const stage = await prisma.applicationStage.findUniqueOrThrow({
    where: { id: app.stageIds[5]! },
    select: { packStageId: true },
  });
  const elements = await prisma.stageElement.findMany({ where: { stageId: stage.packStageId } });
  const byTag = (tag: string) => elements.find((element) => (element.config as { check?: string }).check === tag)!.id;
  return {
    stageId: app.stageIds[5]!,
    claim: byTag("CLAIM"),
    certified: byTag("UTILISATION_CERTIFICATE"),
    invoices: byTag("INVOICES"),
    photos: byTag("COMPLETION_PHOTOS"),
    acknowledgement: byTag("ACKNOWLEDGEMENT"),
    recommendation: byTag("AREA_RECOMMENDATION"),
  };
};

const storeFile = async (prisma: TPrisma, app: TFixtureApplication, stageId: number, elementId: number, uploadedById: number) => {
  const storedName = `${randomUUID().replace(/-/g, "")}-site_photo.png`;
  const bytes = png(300);
  await getStorage().put("pomdocuments", storedName, bytes, { contentType: "image/png", size: bytes.length });
  return prisma.applicationFile.create({
    data: {
      applicationId: app.id,
      applicationStageId: stageId,
      elementId,
      storedName,
      originalName: "photo.png",
      contentType: "image/png",
      sizeBytes: bytes.length,
      uploadedById,
    },
  });
};

/** Replaces the completion answers with `answers` (by default a pack that passes every check). */
export const fillCompletion = async (
  prisma: TPrisma,
  world: TProjectsWorld,
  app: TFixtureApplication,
  answers: TCompletionAnswers = {},
) => {
  const ids = await completionElements(prisma, app);
  const { stageId } = ids;
  const claim = answers.claim === undefined ? CLAIM_PAISE : answers.claim;
  const certified = answers.certified === undefined ? CLAIM_PAISE : answers.certified;
  const invoices = answers.invoices ?? [60_000_000, 40_000_000];
  await prisma.elementValue.deleteMany({ where: { applicationStageId: stageId, elementId: { in: [ids.claim, ids.certified] } } });
  for (const [elementId, value] of [
    [ids.claim, claim],
    [ids.certified, certified],
  ] as const)
    if (value !== null) await prisma.elementValue.create({ data: { applicationStageId: stageId, elementId, value } });
  await prisma.projectCost.deleteMany({ where: { applicationStageId: stageId } });
  for (const [index, paise] of invoices.entries())
    await prisma.projectCost.create({
      data: {
        applicationStageId: stageId,
        elementId: ids.invoices,
        clientKey: `invoice-${index}`,
        description: `Invoice ${index + 1}`,
        quantityHundredths: 100,
        unitCostPaise: BigInt(paise),
        position: index,
      },
    });
  await prisma.applicationFile.deleteMany({ where: { applicationStageId: stageId } });
  const uploader = world.members.texc.id;
  for (let index = 0; index < (answers.photos ?? 4); index += 1) await storeFile(prisma, app, stageId, ids.photos, uploader);
  if (answers.acknowledgement ?? true) await storeFile(prisma, app, stageId, ids.acknowledgement, uploader);
  if (answers.recommendation ?? true) await storeFile(prisma, app, stageId, ids.recommendation, uploader);
  return ids;
};

/** Both completion approvals, as approvecompletionreport and approvecompletionreportsecretary leave them. */
export const approveCompletionDirectly = async (prisma: TPrisma, world: TProjectsWorld, applicationId: number) =>
  prisma.completion.upsert({
    where: { applicationId },
    create: {
      applicationId,
      nationalApprovedAt: new Date(),
      nationalApprovedById: world.members.npc.id,
      secretaryApprovedAt: new Date(),
      secretaryApprovedById: world.members.secretary.id,
    },
    update: {},
  });
