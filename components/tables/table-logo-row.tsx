"use client";

// One table on the tablelogos screen: its logo, its file picker and, beside the picker, the result
// of its last upload (saved, or why refused), so that the Admin sees it where they picked the file
// (table 230 of a long list), and a screen reader hears it while focus stays on the picker.
import { ACCEPT } from "@/lib/http/file-type";
import { useState } from "react";
import { FilePicker } from "@/components/ui/file-picker";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { TableLogo } from "./table-logo";
import { uploadTableLogo, type TTableItem } from "./tables-api";

const MAX_BYTES = 2 * 1024 * 1024;

export const TableLogoRow = ({
  table,
  onSaved,
}: {
  table: TTableItem;
  /** The table as the server has it after a saved upload. */
  onSaved: (table: TTableItem) => void;
}) => {
  const [status, setStatus] = useState<TFormStatus>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    // The picker stays enabled while it uploads: disabling the focused input would drop focus to
    // the page's start. A second pick meanwhile is ignored instead.
    if (!file || uploading) return;
    if (file.size > MAX_BYTES) {
      setStatus({ tone: "error", text: `The logo of Table ${table.tableNo} must be at most 2 MB.` });
      return;
    }
    setUploading(true);
    setStatus({ tone: "info", text: `Uploading the logo of Table ${table.tableNo}…` });
    const result = await uploadTableLogo(table.tableNo, file);
    setUploading(false);
    if (!result.ok) {
      setStatus({ tone: "error", text: result.fields.logo ?? result.message });
      return;
    }
    onSaved(result.value.table);
    setStatus({ tone: "success", text: `The logo of Table ${table.tableNo} was saved.` });
  };

  return (
    <li className="flex flex-wrap items-center gap-4 px-4 py-3">
      <TableLogo tableNo={table.tableNo} tableName={table.tableName} logoUrl={table.logoUrl} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900">
          Table {table.tableNo}: {table.tableName}
        </span>
        <span className="text-sm text-slate-600">{table.areaName}</span>
      </span>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {/* Not inside a form, so an error here moves no focus (FormStatus): it stays on the picker. */}
        <FormStatus status={status} className="max-w-xs" />
        <FilePicker
          label={`Logo of Table ${table.tableNo}`}
          buttonLabel={table.logoUrl ? "Replace logo" : "Upload logo"}
          accept={ACCEPT.image}
          onFiles={(files) => void upload(files[0])}
        />
      </div>
    </li>
  );
};
