// Which stage and signature the signing calls mean, from the body the caller sent: the app's own
// `applicationStageId` + `stageElementId`, or the legacy client's shorter bodies (SPEC.md section
// 7): email…otp `(otp, projectNo)` and update…otp `(stageElementId, otp)`.
import type { TSession } from "../auth/session";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { loadStage } from "./load-stage";
import { fillableApplicationsWhere, visibleApplicationsWhere, type TStageFiller } from "./application-access";
import { chairedAreaNos } from "./applications";
import type { TSignatureMailInput, TSignatureVerifyInput } from "./application-inputs";
import type { TSigner } from "./element-kinds";
import { OTP_GONE, OTP_MAX_TRIES, OTP_TOO_MANY, otpMatches, wrongCodeMessage } from "./otp-code";
import { lockStage } from "./row-locks";

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

/** Codes looked at when update…otp does not name the stage: the newest live ones of the caller's applications. */
const LEGACY_CANDIDATES = 20;

/**
 * The stage whose code is being entered: by id; or, without one, among the stages the caller may
 * sign now with a live code for that signature that still takes tries, the one whose code this is.
 * A guess that matches none is a wrong try on every code it was compared with (committed by the
 * caller before it refuses), so a signer with several drafts gets no more guesses at any one code
 * than with one.
 */
export const verifyStageId = async (
  tx: TTx,
  session: TSession,
  input: TSignatureVerifyInput,
): Promise<{ applicationStageId: number } | { wrong: string }> => {
  if (input.applicationStageId !== undefined) return { applicationStageId: input.applicationStageId };
  const element = await tx.stageElement.findUnique({
    where: { id: input.stageElementId },
    select: { stage: { select: { filledBy: true } } },
  });
  if (!element) return { wrong: OTP_GONE };
  const areas = await chairedAreaNos(session.memberId, tx);
  const live = {
    elementId: input.stageElementId,
    usedAt: null,
    expiresAt: { gt: new Date() },
    applicationStage: {
      state: "OPEN",
      application: fillableApplicationsWhere(session, element.stage.filledBy as TStageFiller, areas),
    },
  } satisfies Prisma.SignatureOtpWhereInput;
  const found = await tx.signatureOtp.findMany({
    where: live,
    orderBy: { createdAt: "desc" },
    select: { applicationStageId: true },
    take: LEGACY_CANDIDATES,
  });
  // Their stages locked in id order, as every writer of a stage locks it, then the codes read again:
  // two guesses at once take turns, and each counts.
  const stageIds = [...new Set(found.map((code) => code.applicationStageId))].sort((a, b) => a - b);
  for (const id of stageIds) await lockStage(tx, id);
  const codes = await tx.signatureOtp.findMany({
    where: { ...live, applicationStageId: { in: stageIds } },
    orderBy: { createdAt: "desc" },
    select: { id: true, applicationStageId: true, codeHash: true, attempts: true },
  });
  const open: typeof codes = [];
  for (const code of codes) {
    const loaded = await loadStage(session, code.applicationStageId, tx).catch(() => null);
    if (loaded?.canEdit) open.push(code);
  }
  const candidates = open.filter((code) => code.attempts < OTP_MAX_TRIES);
  if (candidates.length === 0) return { wrong: open.length > 0 ? OTP_TOO_MANY : OTP_GONE };
  const chosen = candidates.find((code) => otpMatches(code.codeHash, input.otp));
  if (chosen) return { applicationStageId: chosen.applicationStageId };
  await tx.signatureOtp.updateMany({
    where: { id: { in: candidates.map((code) => code.id) } },
    data: { attempts: { increment: 1 } },
  });
  // The newest code's tries left, the one a single draft has.
  return { wrong: wrongCodeMessage(candidates[0]!.attempts + 1) };
};
