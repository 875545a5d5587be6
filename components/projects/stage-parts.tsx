"use client";

// The parts of a stage that are more than one value: documents and photos (uploaded at once,
// listed with a link and Remove), the cost table (./cost-table-part.tsx) and the vendor list
// (./vendors-part.tsx). A stored file or vendor is removed only once confirmed (./use-removal.ts).
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LiveRegion } from "@/components/ui/live-region";
import { PHOTO_FILE_TYPES, acceptOfTypes, type TFileType } from "@/lib/projects/element-kinds";
import { PartFrame } from "./part-heading";
import type { TFileView } from "./project-types";
import { deleteDocument, uploadDocuments } from "./projects-api";
import { useRemoval, type TPartProps } from "./use-removal";

export { costLinesOf, CostTablePart, shownCostLines, type TCostLine } from "./cost-table-part";
export { VendorsPart } from "./vendors-part";

export const FilesPart = ({
  element,
  files,
  applicationStageId,
  readOnly,
  onChanged,
  error,
}: TPartProps & { files: TFileView[] }) => {
  const inputId = useId();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  /** An upload or removal refused: said on this part (not at the page's top), until the next one works. */
  const [refused, setRefused] = useState<string | null>(null);
  const uploading = useRef(false);
  const changed = () => {
    setRefused(null);
    onChanged();
  };
  const removal = useRemoval((file: TFileView) => deleteDocument(file.id), { onChanged: changed, onError: setRefused });
  const shownError = refused ?? error;
  const photos = element.kind === "PHOTO_SET";
  const types: readonly TFileType[] = photos
    ? PHOTO_FILE_TYPES
    : ((element.config.fileTypes as TFileType[] | undefined) ?? ["pdf"]);
  const accept = acceptOfTypes(types);
  const upload = async (list: FileList | null) => {
    // The input stays enabled while it uploads: disabling the focused input would drop focus to the
    // page's start. A second pick meanwhile is ignored instead.
    if (!list || list.length === 0 || uploading.current) return;
    uploading.current = true;
    setBusy(true);
    setRefused(null);
    const result = await uploadDocuments(applicationStageId, element.id, [...list]);
    uploading.current = false;
    setBusy(false);
    if (result.ok) changed();
    else setRefused(result.message);
  };
  return (
    <PartFrame element={element} error={shownError} errorId={errorId}>
      {element.templateFileName && (
        <p className="mt-1 text-sm">
          <a
            className="text-brand-700 underline"
            href={`/api/storage/pomdocuments/${element.templateFileName}`}
            target="_blank"
            rel="noreferrer"
          >
            Download the template
          </a>
        </p>
      )}
      {files.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No files yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {files.map((file) => (
            <li key={file.id} className="flex items-center justify-between gap-3">
              <a className="truncate text-brand-700 underline" href={file.url} target="_blank" rel="noreferrer">
                {file.originalName}
              </a>
              {!readOnly && (
                <Button size="sm" variant="ghost" onClick={() => removal.ask(file)} aria-label={`Remove ${file.originalName}`}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="mt-3">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            Upload {element.label} ({types.join(", ").toUpperCase()})
          </label>
          <input
            id={inputId}
            type="file"
            multiple={photos || Number(element.config.maxFiles ?? 1) > 1}
            accept={accept}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            className="mt-1 block text-sm"
            onChange={(event) => {
              void upload(event.target.files);
              event.target.value = "";
            }}
          />
          <LiveRegion>
            {busy && <p className="mt-1 text-sm text-slate-600">Uploading…</p>}
            {/* Shown above, under the part's name; read out here when it comes. */}
            {!busy && refused && <p className="sr-only">{refused}</p>}
          </LiveRegion>
        </div>
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={`Remove ${removal.item?.originalName ?? "this file"}?`}
        message="The file is deleted for good; to have it here again, upload it again."
        confirmLabel="Remove"
        confirmVariant="danger"
      />
    </PartFrame>
  );
};
