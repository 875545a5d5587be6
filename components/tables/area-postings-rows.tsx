"use client";

// One area of the area postings screen (a <tbody>): its chairman of the year with Assign / Change /
// Remove, and its circles' office bearers when opened. A save refused for what the row showed (a
// chairman posted meanwhile in another tab, a posting gone) loads the row again, the reason still
// shown, so that it offers what can be done now. Focus follows the form: into its chairman field when
// Assign / Change opens it (that button is disabled meanwhile), back to that button when it closes.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  areaPostingsUrl,
  memberText,
  saveAreaPostings,
  usePostings,
  type TAreaPostings,
  type TPostingChanges,
  type TUnitPosting,
} from "./area-postings-api";
import { CirclePostingsPanel } from "./circle-postings-panel";
import { refusedAsStale } from "./tables-api";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { PostingNote } from "./posting-note";

export type TArea = { areaNo: number; areaName: string };

type TProps = { area: TArea; year: number; yearLabel: string };

const CELL = "px-3 py-3 align-top";

export const AreaPostingsRows = ({ area, year, yearLabel }: TProps) => {
  const { data, error, loading, reload } = usePostings<TAreaPostings>(areaPostingsUrl(area.areaNo, year));
  const [editing, setEditing] = useState(false);
  const [memberId, setMemberId] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<TUnitPosting | null>(null);
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

  /** Saves; on a refusal returns the API's reason (the field's message before the general one). */
  const apply = async (changes: TPostingChanges, done: string): Promise<string | null> => {
    setBusy(true);
    setStatus(null);
    const result = await saveAreaPostings(area.areaNo, year, changes);
    setBusy(false);
    if (!result.ok) {
      if (refusedAsStale(result)) reload();
      const fields = result.fields;
      return fields.memberId ?? fields["0"] ?? fields.year ?? fields.remove ?? result.message;
    }
    setStatus({ tone: "success", text: done });
    setFieldError(null);
    reload();
    return null;
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = data?.candidates.find((candidate) => String(candidate.memberId) === memberId);
    const form = event.currentTarget;
    // The browser's check and the server's refusal are both said under the chairman's field.
    const refuse = (reason: string) => {
      setFieldError(reason);
      focusFirstInvalid(form);
    };
    if (!chosen) return refuse("Choose a member.");
    const changes = { remove: current ? [current.postingId] : [], add: [{ memberId: chosen.memberId, role: "AC" }] };
    const refusal = await apply(changes, `${chosen.fullName} is the chairman of ${name} for ${yearLabel}.`);
    if (refusal !== null) return refuse(refusal);
    setFieldError(null);
    closeForm();
    setMemberId("");
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const refusal = await apply(
      { remove: [removing.postingId] },
      `${removing.fullName} is no longer the chairman of ${name} for ${yearLabel}.`,
    );
    if (refusal !== null) setStatus({ tone: "error", text: refusal });
    setRemoving(null);
  };

  const closeForm = () => {
    focusNext.current = "opener";
    setEditing(false);
  };

  const startEditing = () => {
    focusNext.current = "form";
    setEditing(true);
    setMemberId("");
    setFieldError(null);
    setStatus(null);
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
          <FormStatus status={status} className="mt-2" />
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
              <Button size="sm" variant="secondary" onClick={() => setRemoving(current)}>
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
                error={fieldError ?? undefined}
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
      <ConfirmDialog
        open={removing !== null}
        title="Remove area chairman"
        message={removing ? `Remove ${removing.fullName} as chairman of ${name} for ${yearLabel}?` : ""}
        confirmLabel="Remove"
        confirmVariant="danger"
        busy={busy}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </tbody>
  );
};
