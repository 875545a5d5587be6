"use client";

// A stage's vendor list: each vendor with its quotation amount and files, Remove (confirmed first),
// and the fields that add one.
import { acceptOfTypes, VENDOR_FILE_TYPES } from "@/lib/projects/element-kinds";
import { useId, useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FieldMessages } from "@/components/ui/field";
import { TextField } from "@/components/ui/text-field";
import { parseRupees } from "@/lib/projects/element-values";
import { rupeesText } from "./answer-text";
import { PartFrame } from "./part-heading";
import type { TVendorView } from "./project-types";
import { addVendor, deleteVendor } from "./projects-api";
import { useRemoval, type TPartProps } from "./use-removal";

const formatInr = (paise: number) => `₹${rupeesText(paise)}`;

type TVendorErrors = { vendorName?: string; quote?: string; files?: string; form?: string };

export const VendorsPart = ({
  element,
  vendors,
  applicationStageId,
  readOnly,
  onChanged,
  onError,
  error,
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
  const errorId = useId();
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
    <PartFrame element={element} error={error} errorId={errorId}>
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
              accept={acceptOfTypes(VENDOR_FILE_TYPES)}
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
    </PartFrame>
  );
};
