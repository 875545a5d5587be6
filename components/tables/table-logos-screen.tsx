"use client";

// tablelogos (Admin): every active table with its logo; a new image uploads at once and replaces
// the old one. Images only (png, jpeg, gif), at most 2 MB. The list comes whole (getalltables), so
// the filter and the pages work in the browser; each row tells its own upload's result.
import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { useLoad } from "@/components/shared/use-load";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import { TextField } from "@/components/ui/text-field";
import { TableLogoRow } from "./table-logo-row";
import { listTables, type TTableItem } from "./tables-api";

const PAGE_SIZE = 25;

/** The table whose number is the text, or whose name contains it (any case); all for no text. */
const matches = (table: TTableItem, text: string) => {
  const wanted = text.trim().toLowerCase();
  return wanted === "" || String(table.tableNo) === wanted || table.tableName.toLowerCase().includes(wanted);
};

export const TableLogosScreen = () => {
  const { value: tables, error: loadError, retry, change } = useLoad("tables", listTables);
  const [filter, setFilter] = useState("");
  const [page, setPage] = useState(0);

  if (loadError) return <LoadError title="The tables could not be loaded." message={loadError} onRetry={retry} />;
  if (tables === null) return <Skeleton label="Loading the tables" lineClassName="h-16" />;
  if (tables.length === 0) return <EmptyState title="No tables" description="There are no active tables." />;

  const shown = tables.filter((table) => matches(table, filter));
  const pages = Math.ceil(shown.length / PAGE_SIZE);
  // A narrower filter can leave fewer pages than the page shown.
  const current = Math.min(page, Math.max(0, pages - 1));
  const saved = (saved: TTableItem) => change((list) => list.map((row) => (row.tableNo === saved.tableNo ? saved : row)));

  return (
    <div className="space-y-6">
      <TextField
        label="Find a table"
        type="search"
        placeholder="Table number or name"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setPage(0);
        }}
        className="w-full sm:w-72"
        autoComplete="off"
        spellCheck={false}
      />
      {shown.length === 0 ? (
        <EmptyState title="No table found" description={`No active table has the number or a name with “${filter.trim()}”.`} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {formatCount(shown.length)} {shown.length === 1 ? "table" : "tables"}
          </p>
          <ul aria-label="Tables" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE).map((table) => (
              <TableLogoRow key={table.tableNo} table={table} onSaved={saved} />
            ))}
          </ul>
          <PageButtons label="Pages of tables" page={current} pages={pages} onPage={setPage} />
        </>
      )}
    </div>
  );
};
