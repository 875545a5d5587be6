"use client";

// One circle's office bearers of a federation year on the area postings screen: listed, removed
// after a confirmation, and added (an active member of the circle; CEX one a year, ACEX any number).
// Choosing a CEX where one is posted replaces them in one call, after a confirmation. A save
// refused for what the panel showed loads it again, the reason still shown.
import { useRef, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormStatus } from "@/components/ui/form-status";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";
import { circlePostingsUrl, memberText, saveCirclePostings, usePostings, type TCirclePostings } from "./area-postings-api";
import { PostingDialogs } from "./posting-dialogs";
import { usePostingActions } from "./use-posting-actions";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { PostingNote } from "./posting-note";

const ROLE_LABELS: Record<string, string> = {
  CEX: "Chairperson (CEX)",
  ACEX: "Area circle executive (ACEX)",
};

const roleText = (role: string) => ROLE_LABELS[role] ?? role;

type TProps = { circle: { circleNo: number; circleName: string }; year: number; yearLabel: string };

const CELL = "px-3 py-2";

export const CirclePostingsPanel = ({ circle, year, yearLabel }: TProps) => {
  const { data, error, reload } = usePostings<TCirclePostings>(circlePostingsUrl(circle.circleNo, year));
  const formRef = useRef<HTMLFormElement>(null);
  const title = `Circle ${circle.circleNo}: ${circle.circleName}`;
  const words = { office: "chairperson", of: ` of ${title}`, yearLabel };
  const actions = usePostingActions({
    save: (changes) => saveCirclePostings(circle.circleNo, year, changes),
    onSaved: () => reload(),
    onStale: reload,
    fieldErrors: (fields) => ({ memberId: fields.memberId ?? fields["0"] ?? "", role: fields.role ?? "" }),
    chairmanRole: "CEX",
    postings: data?.postings ?? [],
    words,
    addedText: (name, added) => `${name} added as ${roleText(added)} for ${yearLabel}.`,
    removedText: (posting) => `${posting.fullName} is no longer ${roleText(posting.role)} for ${yearLabel}.`,
  });

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!actions.memberId || !actions.role) {
      actions.setErrors({ memberId: actions.memberId ? "" : "Choose a member.", role: actions.role ? "" : "Choose a role." });
      focusFirstInvalid(event.currentTarget);
      return;
    }
    await actions.post(
      actions.memberId,
      data?.candidates.find((candidate) => String(candidate.memberId) === actions.memberId)?.fullName ?? "The member",
    );
  };

  return (
    <section aria-label={`${title}, office bearers ${yearLabel}`} className="rounded-lg border border-slate-200 bg-white p-4">
      {data === null && !error && <Skeleton lines={2} lineClassName="h-6" label={`Loading the office bearers of ${title}`} />}
      {data === null && error && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          {error}
          <Button size="sm" variant="secondary" onClick={reload}>
            Try again<span className="sr-only"> to load {title}</span>
          </Button>
        </p>
      )}
      {data !== null && (
        <div className="space-y-4">
          <table className="w-full text-left text-sm">
            <caption className="pb-2 text-left font-semibold text-slate-900">
              {title}: office bearers {yearLabel}
            </caption>
            <TableHead
              className="text-slate-600"
              cellClassName={`${CELL} font-medium`}
              columns={[{ label: "Member" }, { label: "Role" }, { label: <span className="sr-only">Actions</span> }]}
            />
            <tbody className="divide-y divide-slate-100">
              {data.postings.length === 0 ? (
                <tr>
                  <td colSpan={3} className={`${CELL} text-slate-500`}>
                    No office bearers posted for {yearLabel}.
                  </td>
                </tr>
              ) : (
                data.postings.map((posting) => (
                  <tr key={posting.postingId}>
                    <td className={CELL}>
                      {memberText(posting)}
                      <PostingNote posting={posting} />
                    </td>
                    <td className={CELL}>{roleText(posting.role)}</td>
                    <td className={`${CELL} text-right`}>
                      <Button variant="secondary" size="sm" onClick={() => actions.setRemoving(posting)}>
                        Remove
                        <span className="sr-only">
                          {" "}
                          {posting.fullName} as {roleText(posting.role)}
                        </span>
                      </Button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <form
            ref={formRef}
            onSubmit={add}
            noValidate
            aria-label={`Add an office bearer to ${title}`}
            className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
          >
            <Select
              label="Member"
              required
              placeholder={data.candidates.length === 0 ? "No active members in this circle" : "Choose a member"}
              value={actions.memberId}
              onChange={(event) => actions.setMemberId(event.target.value)}
              error={actions.errors.memberId || undefined}
              options={data.candidates.map((candidate) => ({
                value: String(candidate.memberId),
                label: `${memberText(candidate)} - ${candidate.userName}`,
              }))}
            />
            <Select
              label="Role"
              required
              placeholder="Choose a role"
              value={actions.role}
              onChange={(event) => actions.setRole(event.target.value)}
              error={actions.errors.role || undefined}
              options={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
            />
            <Button type="submit" loading={actions.busy && !actions.removing && !actions.replacing}>
              Add<span className="sr-only"> to {title}</span>
            </Button>
          </form>
        </div>
      )}
      {/* Says how an Add and a Remove went: a refused Add moves focus as if it were in the form. */}
      <FormStatus status={actions.status} className="mt-3" form={formRef} />
      <PostingDialogs
        actions={actions}
        words={words}
        removeMessage={(posting) => `Remove ${posting.fullName} as ${roleText(posting.role)} of ${title} for ${yearLabel}?`}
      />
    </section>
  );
};
