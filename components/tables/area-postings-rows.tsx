"use client";

// One area of the area postings screen (a <tbody>): its chairman of the year with Assign / Change /
// Remove, and its circles' office bearers when opened. A save refused for what the row showed (a
// chairman posted meanwhile in another tab, a posting gone) loads the row again, the reason still
// shown, so that it offers what can be done now. Focus follows the form: into its chairman field when
// Assign / Change opens it (that button is disabled meanwhile), back to that button when it closes.
// It saves and removes as the other postings panels do (usePostingSave), but Change replaces the
// chairman without asking again (the form is that choice), and a refusal is one reason, said under
// the chairman's field or, for a Remove, in the row's status (docs/decisions.md, stop 60).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  areaPostingsUrl,
  memberText,
  saveAreaPostings,
  usePostings,
  type TAreaPostings,
  type TUnitPosting,
} from "./area-postings-api";
import { CirclePostingsPanel } from "./circle-postings-panel";
import { RemovePostingDialog } from "./posting-dialogs";
import { usePostingSave } from "./use-posting-actions";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { PostingNote } from "./posting-note";

export type TArea = { areaNo: number; areaName: string };

type TProps = { area: TArea; year: number; yearLabel: string };

const CELL = "px-3 py-3 align-top";

export const AreaPostingsRows = ({ area, year, yearLabel }: TProps) => {
  const { data, error, loading, reload } = usePostings<TAreaPostings>(areaPostingsUrl(area.areaNo, year));
  const [editing, setEditing] = useState(false);
  const [circlesOpen, setCirclesOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const chairmanRef = useRef<HTMLSelectElement>(null);
  // Where focus goes once the form has opened or closed (the control that had it is disabled or gone).
  const focusNext = useRef<"form" | "opener" | null>(null);

  useEffect(() => {
    const target = focusNext.current === "form" ? chairmanRef.current : focusNext.current === "opener" ? openerRef.current : null;
    if (!target || target.disabled) return;
    focusNext.current = null;
    target.focus();
  });

  const chairmen = data?.postings.filter((posting) => posting.role === "AC") ?? [];
  const current = chairmen[0] ?? null;
  const name = area.areaName;
  const circlesId = `area-${area.areaNo}-circles`;
  const actions = usePostingSave<unknown, TUnitPosting>({
    save: (changes) => saveAreaPostings(area.areaNo, year, changes),
    onSaved: () => reload(),
    onStale: reload,
    // The API's reason, the field's message before the general one: under the chairman's field for
    // the form (the status says nothing), in the status for a Remove (the field keeps its own).
    refusal: ({ fields, message }, kind) => {
      const reason = fields.memberId ?? fields["0"] ?? fields.year ?? fields.remove ?? message;
      return kind === "remove" ? { status: reason } : { errors: { memberId: reason }, status: null };
    },
    removedText: (posting) => `${posting.fullName} is no longer the chairman of ${name} for ${yearLabel}.`,
  });
  const { memberId, setMemberId, busy } = actions;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = data?.candidates.find((candidate) => String(candidate.memberId) === memberId);
    const form = event.currentTarget;
    // The browser's check and the server's refusal are both said under the chairman's field.
    if (!chosen) {
      actions.setErrors({ memberId: "Choose a member." });
      return focusFirstInvalid(form);
    }
    const changes = { remove: current ? [current.postingId] : [], add: [{ memberId: chosen.memberId, role: "AC" }] };
    if (!(await actions.apply(changes, `${chosen.fullName} is the chairman of ${name} for ${yearLabel}.`))) {
      return focusFirstInvalid(form);
    }
    closeForm();
    setMemberId("");
  };

  const closeForm = () => {
    focusNext.current = "opener";
    setEditing(false);
  };

  const startEditing = () => {
    focusNext.current = "form";
    setEditing(true);
    setMemberId("");
    actions.setErrors({});
    actions.setStatus(null);
  };

  const options = (data?.candidates ?? [])
    .filter((candidate) => candidate.memberId !== current?.memberId)
    .map((candidate) => ({ value: String(candidate.memberId), label: `${memberText(candidate)} - ${candidate.userName}` }));

  return (
    <tbody className="border-t border-slate-200">
      <tr>
        <th scope="row" className={`${CELL} font-medium text-slate-900`}>
          {name}
        </th>
        <td className={CELL}>
          {data === null && loading && <Skeleton lines={1} lineClassName="h-5" label={`Loading the chairman of ${name}`} />}
          {data === null && error && (
            <span className="flex flex-wrap items-center gap-2 text-red-700">
              {error}
              <Button size="sm" variant="secondary" onClick={reload}>
                Try again<span className="sr-only"> to load {name}</span>
              </Button>
            </span>
          )}
          {data !== null &&
            (chairmen.length === 0 ? (
              <span className="text-slate-500">No chairman posted</span>
            ) : (
              chairmen.map((chairman) => (
                <span key={chairman.postingId} className="block text-slate-900">
                  {memberText(chairman)}
                  <PostingNote posting={chairman} />
                </span>
              ))
            ))}
          <FormStatus status={actions.status} className="mt-2" />
        </td>
        <td className={CELL}>
          <div className="flex flex-wrap gap-2">
            {data !== null && (
              <Button
                ref={openerRef}
                size="sm"
                variant={current ? "secondary" : "primary"}
                onClick={startEditing}
                disabled={editing}
              >
                {current ? "Change" : "Assign"}
                <span className="sr-only"> the chairman of {name}</span>
              </Button>
            )}
            {current && (
              <Button size="sm" variant="secondary" onClick={() => actions.setRemoving(current)}>
                Remove
                <span className="sr-only">
                  {" "}
                  {current.fullName} as chairman of {name}
                </span>
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={circlesOpen}
              aria-controls={circlesId}
              onClick={() => setCirclesOpen((open) => !open)}
            >
              {circlesOpen ? "Hide circles" : "Circles"}
              <span className="sr-only"> of {name}</span>
            </Button>
          </div>
          {/* In a cell: nothing but rows may be in a <tbody>, and the closed dialog leaves a hidden span
              (a browser would move it out of the table, and hydration would not match). Open, it is
              portalled to the page's end. */}
          <RemovePostingDialog
            actions={actions}
            title="Remove area chairman"
            message={(posting) => `Remove ${posting.fullName} as chairman of ${name} for ${yearLabel}?`}
          />
        </td>
      </tr>
      {editing && data !== null && (
        <tr>
          <td colSpan={3} className="bg-slate-50 px-3 py-4">
            <form
              onSubmit={save}
              noValidate
              aria-label={`Chairman of ${name} for ${yearLabel}`}
              className="grid items-end gap-3 sm:grid-cols-[minmax(0,28rem)_auto_auto]"
            >
              <Select
                ref={chairmanRef}
                label={`Chairman of ${name} for ${yearLabel}`}
                required
                placeholder={options.length === 0 ? "No active members in this area's tables and circles" : "Choose a member"}
                value={memberId}
                onChange={(event) => setMemberId(event.target.value)}
                error={actions.errors.memberId}
                options={options}
              />
              <Button type="submit" loading={busy}>
                {current ? "Change chairman" : "Assign chairman"}
              </Button>
              <Button variant="secondary" onClick={closeForm} disabled={busy}>
                Cancel
              </Button>
            </form>
          </td>
        </tr>
      )}
      {circlesOpen && (
        <tr id={circlesId}>
          <td colSpan={3} className="space-y-4 bg-slate-50 px-3 py-4">
            {data === null && error ? (
              <LoadError title={`The circles of ${name} could not be loaded`} message={error} onRetry={reload} />
            ) : data === null ? (
              <Skeleton lines={1} label={`Loading the circles of ${name}`} />
            ) : data.circles.length === 0 ? (
              <EmptyState title="No circles" description={`${name} has no circles.`} />
            ) : (
              data.circles.map((circle) => (
                <CirclePostingsPanel key={circle.circleNo} circle={circle} year={year} yearLabel={yearLabel} />
              ))
            )}
          </td>
        </tr>
      )}
    </tbody>
  );
};
