"use client";

// The parts of a stage that are more than one value: documents and photos (uploaded at once,
// listed with a link and Remove), the cost table (./cost-table-part.tsx) and the vendor list
// (name, quotation amount and files).
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { parseRupees } from "@/lib/projects/element-values";
import { rupeesText } from "./stage-fields";
import { PartHeading } from "./part-heading";
import type { TElementView, TFileView, TVendorView } from "./project-types";
import { addVendor, deleteDocument, deleteVendor, uploadDocuments } from "./projects-api";

export { costLinesOf, CostTablePart, type TCostLine } from "./cost-table-part";

const formatInr = (paise: number) => `₹${rupeesText(paise)}`;

type TPartProps = {
  element: TElementView;
  applicationStageId: number;
  readOnly: boolean;
  onChanged: () => void;
  onError: (message: string) => void;
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
  const photos = element.kind === "PHOTO_SET";
  const types = photos ? ["jpg", "png", "gif"] : ((element.config.fileTypes as string[] | undefined) ?? ["pdf"]);
  const accept = types.map((type) => (type === "jpg" ? ".jpg,.jpeg" : `.${type}`)).join(",");
  const upload = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setBusy(true);
    const result = await uploadDocuments(applicationStageId, element.id, [...list]);
    setBusy(false);
    if (result.ok) onChanged();
    else onError(result.message);
  };
  const remove = async (file: TFileView) => {
    const result = await deleteDocument(file.id);
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
                <Button size="sm" variant="ghost" onClick={() => void remove(file)} aria-label={`Remove ${file.originalName}`}>
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
            disabled={busy}
            className="mt-1 block text-sm"
            onChange={(event) => {
              void upload(event.target.files);
              event.target.value = "";
            }}
          />
          {busy && <p className="mt-1 text-sm text-slate-600">Uploading…</p>}
        </div>
      )}
    </div>
  );
};

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const fileId = useId();
  const add = async () => {
    const quote = parseRupees(amount);
    if (name.trim() === "") return setError("Give the vendor's name.");
    if (!quote.ok) return setError(`The quotation ${quote.message}.`);
    setBusy(true);
    const result = await addVendor(
      { applicationStageId, stageElementId: element.id, vendorName: name, quotePaise: quote.paise },
      files,
    );
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setName("");
    setAmount("");
    setFiles([]);
    setError(undefined);
    onChanged();
  };
  const remove = async (vendor: TVendorView) => {
    const result = await deleteVendor(vendor.id);
    if (result.ok) onChanged();
    else onError(result.message);
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
                <Button size="sm" variant="ghost" onClick={() => void remove(vendor)} aria-label={`Remove ${vendor.vendorName}`}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <TextField label="Vendor name" value={name} onChange={(event) => setName(event.target.value)} error={error} />
          <TextField
            label="Quotation (₹)"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <div>
            <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
              Quotation files (PDF, JPG, PNG)
            </label>
            <input
              id={fileId}
              type="file"
              multiple
              accept=".pdf,.jpg,.jpeg,.png"
              className="mt-1 block text-sm"
              onChange={(event) => setFiles([...(event.target.files ?? [])])}
            />
          </div>
          <div className="sm:col-span-3">
            <Button size="sm" variant="secondary" loading={busy} onClick={() => void add()}>
              Add vendor
            </Button>
          </div>
        </div>
      )}
    </div>
  );
};
