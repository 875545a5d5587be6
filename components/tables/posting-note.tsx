// Beside a posted member on the postings screens: why they hold the posting in name only. An
// inactive or unapproved member chairs nothing (CHAIRING_MEMBER in lib/members/postings.ts).
import type { TUnitPosting } from "./area-postings-api";

export const postingNote = (posting: Pick<TUnitPosting, "isActive" | "isApproved">) =>
  !posting.isActive ? "inactive member" : !posting.isApproved ? "account not approved" : null;

export const PostingNote = ({ posting }: { posting: Pick<TUnitPosting, "isActive" | "isApproved"> }) => {
  const note = postingNote(posting);
  return note ? <span className="text-slate-500"> ({note})</span> : null;
};
