// OTP signatures of a stage (emailchairmanotp / updatechairmanotp, emailareachairmanotp /
// updateareachairmanotp), and what a complete, signed stage does to its application.
//
// A code is 6 digits, mailed to the signer (the table's, circle's or area's chairman in office this
// federation year, from the postings: lib/members/postings.ts), valid 10 minutes, at most 5 tries, single use,
// and kept only as a salted HMAC under the server secret. A new code replaces the earlier ones.
// Once mailed by SMTP, the outbox copy of the mail has its code blanked out; a code that could not
// be mailed is blanked too, and stops working.
import { randomInt } from "node:crypto";
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { sendMail } from "../mail/send-mail";
import { currentChairmanOfArea, currentChairmanOfCircle, currentChairmanOfTable } from "../members/postings";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import type { TApplicationAction } from "./application-states";
import type { TSignatureMailInput, TSignatureVerifyInput } from "./application-inputs";
import { assertCanEdit, loadStage, loadStageForWrite } from "./load-stage";
import { stageProblems } from "./stage-problems";
import { getApplicationOrThrow } from "./applications";
import { notifyCompletionSubmitted } from "./completion-mails";
import { assertCompletionReady } from "./completion-submission";
import type { TSigner } from "./element-kinds";
import { moveApplication } from "./move-application";
import { notifyAreaChairman } from "./notify";
import { hashOtp, OTP_GONE, OTP_MAX_TRIES, OTP_TOO_MANY, otpMatches, wrongCodeMessage } from "./otp-code";
import { mailElementId, mailStageId, verifyStageId } from "./signature-refs";

type TTx = Prisma.TransactionClient;

export const OTP_VALID_MS = 10 * 60 * 1000;
/** A new code for the same signature at most this often. */
export const OTP_RESEND_MS = 30 * 1000;

const otpError = (message: string) => new AppError("BAD_REQUEST", `otp: ${message}`, { fields: [{ field: "otp", message }] });

/** The signature element of the stage (by id), with its signer. */
const signatureElement = async (tx: TTx, packStageId: number, elementId: number) => {
  const element = await tx.stageElement.findFirst({
    where: { id: elementId, stageId: packStageId, kind: "OTP_SIGNATURE" },
    select: { id: true, label: true, config: true },
  });
  if (!element)
    throw new AppError("BAD_REQUEST", "stageElementId: not a signature of this stage", {
      fields: [{ field: "stageElementId", message: "not a signature of this stage" }],
    });
  return { ...element, signer: (element.config as { signer: TSigner }).signer };
};

/** Who signs: the unit's chairman or the area's chairman in office at `at` (lib/members/postings.ts), with an e-mail address on record. */
const signerOf = async (
  tx: TTx,
  signer: TSigner,
  application: { tableNo: number | null; circleNo: number | null; areaNo: number },
  at: Date,
) => {
  let member: { id: number; fullName: string; officeEmail: string | null } | null = null;
  let who: string;
  if (signer === "AREA_CHAIRMAN") {
    who = `the chairman of area ${application.areaNo}`;
    member = await currentChairmanOfArea(application.areaNo, at, tx);
  } else if (application.tableNo !== null) {
    who = `the chairman of table ${application.tableNo}`;
    member = await currentChairmanOfTable(application.tableNo, at, tx);
  } else {
    who = `the chairperson of circle ${application.circleNo}`;
    member = application.circleNo === null ? null : await currentChairmanOfCircle(application.circleNo, at, tx);
  }
  if (!member)
    throw new AppError("CONFLICT", `Nobody is in office as ${who} this year: ask the secretariat to record the posting`);
  if (!member.officeEmail)
    throw new AppError("CONFLICT", `No e-mail address is on record for ${who}: ask the secretariat to add it`);
  return { ...member, officeEmail: member.officeEmail };
};

const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, "$1•••$2");

