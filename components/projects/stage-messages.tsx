// What the application form (components/projects/application-screen.tsx) tells the member about
// the stage: whether their answers are saved, what is missing before it can be signed (each item
// a link to its element), and whether a signature element is signed.
import { istDateTimeText } from "@/lib/india-time";
import { Alert } from "@/components/ui/alert";
import type { TElementView, TStageView } from "./project-types";
import type { TSaveState } from "./use-autosave";

export const saveText = (state: TSaveState) =>
  state.kind === "saving"
    ? "Saving…"
    : state.kind === "saved"
      ? "All changes saved"
      : state.kind === "error"
        ? `Not saved: ${state.message}`
        : "";

export const MissingItems = ({ problems }: { problems: { field: string; message: string }[] }) => (
  <Alert tone="error" title="Before this stage can be signed">
    <ul aria-label="Missing items" className="list-disc space-y-1 pl-5">
      {problems.map((problem) => (
        <li key={problem.field}>
          <a className="underline" href={`#element-${problem.field.replace(/^element\./, "")}`}>
            {problem.message}
          </a>
        </li>
      ))}
    </ul>
  </Alert>
);

/** A signature element in the form: who signed it and when, or that it waits for the stage to be complete. */
export const SignatureLine = ({ element, signatures }: { element: TElementView; signatures: TStageView["signatures"] }) => {
  const signed = signatures.find((signature) => signature.elementId === element.id);
  return (
    <p className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{element.label}: </span>
      {signed
        ? `signed by ${signed.signerName} on ${istDateTimeText(signed.signedAt)}`
        : "not signed yet; it is signed with a code once the stage is complete."}
    </p>
  );
};
