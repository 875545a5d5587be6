// A posting recorded in advance (next federation year) gives its member the role only when that
// year starts, 1 July 00:00 IST: the role opens the unit's screens (a table's bank details among
// them), and the rights pass on 1 July (docs/decisions.md). savepostings queues this job, in its
// transaction, for each such posting whose member lacks the role; the job runs at the year's start
// and gives the role if the posting still exists and its member still belongs to the unit, active
// and approved (postedMembersWhere: a lock, which shuts the log-in only, does not stop it). A
// posting's removal deletes its job while still queued (cancelPostingRole); one removed while the
// job is in hand leaves nothing to give.
// Lock order, as savepostings: the unit's row, then the member's, so a removal or a move under way
// is waited for and seen.
import { fromDbRole } from "../auth/roles";
import type { Prisma } from "../db/generated/client";
import { getDb } from "../db/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { cancelJob, enqueueJob, type TJobDefinition } from "../jobs/queue";
import { recordAdminChange } from "../members/admin-changes";
import { federationYearLabel, federationYearStart } from "../members/postings";
import { lockPostedMember, postedMembersWhere } from "./postable-members";
import { lockUnit } from "./unit-locks";

type TTx = Prisma.TransactionClient;

export const POSTING_ROLE_JOB = "postings.grant-role";

/** One job per posting: a posting removed and added again is a new posting, and the old job finds nothing. */
export const postingRoleJobKey = (postingId: number) => `${POSTING_ROLE_JOB}:${postingId}`;

type TPayload = { postingId: number; actorId: number };

/** Queues the role of posting `postingId` (of `year`) for 1 July of that year, in the posting's transaction. */
export const enqueuePostingRole = (tx: TTx, postingId: number, year: number, actorId: number) =>
  enqueueJob(POSTING_ROLE_JOB, { postingId, actorId } satisfies TPayload, {
    key: postingRoleJobKey(postingId),
    runAt: federationYearStart(year),
    db: tx,
  });

/**
 * Drops the queued role job of a posting being removed, in the removal's transaction: it would
 * otherwise wait until 1 July to find nothing. A job a worker already holds is left to find the
 * posting gone.
 */
export const cancelPostingRole = (tx: TTx, postingId: number) => cancelJob(postingRoleJobKey(postingId), { db: tx });

const parsePayload = (payload: unknown): TPayload => {
  const { postingId, actorId } = (payload ?? {}) as Partial<TPayload>;
  if (!Number.isInteger(postingId) || !Number.isInteger(actorId)) throw new Error("postings.grant-role: bad payload");
  return { postingId: postingId!, actorId: actorId! };
};

export type TPostingRoleOutcome = "granted" | "held" | "removed" | "ineligible";

/** The job's work: gives the posting's member its role, once, and records it as savepostings does. */
export const grantPostingRole = async (payload: unknown): Promise<TPostingRoleOutcome> => {
  const { postingId, actorId } = parsePayload(payload);
  const prisma = await getDb();
  const outcome = await prisma.$transaction(async (tx): Promise<TPostingRoleOutcome> => {
    const seen = await tx.posting.findUnique({ where: { id: postingId }, select: { unitKind: true, unitNo: true } });
    // savepostings posts in tables, circles and areas only.
    if (!seen || seen.unitKind === "NATIONAL" || seen.unitNo === null) return "removed";
    const { unitKind, unitNo } = seen;
    // FOR SHARE (./unit-locks.ts): a removal or de-charter under way is waited for.
    const unit = await lockUnit(tx, unitKind, unitNo, "SHARE");
    if (!unit || unit.isDecharted) return "ineligible";
    // Read again under the unit's lock: a removal commits before it or waits for this transaction.
    const posting = await tx.posting.findUnique({ where: { id: postingId } });
    if (!posting) return "removed";
    await lockPostedMember(tx, posting.memberId, unitKind);
    const member = await tx.member.findFirst({
      where: { AND: [{ id: posting.memberId }, postedMembersWhere(unitKind, unitNo)] },
      select: { roles: { where: { role: posting.role }, select: { role: true } } },
    });
    if (!member) return "ineligible";
    if (member.roles.length > 0) return "held";
    await tx.memberRole.create({ data: { memberId: posting.memberId, role: posting.role } });
    await recordAdminChange(tx, {
      // No system member exists: the change is the one whoever recorded the posting asked for.
      actorId,
      action: "posting.grantRole",
      targetKind: "posting",
      targetId: posting.id,
      before: null,
      after: {
        memberId: posting.memberId,
        unitKind,
        unitNo,
        role: fromDbRole(posting.role),
        year: posting.year,
        grantedRole: true,
      },
      remark: `given by the job queue as ${federationYearLabel(posting.year)} began (posting recorded in advance)`,
    });
    return "granted";
  }, WRITE_TRANSACTION);
  if (outcome !== "granted") console.info(`[postings] posting ${postingId}: no role given on 1 July (${outcome})`);
  return outcome;
};

export const postingRoleJob = (): TJobDefinition => ({
  name: POSTING_ROLE_JOB,
  run: async (payload) => {
    await grantPostingRole(payload);
  },
});
