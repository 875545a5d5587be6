// Who signs the sanction letter and in what capacity. The signer is the member who sends it (the
// actor of the sanction step); a draft names the member who approved the grant. The name and the
// capacity (the role of the sanction step the sender holds) are fixed at the send
// (GrantApproval.letterSignedBy, letterSignedAs): a letter printed again later says what it said when
// it was sent, whatever the sender's name or roles are by then.
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
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

type TLetterGrant = {
  letterSentAt: Date | null;
  letterSignedAs: string | null;
  letterSignedBy: string | null;
  approvedBy: { fullName: string } | null;
};

/** The signer's name and capacity; `issuing` is sendgrantsanction's own render, made as the sender. */
export const letterSigner = (session: TSession, grant: TLetterGrant, issuing: boolean) => {
  if (issuing) return { name: session.fullName, capacity: signerCapacityOf(session.roles) };
  if (grant.letterSentAt === null) return { name: grant.approvedBy?.fullName ?? null, capacity: DRAFT_CAPACITY };
  return {
    name: grant.letterSignedBy ?? grant.approvedBy?.fullName ?? null,
    capacity: grant.letterSignedAs ?? DRAFT_CAPACITY,
  };
};
