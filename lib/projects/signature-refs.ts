// Which stage and signature the signing calls mean, from the body the caller sent: the app's own
// `applicationStageId` + `stageElementId`, or the legacy client's shorter bodies (SPEC.md section
// 7): email…otp `(otp, projectNo)` and update…otp `(stageElementId, otp)`.
import type { TSession } from "../auth/session";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { loadStage } from "./application-stage";
import { visibleApplicationsWhere } from "./application-access";
import { chairedAreaNos } from "./applications";
import type { TSignatureMailInput, TSignatureVerifyInput } from "./application-inputs";
import type { TSigner } from "./element-kinds";
import { otpMatches } from "./otp-code";

type TTx = Prisma.TransactionClient;

/** The stage to sign: by id, or the stage open now of the application numbered `projectNo`. */
export const mailStageId = async (tx: TTx, session: TSession, input: TSignatureMailInput): Promise<number> => {
  if (input.applicationStageId !== undefined) return input.applicationStageId;
  const application = await tx.projectApplication.findFirst({
    where: {
      AND: [{ applicationNo: input.projectNo! }, visibleApplicationsWhere(session, await chairedAreaNos(session.memberId, tx))],
    },
    select: { stages: { where: { state: "OPEN" }, select: { id: true }, orderBy: { packStage: { position: "asc" } }, take: 1 } },
  });
  if (!application) throw fieldError("NOT_FOUND", "projectNo", "no such application");
  const open = application.stages[0];
  if (!open) throw new AppError("CONFLICT", "This application has no stage open for signing");
  return open.id;
};

/** The signature to mail a code for: the one named, or the stage's one unsigned signature of `signer`. */
export const mailElementId = async (
  tx: TTx,
  stage: { id: number; packStageId: number },
  signer: TSigner,
  stageElementId: number | undefined,
): Promise<number> => {
  if (stageElementId !== undefined) return stageElementId;
  const [elements, signed] = await Promise.all([
    tx.stageElement.findMany({
      where: { stageId: stage.packStageId, kind: "OTP_SIGNATURE" },
      select: { id: true, config: true },
    }),
    tx.stageSignature.findMany({ where: { applicationStageId: stage.id }, select: { elementId: true } }),
  ]);
  const signedIds = new Set(signed.map((row) => row.elementId));
  const theirs = elements.filter((element) => (element.config as { signer?: TSigner }).signer === signer);
  const open = theirs.filter((element) => !signedIds.has(element.id));
  if (open.length === 1) return open[0]!.id;
  if (theirs.length > 0 && open.length === 0) throw new AppError("CONFLICT", "This has already been signed");
  throw fieldError(
    "BAD_REQUEST",
    "stageElementId",
    open.length === 0
      ? "this stage has no signature of that chairman"
      : `is required: this stage has ${open.length} signatures of that chairman`,
  );
};

/** Codes looked at when update…otp does not name the stage: the newest live ones of the signature. */
const LEGACY_CANDIDATES = 20;

/**
 * The stage whose code is being entered: by id; or, without one, among the stages with a live code
 * for that signature that the caller may sign now, the one whose code this is, else the newest
 * (where the wrong try is then counted).
 */
export const verifyStageId = async (tx: TTx, session: TSession, input: TSignatureVerifyInput): Promise<number> => {
  if (input.applicationStageId !== undefined) return input.applicationStageId;
  const codes = await tx.signatureOtp.findMany({
    where: { elementId: input.stageElementId, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { applicationStageId: true, codeHash: true },
    take: LEGACY_CANDIDATES,
  });
  const open: typeof codes = [];
  for (const code of codes) {
    const loaded = await loadStage(session, code.applicationStageId, tx).catch(() => null);
    if (loaded?.canEdit) open.push(code);
  }
  const chosen = open.find((code) => otpMatches(code.codeHash, input.otp)) ?? open[0];
  if (!chosen) throw fieldError("BAD_REQUEST", "otp", "The code has expired or was replaced: ask for a new one");
  return chosen.applicationStageId;
};
