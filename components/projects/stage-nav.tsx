// The stages of an application as links (the one shown marked), and the documents the foundation
// attached to the shown stage's elements.
import Link from "next/link";
import { cx } from "@/components/ui/cx";
import type { TApplicationView, TStageView } from "./project-types";

const stageHref = (base: string, application: TApplicationView, stageId: number) => `${base}/${application.id}/${stageId}`;

export const StageNav = ({ application, stageId, base }: { application: TApplicationView; stageId: number; base: string }) => (
  <nav aria-label="Stages of this application">
    <ol className="flex flex-wrap gap-2">
      {application.stages.map((item, index) => (
        <li key={item.id}>
          <Link
            href={stageHref(base, application, item.id)}
            aria-current={item.id === stageId ? "step" : undefined}
            className={cx(
              "block rounded-full px-3 py-1 text-sm ring-1 ring-inset",
              item.id === stageId
                ? "bg-brand-700 text-white ring-brand-700"
                : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
            )}
          >
            {index + 1}. {item.name}
            {item.state !== "OPEN" && " ✓"}
          </Link>
        </li>
      ))}
    </ol>
  </nav>
);

/** Guidelines and sample forms for the stage's elements (nothing when there are none). */
export const StageDocuments = ({ view }: { view: TStageView }) => {
  if (view.elementDocuments.length === 0) return null;
  return (
    <section aria-labelledby="stage-documents" className="rounded-md border border-slate-200 bg-white p-3 text-sm">
      <h2 id="stage-documents" className="font-medium text-slate-900">
        Documents from the foundation for this stage
      </h2>
      <ul className="mt-1 space-y-1">
        {view.elementDocuments.map((document) => (
          <li key={document.sedid}>
            <a className="text-brand-700 underline" href={document.url} target="_blank" rel="noreferrer">
              {document.originalName}
            </a>{" "}
            <span className="text-slate-600">
              ({view.stageElements.find((element) => element.id === document.elementId)?.label ?? "this stage"})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
