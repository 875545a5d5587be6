import { ACCEPT } from "@/lib/http/file-type";
import Link from "next/link";
import type { TElementView } from "@/components/projects/project-types";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { FilePicker } from "@/components/ui/file-picker";
import { Spinner } from "@/components/ui/spinner";
import { NAV_LINK } from "./pack-heading";
import { ELEMENT_KIND_LABELS } from "./pack-labels";
import { templateUrl, type TElementDocument } from "./packs-api";

export type TTreeActions = {
  onEdit: (element: TElementView) => void;
  onAddChild: (section: TElementView) => void;
  /** `to` is the index among the element's siblings it moves to. */
  onMove: (element: TElementView, to: number) => void;
  onDelete: (element: TElementView) => void;
  onUpload: (element: TElementView, file: File) => void;
  onAddDocument: (element: TElementView, file: File) => void;
  onRemoveDocument: (document: TElementDocument) => void;
  uploadingId: number | null;
};

type TElementRowProps = {
  element: TElementView;
  stageId: number;
  index: number;
  siblingCount: number;
  documents: readonly TElementDocument[];
  actions: TTreeActions;
};

/** One element of the tree: what it is, and what can be done with it. */
export const ElementRow = ({ element, stageId, index, siblingCount, documents, actions }: TElementRowProps) => {
  const { label } = element;
  const section = element.kind === "SECTION";
  return (
    <div
      className={cx(
        "flex flex-wrap items-start justify-between gap-x-4 gap-y-2 rounded-md border px-3 py-2",
        section ? "border-slate-300 bg-slate-50" : "border-slate-200 bg-white",
      )}
    >
      <div className="min-w-0">
        <p className={cx("text-slate-900", section ? "font-semibold" : "font-medium")}>
          {label}
          {element.required && (
            <>
              <span aria-hidden="true" className="text-red-700">
                {" "}
                *
              </span>
              <span className="sr-only"> (required)</span>
            </>
          )}
        </p>
        <p className="text-xs text-slate-600">
          {ELEMENT_KIND_LABELS[element.kind]}
          {element.kind === "FILE" && element.templateFileName && (
            <>
              {" · "}
              <a href={templateUrl(element.templateFileName)} target="_blank" rel="noopener" className={NAV_LINK}>
                View template<span className="sr-only"> of {label}</span>
              </a>
            </>
          )}
        </p>
        {documents.length > 0 && (
          <ul aria-label={`Documents of ${label}`} className="mt-1 space-y-0.5 text-xs">
            {documents.map((document) => (
              <li key={document.sedid} className="flex items-center gap-2">
                <a href={document.url} target="_blank" rel="noopener" className={NAV_LINK}>
                  {document.originalName}
                </a>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => actions.onRemoveDocument(document)}
                  aria-label={`Remove ${document.originalName} from ${label}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button variant="ghost" size="sm" onClick={() => actions.onEdit(element)} aria-label={`Edit ${label}`}>
          Edit
        </Button>
        {section && (
          <Button variant="ghost" size="sm" onClick={() => actions.onAddChild(element)} aria-label={`Add inside ${label}`}>
            Add inside
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={index === 0}
          data-focus-key={`element-${element.id}-up`}
          onClick={() => actions.onMove(element, index - 1)}
          aria-label={`Move ${label} up`}
        >
          Up
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === siblingCount - 1}
          data-focus-key={`element-${element.id}-down`}
          onClick={() => actions.onMove(element, index + 1)}
          aria-label={`Move ${label} down`}
        >
          Down
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.onDelete(element)}
          aria-label={`Delete ${label}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          Delete
        </Button>
        {section && (
          <Link href={`/projects/stageelementsforparent/${stageId}/${element.id}`} className={`${NAV_LINK} px-2 text-sm`}>
            Open<span className="sr-only"> {label} on its own</span>
          </Link>
        )}
        {!section && (
          <FilePicker
            label={`Add a reference document to ${label}`}
            buttonLabel="Add document"
            accept={ACCEPT.document}
            onFiles={([file]) => file && actions.onAddDocument(element, file)}
          />
        )}
        {element.kind === "FILE" && (
          <FilePicker
            label={`Upload a template for ${label}`}
            buttonLabel={element.templateFileName ? "Replace template" : "Upload template"}
            accept={ACCEPT.document}
            onFiles={([file]) => file && actions.onUpload(element, file)}
            trailing={
              actions.uploadingId === element.id && (
                <span role="status" className="inline-flex items-center gap-1 text-xs text-slate-600">
                  <Spinner size="sm" /> Uploading…
                </span>
              )
            }
          />
        )}
      </div>
    </div>
  );
};
