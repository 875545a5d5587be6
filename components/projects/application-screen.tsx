"use client";

// One stage of an application (projects/tableprojectapplication/{tpaid}/{tpasid} and
// projects/arearecommendation/{tpaid}/{tpasid}): the stages as tabs, the stage's form with
// autosave and a visible "Saved" state, files, costs and vendors, then Submit: what is missing,
// element by element, or the signature that submits it. The application's summary and grant
// panels are in application-summary.tsx, the stage's messages in stage-messages.tsx, Submit's check in
// use-stage-submit.ts.
import { useCallback, useRef, useState } from "react";
import { useLoad } from "@/components/shared/use-load";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LiveRegion } from "@/components/ui/live-region";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { ApplicationSummary, GrantSection } from "./application-summary";
import { FILLED_BY_LABELS, type TElementView, type TStageView } from "./project-types";
import { fetchStage } from "./projects-api";
import { SignaturePanel } from "./signature-panel";
import { StageFields } from "./stage-fields";
import { MissingItems, saveText, SignatureLine } from "./stage-messages";
import { StageDocuments, StageNav } from "./stage-nav";
import { costLinesOf, CostTablePart, FilesPart, shownCostLines, VendorsPart, type TCostLine } from "./stage-parts";
import { StaleStageAlert } from "./stale-stage-alert";
import { saveStartOf, useAutosave } from "./use-autosave";
import { answerErrors, partError, useStageSubmit } from "./use-stage-submit";
import type { TViewer } from "./withdraw-application";

const valuesOf = (view: TStageView) =>
  Object.fromEntries(Object.entries(view.answers).map(([id, answer]) => [Number(id), answer.value]));

type TScreenProps = {
  applicationId: number;
  applicationStageId: number;
  base: string;
  /** The viewer's roles: after the sanction, the grant's panels show what they may see and do. */
  roles?: readonly string[];
  /** The viewer's unit and roles: the unit's own office bearers may withdraw a draft or submitted application. */
  viewer?: TViewer;
};

export const ApplicationScreen = ({ applicationId, applicationStageId, base, roles = [], viewer }: TScreenProps) => {
  // A reload (after a file, a vendor, saved costs, a signature) keeps the stage on screen: the
  // editor, keyed by the stage, keeps what is typed in it while the stage loads again.
  const {
    value: view,
    error: loadError,
    retry: reload,
    change,
  } = useLoad<TStageView>(`stage-${applicationStageId}`, (signal) => fetchStage(applicationStageId, signal), {
    keepStale: true,
  });
  const replace = useCallback((fresh: TStageView) => change(() => fresh), [change]);

  if (loadError) return <LoadError title="The application could not be loaded." message={loadError} onRetry={reload} />;
  if (!view) return <Skeleton label="Loading the application" lines={6} />;
  if (view.application.id !== applicationId) return <Alert tone="error">This stage belongs to another application.</Alert>;
  return (
    <StageEditor key={view.stage.id} view={view} base={base} reload={reload} replace={replace} roles={roles} viewer={viewer} />
  );
};

