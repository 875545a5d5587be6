"use client";

// table/update/{tableno}: the table's logo and state, its details, and its office bearers of this
// federation year or the next (posted in advance for the hand-over on 1 July). A de-chartered table
// is shown read-only.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { istDay } from "@/lib/india-time";
import { Alert } from "@/components/ui/alert";
import { Select } from "@/components/ui/select";
import { OfficeBearersPanel } from "./office-bearers-panel";
import { postingYearHint } from "./posting-note";
import { TableDetailsForm } from "./table-details-form";
import { TableLogo } from "./table-logo";
import { getTableDetails, type TChairman, type TOfficeBearer, type TTableDetails, type TTableMember } from "./tables-api";

type TProps = { initial: TTableDetails; members: TTableMember[]; canRename: boolean };

const chairmanText = (chairman: Pick<TChairman, "title" | "fullName"> | null) =>
  chairman ? `${chairman.title ? `${chairman.title} ` : ""}${chairman.fullName}` : "Not recorded";

export const TableUpdateScreen = ({ initial, members, canRename }: TProps) => {
  const router = useRouter();
  const [table, setTable] = useState(initial);
  const years = [
    { year: table.year, yearLabel: table.yearLabel, when: "this year" },
    { year: table.nextYear.year, yearLabel: table.nextYear.yearLabel, when: "next year" },
  ];
  const [postingYear, setPostingYear] = useState(table.year);
  // Each year's office bearers as last saved here (a year shown again keeps its changes).
  const [bearers, setBearers] = useState<Record<number, TOfficeBearer[]>>({
    [table.year]: table.officeBearers,
    [table.nextYear.year]: table.nextYear.officeBearers,
  });
  const [chairmanChanged, setChairmanChanged] = useState(false);
  const shownYear = years.find((entry) => entry.year === postingYear) ?? years[0]!;
  const postedChairman = bearers[table.year]?.find((bearer) => bearer.role === "TEX-C") ?? null;
  const chairman = chairmanChanged ? postedChairman : table.chairman;
  const saved = (year: number, officeBearers: TOfficeBearer[]) => {
    setBearers((before) => ({ ...before, [year]: officeBearers }));
    if (year === table.year) setChairmanChanged(true);
  };
  // After a refusal that says the office bearers changed meanwhile (another tab, another Admin):
  // both years read again, and the members who may be posted (the page's own data: one refused
  // may have moved, been locked or lost their approval). Should that fail, the reason stays shown.
  const reloadBearers = async () => {
    router.refresh();
    const fresh = await getTableDetails(table.tableNo);
    if (!fresh.ok) return;
    saved(fresh.value.year, fresh.value.officeBearers);
    saved(fresh.value.nextYear.year, fresh.value.nextYear.officeBearers);
  };
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center gap-6">
        <TableLogo tableNo={table.tableNo} tableName={table.tableName} logoUrl={table.logoUrl} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Area</dt>
          <dd className="text-slate-900">{table.areaName}</dd>
          <dt className="text-slate-500">Chairman {table.yearLabel}</dt>
          <dd className="text-slate-900">{chairmanText(chairman)}</dd>
          <dt className="text-slate-500">Area chairman</dt>
          <dd className="text-slate-900">{chairmanText(table.areaChairman)}</dd>
          <dt className="text-slate-500">Chartered</dt>
          <dd className="text-slate-900">{table.charterDate ? istDay(table.charterDate) : "Not recorded"}</dd>
        </dl>
      </div>
      {table.isDecharted && (
        <Alert tone="warning" title="De-chartered">
          This table was de-chartered{table.dechartedOn ? ` on ${istDay(table.dechartedOn)}` : ""}
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
      <div className="space-y-4">
        <Select
          label="Federation year"
          hint={postingYearHint("Office bearers")}
          className="max-w-xs"
          value={String(postingYear)}
          onChange={(event) => setPostingYear(Number(event.target.value))}
          options={years.map((entry) => ({ value: String(entry.year), label: `${entry.yearLabel} (${entry.when})` }))}
        />
        <OfficeBearersPanel
          key={shownYear.year}
          tableNo={table.tableNo}
          year={shownYear.year}
          yearLabel={shownYear.yearLabel}
          bearers={bearers[shownYear.year] ?? []}
          onSaved={(officeBearers) => saved(shownYear.year, officeBearers)}
          onStale={() => void reloadBearers()}
          members={members}
          canEdit={table.canEdit}
          canEditChairman={table.canEditChairman}
        />
      </div>
    </div>
  );
};
