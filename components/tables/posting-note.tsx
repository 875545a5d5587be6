// Beside a posted member on the postings screens: why they hold the posting in name only. An
// inactive or unapproved member chairs nothing (CHAIRING_MEMBER in lib/members/postings.ts).
import type { TUnitPosting } from "./area-postings-api";

export const postingNote = (posting: Pick<TUnitPosting, "isActive" | "isApproved">) =>
  !posting.isActive ? "inactive member" : !posting.isApproved ? "account not approved" : null;

export const PostingNote = ({ posting }: { posting: Pick<TUnitPosting, "isActive" | "isApproved"> }) => {
  const note = postingNote(posting);
  return note ? <span className="text-slate-500"> ({note})</span> : null;
};

/**
 * The federation-year choice's hint on the postings screens: next year's office bearers may be
 * posted now, and the log-in role of their office comes on 1 July (lib/tables/posting-role-job.ts).
 */
export const postingYearHint = (who: string) =>
  `${who} of this year and the next can be changed; 1 July to 30 June. Those posted for next year get the log-in rights of their office on 1 July.`;
