import type { ReactNode } from "react";

export type TTableColumn = { label: ReactNode; align?: "right" };

type TTableHeadProps = { columns: readonly TTableColumn[]; className?: string; cellClassName: string };

/** A table's header row: one column header per column, right-aligned where the column holds numbers. */
export const TableHead = ({ columns, className, cellClassName }: TTableHeadProps) => (
  <thead className={className}>
    <tr>
      {columns.map((column, index) => (
        <th key={index} scope="col" className={column.align === "right" ? `${cellClassName} text-right` : cellClassName}>
          {column.label}
        </th>
      ))}
    </tr>
  </thead>
);
