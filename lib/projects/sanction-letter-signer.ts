// Who signs the sanction letter and in what capacity. The signer is the member who sends it (the
// actor of the sanction step); a draft names the member who approved the grant. The capacity is the
// role of the sanction step the sender holds, fixed at the send (GrantApproval.letterSignedAs): a
// letter printed again later says what it said when it was sent, whatever their roles are by then.
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { TRANSITIONS } from "./application-states";

/** The trust's secretary signs as its Secretary; any other role by its name in SPEC.md's role table. */
const CAPACITY_TITLES: Partial<Record<TRole, string>> = { "RTIF-Secretary": "Secretary" };

/** What a draft, and every letter sent before the capacity was stored, prints under the name. */
export const DRAFT_CAPACITY = "Secretary";

/** The capacity of a sender: the first role of the sanction step they hold (the secretary's first). */
export const signerCapacityOf = (roles: readonly TRole[]) => {
  const role = TRANSITIONS.sanction.roles.find((allowed) => roles.includes(allowed));
  return role ? (CAPACITY_TITLES[role] ?? role) : DRAFT_CAPACITY;
};

type TLetterGrant = { letterSentAt: Date | null; letterSignedAs: string | null; approvedBy: { fullName: string } | null };

/** The signer's name and capacity; `issuing` is sendgrantsanction's own render, made as the sender. */
export const letterSigner = async (session: TSession, applicationId: number, grant: TLetterGrant, issuing: boolean) => {
  if (issuing) return { name: session.fullName, capacity: signerCapacityOf(session.roles) };
  if (grant.letterSentAt === null) return { name: grant.approvedBy?.fullName ?? null, capacity: DRAFT_CAPACITY };
  const prisma = await getDb();
  const sent = await prisma.applicationEvent.findFirst({
    where: { applicationId, action: "sanction" },
    select: { actor: { select: { fullName: true } } },
    orderBy: { id: "desc" },
  });
  return {
    name: sent?.actor.fullName ?? grant.approvedBy?.fullName ?? null,
    capacity: grant.letterSignedAs ?? DRAFT_CAPACITY,
  };
};