const StageEditor = ({
  view,
  base,
  reload,
  replace,
  roles,
  viewer,
}: {
  view: TStageView;
  base: string;
  reload: () => void;
  /** Shows a stage loaded here (the fields are set from it by the editor itself). */
  replace: (fresh: TStageView) => void;
  roles: readonly string[];
  viewer?: TViewer;
}) => {
  const { application, stage } = view;
  const readOnly = !stage.canEdit;
  const [values, setValues] = useState<Record<number, unknown>>(() => valuesOf(view));
  const [costLines, setCostLines] = useState<Record<number, TCostLine[]>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const onSaved = useCallback(
    (costsSaved: boolean) => {
      if (costsSaved) reload();
    },
    [reload],
  );
  // Where autosave starts from: the stage as first loaded, then as the explicit reload below loads
  // it. Not the loads after a file or a signature: fields not refreshed beside a newer revision
  // would save over what another tab wrote, unseen.
  const [start] = useState(() => saveStartOf(view));
  const autosave = useAutosave(stage.id, start, onSaved);
  const { problems, readiness, checking, summaryRef, submit, stale, edited, clear } = useStageSubmit({
    stageId: stage.id,
    saveNow: autosave.saveNow,
    fieldsRef,
    reload,
    setNotice,
  });
  // Counts explicit reloads: a cost table drops the server's refusals of lines it no longer shows.
  const [generation, setGeneration] = useState(0);

  /** After a refused save: the stage as it is now, into the fields on screen; unsaved changes are dropped. */
  const reloadStage = async () => {
    const fresh = await fetchStage(stage.id);
    if (!fresh.ok) return setNotice(fresh.message);
    setValues(valuesOf(fresh.value));
    setCostLines({});
    clear();
    setNotice(null);
    setGeneration((value) => value + 1);
    autosave.reset(saveStartOf(fresh.value));
    replace(fresh.value);
  };

  const change = (elementId: number, value: unknown) => {
    setValues((current) => ({ ...current, [elementId]: value }));
    autosave.change(elementId, value);
    edited();
  };
  // A half-typed date shows as empty and is held, not saved as empty (stage-fields.tsx: DateAnswer).
  const hold = (elementId: number) => {
    setValues((current) => ({ ...current, [elementId]: "" }));
    autosave.hold(elementId);
    edited();
  };
  const linesOf = (elementId: number) => shownCostLines(costLinesOf(view.costs, elementId), costLines[elementId]);

  const renderPart = (element: TElementView) => {
    const onChanged = () => {
      edited();
      reload();
    };
    const common = { element, applicationStageId: stage.id, readOnly, onChanged, onError: setNotice };
    if (element.kind === "FILE" || element.kind === "PHOTO_SET") {
      const files = view.files.filter((file) => file.elementId === element.id);
      return <FilesPart {...common} files={files} error={partError(element, problems, files.length)} />;
    }
    if (element.kind === "VENDOR_LIST") {
      const vendors = view.vendors.filter((vendor) => vendor.elementId === element.id);
      return <VendorsPart {...common} vendors={vendors} error={partError(element, problems, vendors.length)} />;
    }
    if (element.kind === "COST_TABLE")
      return (
        <CostTablePart
          key={generation}
          {...common}
          lines={linesOf(element.id)}
          error={partError(element, problems, linesOf(element.id).length)}
          totalPaise={view.costTotals[element.id]}
          onLines={(lines) => {
            setCostLines((current) => ({ ...current, [element.id]: lines }));
            edited();
          }}
          onSend={autosave.changeCost}
        />
      );
    if (element.kind === "OTP_SIGNATURE") return <SignatureLine element={element} signatures={view.signatures} />;
    return null;
  };

  return (
    <div className="space-y-6">
      <ApplicationSummary application={application} stageId={stage.id} viewer={viewer} reload={reload} />
      <GrantSection application={application} roles={roles} reload={reload} />
      <StageNav application={application} stageId={stage.id} base={base} />
      <p className="text-sm text-slate-600">
        Filled in by{" "}
        {FILLED_BY_LABELS[application.stages.find((item) => item.id === stage.id)?.filledBy ?? "TABLE"].toLowerCase()}.{" "}
        {readOnly &&
          (stage.state === "OPEN" ? "You can read this stage; it is not yours to fill in now." : "Submitted: read-only.")}
      </p>
      <StageDocuments view={view} />
      {!readOnly && (
        <p className="text-sm text-slate-700" role="status" aria-live="polite">
          {saveText(autosave.state)}
        </p>
      )}
      <LiveRegion className="space-y-3">
        {autosave.state.kind === "stale" && <StaleStageAlert message={autosave.state.message} onReload={reloadStage} />}
        {notice && <Alert tone="error">{notice}</Alert>}
        {problems.length > 0 && (
          <div
            ref={summaryRef}
            tabIndex={-1}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <MissingItems problems={problems} />
          </div>
        )}
      </LiveRegion>
      <div ref={fieldsRef}>
        <StageFields
          elements={view.stageElements}
          values={values}
          errors={{ ...answerErrors(view.stageElements, problems, values), ...autosave.fieldErrors }}
          readOnly={readOnly}
          onChange={change}
          onHold={hold}
          renderPart={renderPart}
        />
      </div>
      {!readOnly && (
        <div className="space-y-4 border-t border-slate-200 pt-4">
          {readiness?.signatureElements.map((signature) => (
            <SignaturePanel
              key={signature.id}
              applicationStageId={stage.id}
              signature={signature}
              onSigned={reload}
              onStale={stale}
            />
          ))}
          {!readiness && (
            <Button loading={checking} onClick={() => void submit()}>
              Submit this stage
            </Button>
          )}
        </div>
      )}
    </div>
  );
};
