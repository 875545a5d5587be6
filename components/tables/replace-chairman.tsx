"use client";

// Choosing a unit's chairman (a table's TEX-C, a circle's CEX) while one is posted for that year
// replaces them: asked first, then one savepostings call removes and adds, so the unit is never
// without a chairman in between (a grant's OTP goes to them) and a failed add leaves the old one.
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { TOfficeBearer } from "./tables-api";

type TPosted = Pick<TOfficeBearer, "postingId" | "memberId" | "fullName" | "role">;

export type TReplacing = { chairman: TPosted; memberId: number; name: string; role: string };

/** The posted chairman that posting `memberId` as `role` would replace (none for another role, or for that member). */
export const chairmanToReplace = (
  postings: readonly TPosted[],
  chairmanRole: string,
  memberId: number,
  role: string,
): TPosted | null => {
  if (role !== chairmanRole) return null;
  const chairman = postings.find((posting) => posting.role === chairmanRole);
  return chairman && chairman.memberId !== memberId ? chairman : null;
};

/** The one call's changes: the old posting out, the new one in. */
export const replaceChanges = (replacing: TReplacing) => ({
  remove: [replacing.chairman.postingId],
  add: [{ memberId: replacing.memberId, role: replacing.role }],
});

export type TWords = {
  /** "chairman", "chairperson". */
  office: string;
  /** Where, after the office: "" on the table's own page, " of Circle 1: ..." elsewhere. */
  of: string;
  yearLabel: string;
};

/** What a replacement that went through says. */
export const replacedText = (replacing: TReplacing, { office, of, yearLabel }: TWords) =>
  `${replacing.name} is now the ${office}${of} for ${yearLabel}, in place of ${replacing.chairman.fullName}.`;

type TProps = TWords & { replacing: TReplacing | null; busy: boolean; onConfirm: () => void; onCancel: () => void };

export const ReplaceChairmanDialog = ({ replacing, office, of, yearLabel, busy, onConfirm, onCancel }: TProps) => (
  <ConfirmDialog
    open={replacing !== null}
    title={`Replace the ${office}`}
    message={
      replacing ? `${replacing.name} will be the ${office}${of} for ${yearLabel} in place of ${replacing.chairman.fullName}.` : ""
    }
    confirmLabel={`Replace ${office}`}
    busy={busy}
    onConfirm={onConfirm}
    onCancel={onCancel}
  />
);
