// Age-proof verification by the secretariat: the list of proofs waiting, accept (the member is
// marked verified) and reject (the document is deleted, from storage too, and the member is told
// why by mail). Each decision is one transaction with its admin-log entry and its mail job; the
// stored file goes once the rejection has committed.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { removeStored } from "../http/multipart";
import { recordAdminChange } from "./admin-changes";
import { AGE_PROOF_WAITING } from "./admin-queue-counts";
import { ADMIN_MEMBER_SELECT, toAdminMember } from "./admin-member-shapes";
import { memberNotFound } from "./member-errors";
import { letter, queueMemberMail } from "./member-mail";

export const listAgeProofsWaiting = async (options: { page: number; pageSize: number }) => {
  const prisma = await getDb();
  const [total, rows] = await Promise.all([
    prisma.member.count({ where: AGE_PROOF_WAITING }),
    prisma.member.findMany({
      where: AGE_PROOF_WAITING,
      select: ADMIN_MEMBER_SELECT,
      // Oldest upload first: a member editing anything else does not send their proof to the back.
      orderBy: [{ ageProofUploadedAt: { sort: "asc", nulls: "first" } }, { id: "asc" }],
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
    }),
  ]);
  return { members: rows.map(toAdminMember), total, page: options.page, pageSize: options.pageSize };
};

const noAgeProof = () =>
  new AppError("CONFLICT", "This member has no age proof waiting", {
    fields: [{ field: "memberId", message: "has no age proof waiting" }],
  });

const changedSinceShown = () =>
  new AppError("CONFLICT", "The member has uploaded a new age proof since the list was loaded; reload the list to see it", {
    fields: [{ field: "ageProofFileName", message: "is no longer the member's age proof" }],
  });

/**
 * The member and their document; `shown`, when given, must still be that document. Whether it still
 * waits is decided by the conditional update in the decision's transaction, not from this read.
 */
const findWithProof = async (memberId: number, shown: string | undefined) => {
  const prisma = await getDb();
  const member = await prisma.member.findUnique({
    where: { id: memberId },
    select: { id: true, fullName: true, userName: true, officeEmail: true, ageProofFileName: true, ageProofVerified: true },
  });
  if (!member) throw memberNotFound();
  if (!member.ageProofFileName) throw noAgeProof();
  if (shown !== undefined && shown !== member.ageProofFileName) throw changedSinceShown();
  return { ...member, ageProofFileName: member.ageProofFileName };
};

type TDecision = { session: TSession; memberId: number; ageProofFileName?: string };

/**
 * Only the document that was shown (a new upload meanwhile waits for its own decision), and only
 * while it waits: one another Admin decided meanwhile, or a closed account's, is not decided again.
 */
const stillWaiting = (member: { id: number; ageProofFileName: string }) => ({
  AND: [AGE_PROOF_WAITING, { id: member.id, ageProofFileName: member.ageProofFileName }],
});

export const markAgeProofVerified = async (options: TDecision) => {
  const member = await findWithProof(options.memberId, options.ageProofFileName);
  if (member.ageProofVerified) throw noAgeProof();
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.member.updateMany({ where: stillWaiting(member), data: { ageProofVerified: true } });
    if (count === 0) throw noAgeProof();
    await recordAdminChange(tx, {
      actorId: options.session.memberId,
      action: "ageproof.accept",
      targetKind: "member",
      targetId: member.id,
      before: { ageProofFileName: member.ageProofFileName, ageProofVerified: false },
      after: { ageProofFileName: member.ageProofFileName, ageProofVerified: true },
    });
  });
  return { status: 1, memberId: member.id, ageProofVerified: true };
};

export const deleteAgeProof = async (options: TDecision & { reason: string }) => {
  const member = await findWithProof(options.memberId, options.ageProofFileName);
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    // An accepted document is the member's record now: a stale rejection must not delete it.
    const { count } = await tx.member.updateMany({
      where: stillWaiting(member),
      data: { ageProofFileName: null, ageProofVerified: false, ageProofUploadedAt: null },
    });
    if (count === 0) throw noAgeProof();
    await recordAdminChange(tx, {
      actorId: options.session.memberId,
      action: "ageproof.reject",
      targetKind: "member",
      targetId: member.id,
      before: { ageProofFileName: member.ageProofFileName, ageProofVerified: false },
      after: { ageProofFileName: null, ageProofVerified: false },
      remark: options.reason,
    });
    await queueMemberMail(tx, {
      to: member.officeEmail,
      subject: "Your age proof was not accepted",
      lines: letter(member.fullName, [
        "The secretariat could not accept the age proof you uploaded to the portal, and it has been deleted.",
        "",
        `Reason: ${options.reason}`,
        "",
        "Please upload a new age proof from your profile page.",
      ]),
    });
  });
  // Only once the rejection has committed: a refused one (thrown above) keeps the file.
  await removeStored("ageproofs", [member.ageProofFileName]);
  return { status: 1, memberId: member.id, ageProofVerified: false };
};
