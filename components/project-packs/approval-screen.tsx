"use client";

// Which elements each approving role confirms (projects/approvalelmentsmapping/{pack}): the pack's
// elements by stage, ticked per role, saved as one mapping.
import Link from "next/link";
import { useState } from "react";
import { success, type TResult } from "@/components/shared/post-form";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { ApprovalRolePanel, type TStageElements } from "./approval-role-panel";
import { InUseNotice, isInUse } from "./in-use-notice";
import { NAV_LINK, PackHeading } from "./pack-heading";
import { APPROVING_ROLES } from "./pack-labels";
import { fetchPack, fetchStageElements, saveApprovalMappings, type TApprovalMapping, type TPackDetail } from "./packs-api";
import { useLoad } from "@/components/shared/use-load";

type TMappingData = { detail: TPackDetail; stages: TStageElements[] };
type TSelection = Record<string, number[]>;

/** The pack, then every stage's elements (one call per stage, together). */
const loadMapping = async (packId: number, signal?: AbortSignal): Promise<TResult<TMappingData>> => {
  const detail = await fetchPack(packId, signal);
  if (!detail.ok) return detail;
  const trees = await Promise.all(detail.value.stages.map((stage) => fetchStageElements(stage.id, signal)));
  const failed = trees.find((tree) => !tree.ok);
  if (failed && !failed.ok) return failed;
  return success({
    detail: detail.value,
    stages: trees.flatMap((tree) => (tree.ok ? [{ stage: tree.value.stage, elements: tree.value.elements }] : [])),
  });
};

const selectionOf = (mappings: readonly TApprovalMapping[]): TSelection =>
  Object.fromEntries(mappings.map((mapping) => [mapping.role, mapping.elementIds]));

export const ApprovalScreen = ({ packId }: { packId: number }) => {
  const data = useLoad(`mapping-${packId}`, (signal) => loadMapping(packId, signal));
  // null until the first change: the loaded mapping is shown as it is.
  const [edits, setEdits] = useState<TSelection | null>(null);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (data.loading) return <Skeleton lines={5} label="Loading the pack's elements…" />;
  if (!data.value) {
    return <LoadError title="The pack's elements could not be loaded." message={data.error} onRetry={data.retry} />;
  }
  const { detail, stages } = data.value;
  const selection = edits ?? selectionOf(detail.approvalMappings);
  const inUse = detail.pack.applicationCount > 0;
  const frozen = inUse || conflict !== null;
  const mappable = new Set(
    stages.flatMap(({ elements }) => elements.filter((element) => element.kind !== "SECTION").map((element) => element.id)),
  );

  const save = async () => {
    setBusy(true);
    setStatus(null);
    // Only the roles shown: a mapping of another role (saved before only the confirming roles could
    // be mapped) was never used, and the server now refuses it, so the save drops it.
    const mappings = APPROVING_ROLES.map(({ role }) => ({
      role,
      elementIds: (selection[role] ?? []).filter((id) => mappable.has(id)),
    }));
    const result = await saveApprovalMappings(detail.pack.id, mappings);
    setBusy(false);
    if (!result.ok) {
      if (isInUse(result)) setConflict(result.message);
      else setStatus({ tone: "error", text: result.message });
      return;
    }
    data.change((value) => ({ ...value, detail: { ...value.detail, approvalMappings: result.value } }));
    setEdits(null);
    setStatus({ tone: "success", text: "The approval mapping was saved." });
  };

  return (
    <div className="space-y-5">
      <PackHeading
        pack={detail.pack}
        links={
          <Link href={`/projects/packstages/${detail.pack.id}`} className={NAV_LINK}>
            Stages
          </Link>
        }
      />
      {conflict ? (
        <InUseNotice message={conflict} />
      ) : (
        inUse && (
          <InUseNotice message="Applications use this pack: its stages, elements and approval mapping cannot change. Duplicate it to make a new version." />
        )
      )}
      <p className="text-sm text-slate-600">
        Tick, for each role of the national review, the elements it must confirm before it recommends an application to the trust.
        Sections only group elements.
      </p>
      {stages.length === 0 ? (
        <EmptyState
          icon="clipboard-check"
          title="This pack has no stages yet."
          description={
            <Link href={`/projects/packstages/${detail.pack.id}`} className={NAV_LINK}>
              Add its stages and elements first
            </Link>
          }
        />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          className="space-y-5"
        >
          {/* A pack in use keeps its mapping: shown, not changeable. */}
          <fieldset disabled={frozen} className="space-y-5">
            {APPROVING_ROLES.map(({ role, label }) => (
              <ApprovalRolePanel
                key={role}
                role={role}
                roleLabel={label}
                stages={stages}
                selected={(selection[role] ?? []).filter((id) => mappable.has(id))}
                onChange={(elementIds) => setEdits({ ...selection, [role]: elementIds })}
              />
            ))}
          </fieldset>
          <FormStatus status={status} />
          <div className="flex justify-end">
            <Button type="submit" loading={busy} disabled={frozen}>
              Save
            </Button>
          </div>
        </form>
      )}
    </div>
  );
};
