"use client";

// The parts of a stage that are more than one value: documents and photos (uploaded at once,
// listed with a link and Remove), the cost table (./cost-table-part.tsx) and the vendor list
// (name, quotation amount and files). A stored file or vendor is removed only once confirmed.
import { useId, useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import type { TResult } from "@/components/shared/post-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FieldMessages } from "@/components/ui/field";
import { LiveRegion } from "@/components/ui/live-region";
import { TextField } from "@/components/ui/text-field";
import { parseRupees } from "@/lib/projects/element-values";
import { PartHeading } from "./part-heading";
import { rupeesText } from "./answer-text";
import type { TElementView, TFileView, TVendorView } from "./project-types";
import { addVendor, deleteDocument, deleteVendor, uploadDocuments } from "./projects-api";

export { costLinesOf, CostTablePart, shownCostLines, type TCostLine } from "./cost-table-part";

const formatInr = (paise: number) => `₹${rupeesText(paise)}`;

type TPartProps = {
  element: TElementView;
  applicationStageId: number;
  readOnly: boolean;
  onChanged: () => void;
  onError: (message: string) => void;
};

/**
 * Remove, asked first: `ask(item)` opens the dialog, Confirm removes it (the dialog busy
 * meanwhile, so a second click sends nothing), then the stage reloads or the failure is shown.
 */
const useRemoval = <T,>(
  removeOne: (item: T) => Promise<TResult<unknown>>,
  { onChanged, onError }: Pick<TPartProps, "onChanged" | "onError">,
) => {
  // Kept while the dialog fades out, so that its text does not change.
  const [item, setItem] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const confirm = async () => {
    if (!item || running.current) return;
    running.current = true;
    setBusy(true);
    const result = await removeOne(item);
    running.current = false;
    setBusy(false);
    setOpen(false);
    if (result.ok) onChanged();
    else onError(result.message);
  };
  return {
    item,
    ask: (next: T) => {
      setItem(next);
      setOpen(true);
    },
    dialog: { open, busy, onConfirm: () => void confirm(), onCancel: () => setOpen(false) },
  };
};

export const FilesPart = ({
  element,
  files,
  applicationStageId,
  readOnly,
  onChanged,
  onError,
}: TPartProps & { files: TFileView[] }) => {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const uploading = useRef(false);
  const removal = useRemoval((file: TFileView) => deleteDocument(file.id), { onChanged, onError });
  const photos = element.kind === "PHOTO_SET";
  const types = photos ? ["jpg", "png", "gif"] : ((element.config.fileTypes as string[] | undefined) ?? ["pdf"]);
  const accept = types.map((type) => (type === "jpg" ? ".jpg,.jpeg" : `.${type}`)).join(",");
  const upload = async (list: FileList | null) => {
    // The input stays enabled while it uploads: disabling the focused input would drop focus to the
    // page's start. A second pick meanwhile is ignored instead.
    if (!list || list.length === 0 || uploading.current) return;
    uploading.current = true;
    setBusy(true);
    const result = await uploadDocuments(applicationStageId, element.id, [...list]);
    uploading.current = false;
    setBusy(false);
    if (result.ok) onChanged();
    else onError(result.message);
  };
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3">
      <PartHeading element={element} />
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
            className="mt-1 block text-sm"
            onChange={(event) => {
              void upload(event.target.files);
              event.target.value = "";
            }}
          />
          <LiveRegion>{busy && <p className="mt-1 text-sm text-slate-600">Uploading…</p>}</LiveRegion>
        </div>
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={`Remove ${removal.item?.originalName ?? "this file"}?`}
        message="The file is deleted for good; to have it here again, upload it again."
        confirmLabel="Remove"
        confirmVariant="danger"
      />
    </div>
  );
};

type TVendorErrors = { vendorName?: string; quote?: string; files?: string; form?: string };

export const VendorsPart = ({
  element,
  vendors,
  applicationStageId,
  readOnly,
  onChanged,
  onError,
}: TPartProps & { vendors: TVendorView[] }) => {
  const [name, setName] = useState("");
  const [amount, setAmount] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  // A new key empties the file input after a vendor is added (its files cannot be set from here).
  const [fileInputKey, setFileInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TVendorErrors>({});
  const removal = useRemoval((vendor: TVendorView) => deleteVendor(vendor.id), { onChanged, onError });
  const fileId = useId();
  // The vendor's fields are not a <form> (they sit inside the stage's): a refusal focuses the first marked one.
  const fieldsRef = useRef<HTMLDivElement>(null);
  const mark = (marked: TVendorErrors) => {
    setErrors(marked);
    if (fieldsRef.current) focusFirstInvalid(fieldsRef.current);
  };
  const add = async () => {
    const quote = parseRupees(amount);
    const checked: TVendorErrors = {
      vendorName: name.trim() === "" ? "Give the vendor's name." : undefined,
      quote: quote.ok ? undefined : `The quotation ${quote.message}.`,
    };
    if (checked.vendorName || !quote.ok) return mark(checked);
    setErrors({});
    setBusy(true);
    const result = await addVendor(
      { applicationStageId, stageElementId: element.id, vendorName: name, quotePaise: quote.paise },
      files,
    );
    setBusy(false);
    if (!result.ok) {
      const { vendorName, quotePaise, vendorFiles } = result.fields;
      const placed = vendorName ?? quotePaise ?? vendorFiles;
      return mark({ vendorName, quote: quotePaise, files: vendorFiles, form: placed ? undefined : result.message });
    }
    setName("");
    setAmount("");
    setFiles([]);
    setFileInputKey((key) => key + 1);
    setErrors({});
    onChanged();
  };
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3">
      <PartHeading element={element} />
      {vendors.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No vendors yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {vendors.map((vendor) => (
            <li key={vendor.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
              <span>
                <span className="font-medium">{vendor.vendorName}</span>: {formatInr(vendor.quotePaise)}
                {vendor.files.map((file) => (
                  <a key={file.id} className="ml-2 text-brand-700 underline" href={file.url} target="_blank" rel="noreferrer">
                    {file.originalName}
                  </a>
                ))}
              </span>
              {!readOnly && (
                <Button size="sm" variant="ghost" onClick={() => removal.ask(vendor)} aria-label={`Remove ${vendor.vendorName}`}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div ref={fieldsRef} className="mt-3 grid gap-3 sm:grid-cols-3">
          <TextField
            label="Vendor name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.vendorName}
          />
          <TextField
            label="Quotation (₹)"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.quote}
          />
          <div>
            <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
              Quotation files (PDF, JPG, PNG)
            </label>
            <input
              key={fileInputKey}
              id={fileId}
              type="file"
              multiple
              accept=".pdf,.jpg,.jpeg,.png"
              aria-invalid={errors.files ? true : undefined}
              aria-describedby={errors.files ? `${fileId}-error` : undefined}
              className="mt-1 block text-sm"
              onChange={(event) => setFiles([...(event.target.files ?? [])])}
            />
            <FieldMessages error={errors.files} errorId={`${fileId}-error`} />
          </div>
          <div className="sm:col-span-3">
            <Button size="sm" variant="secondary" loading={busy} onClick={() => void add()}>
              Add vendor
            </Button>
            {errors.form && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.form}
              </p>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={`Remove ${removal.item?.vendorName ?? "this vendor"}?`}
        message="The vendor and its quotation files are deleted for good."
        confirmLabel="Remove"
        confirmVariant="danger"
      />
    </div>
  );
};
