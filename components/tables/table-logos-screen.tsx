"use client";

// tablelogos (Admin): every active table with its logo; a new image uploads at once and replaces
// the old one. Images only (png, jpeg, gif), at most 2 MB.
import { useState } from "react";
import { useLoad } from "@/components/shared/use-load";
import { EmptyState } from "@/components/ui/empty-state";
import { FilePicker } from "@/components/ui/file-picker";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { TableLogo } from "./table-logo";
import { listTables, uploadTableLogo, type TTableItem } from "./tables-api";

const MAX_BYTES = 2 * 1024 * 1024;

export const TableLogosScreen = () => {
  const { value: tables, error: loadError, retry, change } = useLoad("tables", listTables);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [uploading, setUploading] = useState<number | null>(null);

  const upload = async (table: TTableItem, file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setStatus({ tone: "error", text: `The logo of Table ${table.tableNo} must be at most 2 MB.` });
      return;
    }
    setUploading(table.tableNo);
    setStatus(null);
    const result = await uploadTableLogo(table.tableNo, file);
    setUploading(null);
    if (!result.ok) {
      setStatus({ tone: "error", text: result.fields.logo ?? result.message });
      return;
    }
    change((current) => current.map((row) => (row.tableNo === table.tableNo ? result.value.table : row)));
    setStatus({ tone: "success", text: `The logo of Table ${table.tableNo} was saved.` });
  };

  if (loadError) return <LoadError title="The tables could not be loaded." message={loadError} onRetry={retry} />;
  if (tables === null) return <Skeleton label="Loading the tables" lineClassName="h-16" />;
  return (
    <div className="space-y-6">
      <FormStatus status={status} />
      {tables.length === 0 ? (
        <EmptyState title="No tables" description="There are no active tables." />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {tables.map((table) => (
            <li key={table.tableNo} className="flex flex-wrap items-center gap-4 px-4 py-3">
              <TableLogo tableNo={table.tableNo} tableName={table.tableName} logoUrl={table.logoUrl} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">
                  Table {table.tableNo}: {table.tableName}
                </span>
                <span className="text-sm text-slate-600">{table.areaName}</span>
              </span>
              <FilePicker
                label={`Logo of Table ${table.tableNo}`}
                buttonLabel={table.logoUrl ? "Replace logo" : "Upload logo"}
                accept="image/png,image/jpeg,image/gif"
                disabled={uploading !== null}
                onFiles={(files) => void upload(table, files[0])}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
