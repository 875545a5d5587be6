"use client";

// Starting an application (/projects/tableprojectpacks): the active packs of the member's kind
// (table or circle), each with Start, which asks for a title and opens the new application. The
// secretariat (canStart false) reads every active pack, without Start.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useLoad } from "@/components/shared/use-load";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LiveRegion } from "@/components/ui/live-region";
import { LoadError } from "@/components/ui/load-error";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { TextField } from "@/components/ui/text-field";
import type { TPackView } from "./project-types";
import { fetchPacksForMember, startApplication } from "./projects-api";

export const StartApplicationScreen = ({ canStart }: { canStart: boolean }) => {
  const router = useRouter();
  const { value: packs, error, retry } = useLoad("member-packs", fetchPacksForMember);
  const [chosen, setChosen] = useState<TPackView | null>(null);
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState<string | undefined>();
  /** A refusal that is not about the title (the pack closed meanwhile, the network): said above the field. */
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const choose = (pack: TPackView | null) => {
    setChosen(pack);
    setTitle("");
    setTitleError(undefined);
    setFormError(undefined);
  };

  const start = async () => {
    if (!chosen || busy) return;
    setFormError(undefined);
    if (title.trim() === "") return setTitleError("Give the project a title.");
    setTitleError(undefined);
    setBusy(true);
    const result = await startApplication(chosen.id, title);
    if (!result.ok) {
      setBusy(false);
      if (result.fields.title) return setTitleError(result.fields.title);
      return setFormError(result.fields.packId ?? result.message);
    }
    // Start stays busy until the new application's page has replaced this one: enabled again
    // meanwhile, a second click would start a second draft under a new number.
    const first = result.value.stages[0];
    router.push(first ? `/projects/tableprojectapplication/${result.value.id}/${first.id}` : "/projects");
  };

  if (error) return <LoadError title="The packs could not be loaded." message={error} onRetry={retry} />;
  if (!packs) return <Skeleton label="Loading the packs" lines={3} />;
  if (packs.length === 0)
    return (
      <EmptyState
        title="No packs are open"
        description={
          canStart
            ? "The secretariat opens the project packs for each year; none is open for you now."
            : "No project pack is open to tables or circles now."
        }
      />
    );
  return (
    <>
      {!canStart && (
        <p className="mb-4 text-sm text-slate-600">
          The packs open to tables and circles now. Their office bearers start applications with them.
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {packs.map((pack) => (
          <li key={pack.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold text-slate-900">{pack.name}</h2>
            <p className="text-sm text-slate-600">
              {pack.yearString} · {pack.stageCount} stages
            </p>
            {pack.description && <p className="mt-2 flex-1 text-sm text-slate-700">{pack.description}</p>}
            {canStart && (
              <Button className="mt-4 self-start" onClick={() => choose(pack)}>
                Start with {pack.name}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Modal
        open={chosen !== null}
        onClose={() => choose(null)}
        title="Start an application"
        description={chosen ? `${chosen.name} (${chosen.yearString}). Your answers are saved as you fill it in.` : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => choose(null)}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void start()}>
              Start
            </Button>
          </>
        }
      >
        <LiveRegion>
          {formError && (
            <Alert tone="error" className="mb-4">
              {formError}
            </Alert>
          )}
        </LiveRegion>
        <TextField
          label="Project title"
          required
          maxLength={200}
          value={title}
          error={titleError}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Modal>
    </>
  );
};