/** email…otp: checks the stage is complete but for its signatures, then mails a new code to the signer. */
export const mailSignatureCode = async (session: TSession, input: TSignatureMailInput, expected: TSigner) => {
  const prisma = await getDb();
  const prepared = await prisma.$transaction(async (tx) => {
    const loaded = await loadStageForWrite(tx, session, await mailStageId(tx, session, input));
    const element = await signatureElement(
      tx,
      loaded.row.packStageId,
      await mailElementId(tx, loaded.row, expected, input.stageElementId),
    );
    if (element.signer !== expected)
      throw new AppError("BAD_REQUEST", "stageElementId: this signature is not signed by that chairman", {
        fields: [{ field: "stageElementId", message: "this signature is not signed by that chairman" }],
      });
    if (
      await tx.stageSignature.findUnique({
        where: { applicationStageId_elementId: { applicationStageId: loaded.row.id, elementId: element.id } },
      })
    )
      throw new AppError("CONFLICT", "This has already been signed");
    const problems = await stageProblems(tx, loaded.row.id, loaded.row.packStageId);
    if (problems.length > 0)
      throw new AppError("CONFLICT", "Complete the stage before it is signed: submit it to see what is missing");
    const latest = await tx.signatureOtp.findFirst({
      where: { applicationStageId: loaded.row.id, elementId: element.id },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const now = Date.now();
    if (latest && now - latest.createdAt.getTime() < OTP_RESEND_MS)
      throw new AppError("TOO_MANY_REQUESTS", "A code was sent a moment ago: wait half a minute before asking for another", {
        headers: { "Retry-After": "30" },
      });
    const signer = await signerOf(tx, element.signer, loaded.application, new Date(now));
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    // Earlier codes stop working: only the newest counts.
    await tx.signatureOtp.updateMany({
      where: { applicationStageId: loaded.row.id, elementId: element.id, usedAt: null },
      data: { usedAt: new Date(now) },
    });
    const otp = await tx.signatureOtp.create({
      data: {
        applicationStageId: loaded.row.id,
        elementId: element.id,
        signerId: signer.id,
        codeHash: hashOtp(code),
        expiresAt: new Date(now + OTP_VALID_MS),
      },
      select: { id: true },
    });
    return { code, otpId: otp.id, signer, element, application: loaded.application };
  }, WRITE_TRANSACTION);
  const { code, otpId, signer, element, application } = prepared;
  const text = (shown: string) =>
    [
      `Dear ${signer.fullName},`,
      "",
      `Your code to sign "${element.label}" of project application ${application.applicationNo} (${application.title}) is ${shown}.`,
      "It is valid for 10 minutes. Give it only to the office bearer who is submitting the application with you.",
      "If you did not expect this code, tell the secretariat.",
    ].join("\n");
  // Never sent later: the signer is told now and asks again, and a later copy may be blanked below.
  const mail = await sendMail(
    { to: signer.officeEmail, subject: `Code to sign application ${application.applicationNo}`, text: text(code) },
    { retry: false },
  );
  // "pending" (no SMTP_URL): the outbox is the mailbox, the code stays readable there.
  const blankCopy = () => prisma.mailOutbox.update({ where: { id: mail.id }, data: { text: text("••••••") } });
  if (mail.status === "sent") await blankCopy();
  if (mail.status === "failed") {
    // Never mailed, so never to be used or read: the code stops working and leaves the outbox too.
    await prisma.$transaction([
      blankCopy(),
      prisma.signatureOtp.updateMany({ where: { id: otpId, usedAt: null }, data: { usedAt: new Date() } }),
    ]);
    throw new AppError("CONFLICT", "The code could not be mailed just now: ask for a new one in half a minute");
  }
  return { stat: 1, sentTo: maskEmail(signer.officeEmail), signerName: signer.fullName, validMinutes: OTP_VALID_MS / 60_000 };
};

/** What completing a stage filled by `filler` does to the application (issue 12 adds the later stages). */
const COMPLETION_ACTION: Partial<Record<string, TApplicationAction>> = { TABLE: "submit", AREA_CHAIRMAN: "recommend" };
/** After the sanction the table's later stages (the inauguration, the completion) are submitted in these states. */
const AFTER_SANCTION: readonly string[] = ["SANCTIONED", "IN_PROGRESS"];

/**
 * Whether completing stage `stageId` ends its filler's turn: no stage right after it (in the run of
 * stages the same filler fills one after another, such as two table stages before the area's) is
 * still open. A pack may give a filler several stages in a row; the application moves on with the
 * last of them, and its earlier ones are only marked submitted.
 */
const handsOver = (stages: readonly { id: number; filledBy: string; state: string }[], stageId: number, filler: string) => {
  for (const stage of stages.slice(stages.findIndex((stage) => stage.id === stageId) + 1)) {
    if (stage.filledBy !== filler) return true;
    if (stage.state === "OPEN") return false;
  }
  return true;
};

/**
 * Marks the stage submitted and moves the application on, recording the step; the stage must still
 * be open (409 otherwise: submitted meanwhile, never submitted twice). Before the sanction the
 * application moves on with the last open stage of its filler's run (handsOver). After the sanction
 * a TABLE stage is only marked submitted (an audit entry, no transition), except the pack's last
 * stage, the completion: that submits the completion once the stages before it are in and the
 * inauguration is approved.
 */
export const completeStage = async (
  tx: TTx,
  session: TSession,
  loaded: Awaited<ReturnType<typeof loadStage>>,
): Promise<TApplicationAction | null> => {
  const stages = loaded.application.stages;
  const afterSanction = loaded.filler === "TABLE" && AFTER_SANCTION.includes(loaded.application.state);
  const isLast = stages.at(-1)?.id === loaded.row.id;
  if (!afterSanction && !COMPLETION_ACTION[loaded.filler])
    throw new AppError("CONFLICT", "This stage is completed through the national review");
  const action: TApplicationAction | null = afterSanction
    ? isLast
      ? "submitCompletion"
      : null
    : handsOver(stages, loaded.row.id, loaded.filler)
      ? COMPLETION_ACTION[loaded.filler]!
      : null;
  if (action === "submitCompletion") assertCompletionReady(stages, loaded.row.id);
  const submitted = await tx.applicationStage.updateMany({
    where: { id: loaded.row.id, state: "OPEN" },
    data: { state: "SUBMITTED", submittedAt: new Date(), submittedById: session.memberId },
  });
  if (submitted.count !== 1) throw new AppError("CONFLICT", "This stage has been submitted meanwhile: reload it");
  if (!action) {
    await appendAudit(tx, {
      applicationId: loaded.application.id,
      action: "stage.submit",
      actorId: session.memberId,
      remark: stages.find((stage) => stage.id === loaded.row.id)?.name ?? "",
    });
    return null;
  }
  await moveApplication(tx, {
    applicationId: loaded.application.id,
    stageId: loaded.row.id,
    action,
    from: loaded.application.state,
    session,
  });
  return action;
};

/** After the commit: who has to act next hears of it. */
const afterCompletion = async (action: TApplicationAction | null, applicationId: number) => {
  if (action === "submit") await notifyAreaChairman(applicationId);
  if (action === "submitCompletion")
    await notifyCompletionSubmitted(applicationId).catch((error: unknown) => console.error("completion mail", error));
};

/** update…otp: the right code signs, and a stage with all its signatures is submitted. */
export const verifySignatureCode = async (session: TSession, input: TSignatureVerifyInput, expected: TSigner) => {
  const prisma = await getDb();
  const outcome = await prisma.$transaction(async (tx) => {
    const ref = await verifyStageId(tx, session, input);
    if ("wrong" in ref) return { wrong: ref.wrong };
    const loaded = await loadStageForWrite(tx, session, ref.applicationStageId);
    const element = await signatureElement(tx, loaded.row.packStageId, input.stageElementId);
    if (element.signer !== expected) throw otpError("this signature is not signed by that chairman");
    const otp = await tx.signatureOtp.findFirst({
      where: { applicationStageId: loaded.row.id, elementId: element.id, usedAt: null },
      orderBy: { createdAt: "desc" },
    });
    if (!otp || otp.expiresAt.getTime() <= Date.now()) return { wrong: OTP_GONE };
    if (otp.attempts >= OTP_MAX_TRIES) return { wrong: OTP_TOO_MANY };
    if (!otpMatches(otp.codeHash, input.otp)) {
      const tries = await tx.signatureOtp.update({
        where: { id: otp.id },
        data: { attempts: { increment: 1 } },
        select: { attempts: true },
      });
      return { wrong: wrongCodeMessage(tries.attempts) };
    }
    const used = await tx.signatureOtp.updateMany({ where: { id: otp.id, usedAt: null }, data: { usedAt: new Date() } });
    if (used.count !== 1) return { wrong: OTP_GONE };
    await tx.stageSignature.create({
      data: { applicationStageId: loaded.row.id, elementId: element.id, signerId: otp.signerId, enteredById: session.memberId },
    });
    const unsigned = await tx.stageElement.count({
      where: {
        stageId: loaded.row.packStageId,
        kind: "OTP_SIGNATURE",
        required: true,
        NOT: {
          id: {
            in: (
              await tx.stageSignature.findMany({ where: { applicationStageId: loaded.row.id }, select: { elementId: true } })
            ).map((row) => row.elementId),
          },
        },
      },
    });
    let completed: TApplicationAction | null = null;
    if (unsigned === 0) {
      if ((await stageProblems(tx, loaded.row.id, loaded.row.packStageId)).length > 0)
        throw new AppError("CONFLICT", "The stage changed meanwhile: submit it again to see what is missing");
      completed = await completeStage(tx, session, loaded);
    }
    return { wrong: null, applicationId: loaded.application.id, completed };
  }, WRITE_TRANSACTION);
  // A wrong code's try is counted (committed above) before the refusal.
  if (outcome.wrong) throw otpError(outcome.wrong);
  await afterCompletion(outcome.completed ?? null, outcome.applicationId!);
  return { stat: 1, tableProjectApplication: await getApplicationOrThrow(session, outcome.applicationId!) };
};

/** submittableprojectapplicationstage: the check before signing; 400 listing every problem, or what to sign next. */
export const checkStageForSubmission = async (session: TSession, applicationStageId: number) => {
  const prisma = await getDb();
  const loaded = await loadStage(session, applicationStageId);
  assertCanEdit(loaded);
  const problems = await prisma.$transaction((tx) => stageProblems(tx, applicationStageId, loaded.row.packStageId));
  if (problems.length > 0) {
    throw new AppError(
      "BAD_REQUEST",
      `${problems.length === 1 ? "One item is" : `${problems.length} items are`} missing or wrong`,
      {
        fields: problems.map((problem) => ({
          field: `element.${problem.elementId}`,
          message: `${problem.label}: ${problem.message}`,
        })),
      },
    );
  }
  const signatures = await prisma.stageElement.findMany({
    where: { stageId: loaded.row.packStageId, kind: "OTP_SIGNATURE" },
    select: { id: true, label: true, config: true },
    orderBy: { position: "asc" },
  });
  if (signatures.length === 0) {
    // Nothing to sign: the stage is submitted now.
    const action = await prisma.$transaction(async (tx) => {
      const current = await loadStageForWrite(tx, session, applicationStageId);
      if ((await stageProblems(tx, applicationStageId, current.row.packStageId)).length > 0)
        throw new AppError("CONFLICT", "The stage changed meanwhile: submit it again to see what is missing");
      return completeStage(tx, session, current);
    }, WRITE_TRANSACTION);
    await afterCompletion(action, loaded.application.id);
    return {
      stat: 1,
      ready: true,
      submitted: true,
      signatureElements: [],
      tableProjectApplication: await getApplicationOrThrow(session, loaded.application.id),
    };
  }
  return {
    stat: 1,
    ready: true,
    submitted: false,
    signatureElements: signatures.map((element) => ({
      id: element.id,
      label: element.label,
      signer: (element.config as { signer: TSigner }).signer,
    })),
  };
};
