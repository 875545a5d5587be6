"use client";

// table/update/{tableno}: the table's logo and state, its details, and its office bearers of the
// federation year. A de-chartered table is shown read-only.
import { useState } from "react";
import { formatDay } from "@/components/shared/dates";
import { Alert } from "@/components/ui/alert";
import { OfficeBearersPanel } from "./office-bearers-panel";
import { TableDetailsForm } from "./table-details-form";
import { TableLogo } from "./table-logo";
import type { TChairman, TTableDetails, TTableMember } from "./tables-api";

type TProps = { initial: TTableDetails; members: TTableMember[]; canRename: boolean };

const chairmanText = (chairman: TChairman | null) =>
  chairman ? `${chairman.title ? `${chairman.title} ` : ""}${chairman.fullName}` : "Not recorded";

export const TableUpdateScreen = ({ initial, members, canRename }: TProps) => {
  const [table, setTable] = useState(initial);
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center gap-6">
        <TableLogo tableNo={table.tableNo} tableName={table.tableName} logoUrl={table.logoUrl} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Area</dt>
          <dd className="text-slate-900">{table.areaName}</dd>
          <dt className="text-slate-500">Chairman {table.yearLabel}</dt>
          <dd className="text-slate-900">{chairmanText(table.chairman)}</dd>
          <dt className="text-slate-500">Area chairman</dt>
          <dd className="text-slate-900">{chairmanText(table.areaChairman)}</dd>
          <dt className="text-slate-500">Chartered</dt>
          <dd className="text-slate-900">{table.charterDate ? formatDay(table.charterDate) : "Not recorded"}</dd>
        </dl>
      </div>
      {table.isDecharted && (
        <Alert tone="warning" title="De-chartered">
          This table was de-chartered{table.dechartedOn ? ` on ${formatDay(table.dechartedOn)}` : ""}
          {table.dechartReason ? `: ${table.dechartReason}` : ""}. Its records are read-only.
        </Alert>
      )}
      {table.canEdit ? (
        <TableDetailsForm table={table} canRename={canRename} onSaved={setTable} />
      ) : (
        <section aria-labelledby="table-details-heading" className="space-y-2">
          <h2 id="table-details-heading" className="text-xl font-semibold text-slate-900">
            Details
          </h2>
          <p className="text-slate-700">City: {table.city ?? "NA"}</p>
          <p className="text-slate-700">Meeting place: {table.meetingPlace ?? "NA"}</p>
        </section>
      )}
      <OfficeBearersPanel
        tableNo={table.tableNo}
        year={table.year}
        yearLabel={table.yearLabel}
        initial={table.officeBearers}
        members={members}
        canEdit={table.canEdit}
        canEditChairman={table.canEditChairman}
      />
    </div>
  );
};
