"use client";

// An application laid out for reading and printing (projects/tableprojectapplication/{tpaid}/
// {tpasid}/{pdf}): its header, every stage read-only with its answers, files, costs, vendors and
// signatures, and the signatures at the end. A4 print styles; "Download PDF" has the PDF service
// (POST /api/reports/generatepdfforurl) print this page. It loads in the browser, so it tells the
// service when it is done (lib/pdf/pdf-ready.ts): pending while it loads, ready with the
// application, or the error it shows instead, which the service answers rather than printing.
import { istDateTimeText } from "@/lib/india-time";
import { success, type TResult } from "@/components/shared/post-form";
import { DownloadPdfButton } from "@/components/shared/download-pdf-button";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { pdfError, pdfPending, pdfReady } from "@/lib/pdf/pdf-ready";
import type { TElementView, TStageView } from "./project-types";
import { fetchStage } from "./projects-api";
import { StageFields } from "./stage-fields";
import { costLinesOf, CostTablePart, FilesPart, VendorsPart } from "./stage-parts";

const noop = () => undefined;

/** The stage asked for (it must be of this application), then every stage of its application (together). */
const loadStages = async (
  applicationId: number,
  applicationStageId: number,
  signal?: AbortSignal,
): Promise<TResult<TStageView[]>> => {
  const first = await fetchStage(applicationStageId, signal);
  if (!first.ok) return first;
  if (first.value.application.id !== applicationId)
    return { ok: false, status: 404, message: "This stage belongs to another application.", fields: {} };
  const all = await Promise.all(
    first.value.application.stages.map((stage) => (stage.id === applicationStageId ? first : fetchStage(stage.id, signal))),
  );
  const failed = all.find((result) => !result.ok);
  if (failed && !failed.ok) return failed;
  return success(all.flatMap((result) => (result.ok ? [result.value] : [])));
};

const ReadOnlyStage = ({ view, name }: { view: TStageView; name: string }) => {
  const values = Object.fromEntries(Object.entries(view.answers).map(([id, answer]) => [Number(id), answer.value]));
  const renderPart = (element: TElementView) => {
    const common = { element, applicationStageId: view.stage.id, readOnly: true, onChanged: noop, onError: noop };
    if (element.kind === "FILE" || element.kind === "PHOTO_SET")
      return <FilesPart {...common} files={view.files.filter((file) => file.elementId === element.id)} />;
    if (element.kind === "VENDOR_LIST")
      return <VendorsPart {...common} vendors={view.vendors.filter((vendor) => vendor.elementId === element.id)} />;
    if (element.kind === "COST_TABLE")
      return (
        <CostTablePart
          {...common}
          lines={costLinesOf(view.costs, element.id)}
          totalPaise={view.costTotals[element.id]}
          onLines={noop}
          onSend={noop}
        />
      );
    const signed = view.signatures.find((signature) => signature.elementId === element.id);
    return (
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{element.label}: </span>
        {signed ? `signed by ${signed.signerName} on ${istDateTimeText(signed.signedAt)}` : "not signed"}
      </p>
    );
  };
  return (
    // A stage runs over pages as it must; its heading stays with what follows it.
    <section aria-labelledby={`stage-${view.stage.id}`} className="space-y-4">
      <h2
        id={`stage-${view.stage.id}`}
        className="break-after-avoid-page border-b border-slate-300 pb-1 text-xl font-semibold text-slate-900"
      >
        {name}
        <span className="ml-2 text-sm font-normal text-slate-600">
          {view.stage.submittedAt ? `submitted ${istDateTimeText(view.stage.submittedAt)}` : "not submitted"}
        </span>
      </h2>
      <StageFields elements={view.stageElements} values={values} readOnly renderPart={renderPart} />
    </section>
  );
};

export const ApplicationPrintView = ({
  applicationId,
  applicationStageId,
}: {
  applicationId: number;
  applicationStageId: number;
}) => {
  const {
    value: views,
    error,
    errorStatus,
    retry,
  } = useLoad(`print-${applicationId}-${applicationStageId}`, (signal) => loadStages(applicationId, applicationStageId, signal));

  if (error)
    return (
      <div {...pdfError(errorStatus ?? 0)}>
        <LoadError title="The application could not be loaded." message={error} onRetry={retry} />
      </div>
    );
  if (!views)
    return (
      <div {...pdfPending}>
        <Skeleton label="Loading the application" lines={6} />
      </div>
    );
  const { application } = views[0]!;
  return (
    <article className="space-y-8 print:text-[11pt]" {...pdfReady}>
      <header className="space-y-1 border-b-2 border-brand-800 pb-3">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          Federation Foundation · Project application
        </p>
        <h2 className="text-2xl font-semibold text-slate-900">
          {application.applicationNo}: {application.title}
        </h2>
        <p className="text-sm text-slate-700">
          {application.tableNo !== null ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`} · Area{" "}
          {application.areaNo} · {application.packName} ({application.yearString}) · {application.stateLabel}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3 print:hidden">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            Print
          </Button>
          <DownloadPdfButton fileName={application.applicationNo} />
        </div>
      </header>
      {views.map((view) => (
        <ReadOnlyStage
          key={view.stage.id}
          view={view}
          name={application.stages.find((stage) => stage.id === view.stage.id)?.name ?? "Stage"}
        />
      ))}
    </article>
  );
};
