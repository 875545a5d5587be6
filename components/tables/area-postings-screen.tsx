"use client";

// areapostings (Admin, NEX): every area's chairman (AC) of this federation year or the next, assigned,
// changed and removed here; and per area, its circles' office bearers (CEX, ACEX). The writes are
// the area and circle savepostings; who may be posted comes with each read (getareapostings).
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Select } from "@/components/ui/select";
import { TableHead } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";
import { AreaPostingsRows, type TArea } from "./area-postings-rows";
import { postingYearHint } from "./posting-note";

type TYear = { year: number; yearLabel: string };

type TProps = { areas: TArea[]; years: [TYear, TYear] };

export const AreaPostingsScreen = ({ areas, years }: TProps) => {
  const [year, setYear] = useState(years[0].year);
  const yearLabel = years.find((entry) => entry.year === year)?.yearLabel ?? String(year);

  if (areas.length === 0)
    return <EmptyState title="No areas" description="The federation has no areas recorded yet, so nobody can be posted." />;
  return (
    <div className="space-y-6">
      <Select
        label="Federation year"
        hint={postingYearHint("Postings")}
        className="max-w-sm"
        value={String(year)}
        onChange={(event) => setYear(Number(event.target.value))}
        options={years.map((entry, index) => ({
          value: String(entry.year),
          label: `${entry.yearLabel} (${index === 0 ? "this year" : "next year"})`,
        }))}
      />
      <TableScroll label={`Area chairmen ${yearLabel}`} className="rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="px-3 py-2 text-left text-base font-semibold text-slate-900">Area chairmen {yearLabel}</caption>
          <TableHead
            className="bg-slate-50 text-slate-600"
            cellClassName="px-3 py-2 font-medium"
            columns={[{ label: "Area" }, { label: "Chairman (AC)" }, { label: "Actions" }]}
          />
          {areas.map((area) => (
            <AreaPostingsRows key={`${area.areaNo}-${year}`} area={area} year={year} yearLabel={yearLabel} />
          ))}
        </table>
      </TableScroll>
    </div>
  );
};
