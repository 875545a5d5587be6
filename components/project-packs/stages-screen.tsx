"use client";

// A pack's stages (projects/packstages/{id}): in order, moved up and down, added and renamed;
// each opens its element tree. A pack that applications use refuses changes (409).
import Link from "next/link";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { InUseNotice, isInUse } from "./in-use-notice";
import { NAV_LINK, PackHeading } from "./pack-heading";
import { fetchPack, saveStage, type TPackStage } from "./packs-api";
import { StageDialog } from "./stage-dialog";
import { StageTable } from "./stage-table";
import { focusKey, useFocusAfter } from "@/components/shared/use-focus-after";
import { useLoad } from "@/components/shared/use-load";

export const StagesScreen = ({ packId }: { packId: number }) => {
  const data = useLoad(`pack-${packId}`, (signal) => fetchPack(packId, signal));
  const focusLater = useFocusAfter(data.value);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<TPackStage | null>(null);
  const moving = useRef(false);

  if (data.loading) return <Skeleton lines={4} label="Loading the pack's stages…" />;
  if (!data.value) {
    return (
      <LoadError title="The pack could not be loaded." message={data.error} onRetry={data.retry}>
        <Link href="/projects/projectpacks" className={NAV_LINK}>
          Back to the packs
        </Link>
      </LoadError>
    );
  }
  const { pack, stages } = data.value;

  const afterChange = async (text: string) => {
    const error = await data.refresh();
    setStatus(error ? { tone: "error", text: error } : { tone: "success", text });
  };

  const move = async (stage: TPackStage, to: number) => {
    if (moving.current) return;
    moving.current = true;
    setConflict(null);
    const direction = to < stages.indexOf(stage) ? "up" : "down";
    const other = direction === "up" ? "down" : "up";
    // The new position is the neighbour's index: the API renumbers the stages 0..n-1.
    const result = await saveStage({ id: stage.id, packId, name: stage.name, filledBy: stage.filledBy, position: to });
    if (result.ok) {
      focusLater([focusKey(`stage-${stage.id}-${direction}`), focusKey(`stage-${stage.id}-${other}`)]);
      await afterChange(`${stage.name} is now stage ${to + 1}.`);
    } else if (isInUse(result)) {
      setStatus(null);
      setConflict(result.message);
    } else {
      setStatus({ tone: "error", text: result.message });
    }
    moving.current = false;
  };

  return (
    <div className="space-y-5">
      <PackHeading
        pack={pack}
        links={
          <Link href={`/projects/approvalelmentsmapping/${pack.id}`} className={NAV_LINK}>
            Approval mapping
          </Link>
        }
      />
      {conflict ? (
        <InUseNotice message={conflict} />
      ) : (
        pack.applicationCount > 0 && (
          <InUseNotice message="Applications use this pack: its stages, elements and approval mapping cannot change. Duplicate it to make a new version." />
        )
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">Stages</h3>
        <Button
          onClick={() => {
            setEditing(null);
            setDialogOpen(true);
          }}
        >
          Add stage
        </Button>
      </div>
      <FormStatus status={status} />
      {stages.length === 0 ? (
        <EmptyState
          icon="layers"
          title="No stages yet."
          description="Add the stages an application goes through, for example the table's application, then the area chairman's recommendation."
        />
      ) : (
        <StageTable
          stages={stages}
          onMove={(stage, to) => void move(stage, to)}
          onEdit={(stage) => {
            setEditing(stage);
            setDialogOpen(true);
          }}
        />
      )}
      <StageDialog
        open={dialogOpen}
        packId={packId}
        stage={editing}
        onClose={() => setDialogOpen(false)}
        onSaved={(stage) => {
          setDialogOpen(false);
          setConflict(null);
          void afterChange(editing ? `${stage.name} was saved.` : `${stage.name} was added. Add its elements next.`);
        }}
      />
    </div>
  );
};
