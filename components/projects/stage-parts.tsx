"use client";

// The parts of a stage that are more than one value: documents and photos (uploaded at once,
// listed with a link and Remove), the cost table (lines saved with the answers, totals from the
// server) and the vendor list (name, quotation amount and files).
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { parseRupees } from "@/lib/projects/element-values";
import { rupeesText } from "./stage-fields";
import type { TCostView, TElementView, TFileView, TVendorView } from "./project-types";
import { addVendor, deleteCost, deleteDocument, deleteVendor, uploadDocuments, type TCostOut } from "./projects-api";

const formatInr = (paise: number) => `₹${rupeesText(paise)}`;

const Heading = ({ element }: { element: TElementView }) => (
  <>
    <p className="text-sm font-medium text-slate-800">
      {element.label}
      {element.required && <span className="text-red-700"> *</span>}
    </p>
    {element.helpText && <p className="mt-1 text-xs text-slate-600">{element.helpText}</p>}
  </>
);

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
      <Heading element={element} />
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

export type TCostLine = {
  key: string;
  id: number | null;
  description: string;
  quantity: string;
  unitCost: string;
  linePaise: number | null;
};

export const costLinesOf = (costs: TCostView[], elementId: number): TCostLine[] =>
  costs
    .filter((cost) => cost.elementId === elementId)
    .map((cost) => ({
      key: cost.key,
      id: cost.id,
      description: cost.description,
      quantity: String(cost.quantity),
      unitCost: rupeesText(cost.unitCostPaise),
      linePaise: cost.linePaise,
    }));

export const CostTablePart = ({
  element,
  lines,
  totalPaise,
  readOnly,
  onLines,
  onSend,
  onChanged,
  onError,
}: Omit<TPartProps, "applicationStageId"> & {
  lines: TCostLine[];
  totalPaise: number | undefined;
  onLines: (lines: TCostLine[]) => void;
  onSend: (cost: TCostOut) => void;
}) => {
  const send = (line: TCostLine, position: number) => {
    const unit = parseRupees(line.unitCost);
    if (line.description.trim() === "" || line.quantity.trim() === "" || !unit.ok) return;
    onSend({
      key: line.key,
      elementId: element.id,
      description: line.description,
      quantity: line.quantity,
      unitCostPaise: unit.paise,
      position,
    });
  };
  const edit = (index: number, patch: Partial<TCostLine>) => {
    const next = lines.map((line, at) => (at === index ? { ...line, ...patch, linePaise: null } : line));
    onLines(next);
    send(next[index]!, index);
  };
  const remove = async (index: number) => {
    const line = lines[index]!;
    if (line.id !== null) {
      const result = await deleteCost(line.id);
      if (!result.ok) return onError(result.message);
    }
    onLines(lines.filter((_, at) => at !== index));
    onChanged();
  };
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3">
      <Heading element={element} />
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              Description
            </th>
            <th scope="col" className="w-24 py-1 pr-2 font-medium">
              Quantity
            </th>
            <th scope="col" className="w-36 py-1 pr-2 font-medium">
              Unit cost (₹)
            </th>
            <th scope="col" className="w-32 py-1 text-right font-medium">
              Amount
            </th>
            {!readOnly && (
              <th scope="col" className="w-20">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.key} className="align-top">
              {(["description", "quantity", "unitCost"] as const).map((field) => (
                <td key={field} className="py-1 pr-2">
                  <input
                    aria-label={`${{ description: "Description", quantity: "Quantity", unitCost: "Unit cost" }[field]}, line ${index + 1}`}
                    className="w-full rounded border border-slate-300 px-2 py-1"
                    inputMode={field === "description" ? "text" : "decimal"}
                    value={line[field]}
                    disabled={readOnly}
                    onChange={(event) => edit(index, { [field]: event.target.value })}
                  />
                </td>
              ))}
              <td className="py-1 text-right tabular-nums">{line.linePaise === null ? "…" : formatInr(line.linePaise)}</td>
              {!readOnly && (
                <td className="py-1 text-right">
                  <Button size="sm" variant="ghost" onClick={() => void remove(index)} aria-label={`Remove line ${index + 1}`}>
                    Remove
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 font-semibold">
            <td colSpan={3} className="py-1">
              Total
            </td>
            <td className="py-1 text-right tabular-nums">{totalPaise === undefined ? "₹0" : formatInr(totalPaise)}</td>
          </tr>
        </tfoot>
      </table>
      {!readOnly && (
        <Button
          className="mt-2"
          size="sm"
          variant="secondary"
          onClick={() =>
            onLines([
              ...lines,
              { key: crypto.randomUUID(), id: null, description: "", quantity: "1", unitCost: "", linePaise: null },
            ])
          }
        >
          Add a line
        </Button>
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
      <Heading element={element} />
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
