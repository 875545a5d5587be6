"use client";

// The table's office bearers of one federation year: listed, removed after a confirmation, and
// added (a member of the table and a table role). The chairman (TEX-C) only by the secretariat,
// who replace a posted chairman in one step (the table is never without one in between). A save
// refused for what the list showed has the list loaded again (`onStale`), the reason still shown.
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus } from "@/components/ui/form-status";
import { Select } from "@/components/ui/select";
import { PostingDialogs } from "./posting-dialogs";
import { savePostings, type TOfficeBearer, type TTableMember } from "./tables-api";
import { usePostingActions } from "./use-posting-actions";
import { CORRECT_FIELDS_MESSAGE } from "@/components/shared/request-json";

const ROLE_LABELS: Record<string, string> = {
  "TEX-C": "Chairman (TEX-C)",
  "TEX-S": "Secretary (TEX-S)",
  TEX: "Table executive (TEX)",
  ATEX: "Area table executive (ATEX)",
};

type TProps = {
  tableNo: number;
  year: number;
  yearLabel: string;
  bearers: TOfficeBearer[];
  onSaved: (officeBearers: TOfficeBearer[]) => void;
  /** Loads the office bearers again, after a refusal that says the list is out of date. */
  onStale: () => void;
  members: TTableMember[];
  canEdit: boolean;
  canEditChairman: boolean;
};

export const OfficeBearersPanel = ({
  tableNo,
  year,
  yearLabel,
  bearers,
  onSaved,
  onStale,
  members,
  canEdit,
  canEditChairman,
}: TProps) => {
  const words = { office: "chairman", of: "", yearLabel };
  const roleText = (value: string) => ROLE_LABELS[value] ?? value;
  const actions = usePostingActions({
    save: (changes) => savePostings(tableNo, year, changes),
    onSaved: (saved) => onSaved(saved.officeBearers),
    onStale,
    fieldErrors: (fields) => ({ memberId: fields.memberId ?? "", role: fields.role ?? "" }),
    chairmanRole: "TEX-C",
    postings: bearers,
    words,
    addedText: (name, added) => `${name} added as ${ROLE_LABELS[added]}.`,
    removedText: (posting) => `${posting.fullName} is no longer ${roleText(posting.role)}.`,
  });
  // A member the list no longer offers (reloaded after a refusal: moved, locked, no longer
  // approved) is no longer chosen.
  const memberId = members.some((member) => String(member.memberId) === actions.memberId) ? actions.memberId : "";

  const roles = Object.keys(ROLE_LABELS)
    .filter((value) => value !== "TEX-C" || canEditChairman)
    .map((value) => ({ value, label: ROLE_LABELS[value]! }));

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!memberId || !actions.role) {
      actions.setErrors({ memberId: memberId ? "" : "Choose a member.", role: actions.role ? "" : "Choose a role." });
      actions.setStatus({ tone: "error", text: CORRECT_FIELDS_MESSAGE });
      return;
    }
    await actions.post(memberId, members.find((member) => String(member.memberId) === memberId)?.fullName ?? "The member");
  };

  return (
    <section aria-labelledby="office-bearers-heading" className="space-y-4">
      <h2 id="office-bearers-heading" className="text-xl font-semibold text-slate-900">
        Office bearers {yearLabel}
      </h2>
      {bearers.length === 0 ? (
        <EmptyState
          title="No office bearers recorded"
          description={`Nobody holds an office of this table for ${yearLabel} yet.`}
        />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {bearers.map((bearer) => (
            <li key={bearer.postingId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span>
                <span className="font-medium text-slate-900">
                  {bearer.title ? `${bearer.title} ` : ""}
                  {bearer.fullName}
                </span>{" "}
                <span className="text-sm text-slate-600">{ROLE_LABELS[bearer.role] ?? bearer.role}</span>
              </span>
              {canEdit && (bearer.role !== "TEX-C" || canEditChairman) && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => actions.setRemoving(bearer)}
                  aria-label={`Remove ${bearer.fullName} as ${ROLE_LABELS[bearer.role] ?? bearer.role}`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form
          onSubmit={add}
          noValidate
          className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]"
          aria-label="Add an office bearer"
        >
          <Select
            label="Member"
            required
            placeholder={members.length === 0 ? "No members in this table" : "Choose a member"}
            value={memberId}
            onChange={(event) => actions.setMemberId(event.target.value)}
            error={actions.errors.memberId || undefined}
            options={members.map((member) => ({
              value: String(member.memberId),
              label: `${member.fullName} (${member.userName})`,
            }))}
          />
          <Select
            label="Role"
            required
            placeholder="Choose a role"
            value={actions.role}
            onChange={(event) => actions.setRole(event.target.value)}
            error={actions.errors.role || undefined}
            options={roles}
          />
          <Button type="submit" loading={actions.busy && !actions.removing && !actions.replacing}>
            Add office bearer
          </Button>
          {/* Inside the form, as on the other forms: a refusal with no field marked moves focus to it.
              Empty, it is taken out of the grid (absolute, no size) rather than hidden: it must stay
              in the accessibility tree for what appears in it to be announced. */}
          <FormStatus status={actions.status} className="empty:absolute sm:col-span-3" />
        </form>
      )}
      <PostingDialogs
        actions={actions}
        words={words}
        removeMessage={(posting) =>
          `Remove ${posting.fullName} as ${ROLE_LABELS[posting.role] ?? posting.role} for ${yearLabel}?`
        }
      />
    </section>
  );
};
