"use client";

// The project packs (projects/projectpacks): every pack with its year, kind, version and use;
// new, edit, activate, duplicate; the ways into its stages and approval mapping.
import { useState } from "react";
import type { TPackView } from "@/components/projects/project-types";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { DuplicateDialog } from "./duplicate-dialog";
import { PackDialog } from "./pack-dialog";
import { packTitle } from "./pack-labels";
import { PackTable } from "./pack-table";
import { fetchPacks, savePack } from "./packs-api";
import { useLoad } from "@/components/shared/use-load";

/** As the API lists them: newest year first, then by name, the latest version first. */
const byYearNameVersion = (a: TPackView, b: TPackView) =>
  b.year - a.year || a.name.localeCompare(b.name) || b.version - a.version;

export const PacksScreen = () => {
  const data = useLoad("packs", fetchPacks);
  const packs = data.value ?? [];
  const [status, setStatus] = useState<TFormStatus>(null);
  const [dialog, setDialog] = useState<"pack" | "duplicate" | null>(null);
  // Kept while a dialog fades out, so that its title does not change.
  const [target, setTarget] = useState<TPackView | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);

  const put = (pack: TPackView) => {
    data.change((list) => [...list.filter((item) => item.id !== pack.id), pack].sort(byYearNameVersion));
    setHighlightId(pack.id);
  };

  const open = (kind: "pack" | "duplicate", pack: TPackView | null) => {
    setTarget(pack);
    setDialog(kind);
  };

  const toggleActive = async (pack: TPackView) => {
    if (busyId !== null) return;
    setBusyId(pack.id);
    const result = await savePack({
      id: pack.id,
      name: pack.name,
      year: pack.year,
      kind: pack.kind,
      description: pack.description,
      isActive: !pack.isActive,
      updatedAt: pack.updatedAt,
    });
    setBusyId(null);
    if (!result.ok) {
      setStatus({ tone: "error", text: result.message });
      return;
    }
    put(result.value);
    setStatus({
      tone: "success",
      text: result.value.isActive
        ? `${packTitle(result.value)} is active: tables and circles can apply with it.`
        : `${packTitle(result.value)} is inactive: no new applications can start with it.`,
    });
  };

  const body = () => {
    if (data.loading) return <Skeleton lines={4} label="Loading the packs…" />;
    if (data.error) {
      return <LoadError title="The packs could not be loaded." message={data.error} onRetry={data.retry} />;
    }
    if (packs.length === 0)
      return (
        <EmptyState
          icon="package"
          title="No packs yet."
          description="Create one with New pack, then add its stages and each stage's elements."
        />
      );
    return (
      <PackTable
        packs={packs}
        busyId={busyId}
        highlightId={highlightId}
        onEdit={(pack) => open("pack", pack)}
        onToggleActive={(pack) => void toggleActive(pack)}
        onDuplicate={(pack) => open("duplicate", pack)}
      />
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap justify-end gap-3">
        <Button onClick={() => open("pack", null)}>New pack</Button>
      </div>
      <FormStatus status={status} />
      {body()}
      <PackDialog
        open={dialog === "pack"}
        pack={target}
        onClose={() => setDialog(null)}
        onSaved={(pack) => {
          put(pack);
          setStatus({
            tone: "success",
            text: target ? `${packTitle(pack)} was saved.` : `${packTitle(pack)} was created. Add its stages next.`,
          });
          setDialog(null);
        }}
      />
      <DuplicateDialog
        open={dialog === "duplicate"}
        pack={target}
        onClose={() => setDialog(null)}
        onCopied={(copy) => {
          put(copy);
          setStatus({ tone: "success", text: `Copied as ${packTitle(copy)}. It is inactive until you activate it.` });
          setDialog(null);
        }}
      />
    </div>
  );
};
