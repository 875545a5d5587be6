"use client";

// The area a report of an area is shown for. Most follow the screen's Area picker (the member's
// report scope); a report whose call accepts other areas from the member than that picker offers
// (lib/reports/report-pickers.ts `areasOf`: the table report, for an area chairman who is also on
// the grant team) gets an Area picker of its own in its section, offering exactly those areas.
import { useState, type ReactNode } from "react";
import { Select } from "@/components/ui/select";
import type { TPickArea } from "@/lib/reports/report-pickers";

type TSectionAreaProps = {
  /** The areas this report's call accepts from the member. */
  offered: TPickArea[];
  /** The screen's Area picker: its areas and its choice (null: "All areas"). */
  shared: { areas: TPickArea[]; area: TPickArea | null };
  /** The section for `area`; `picker` goes into it when the section has one of its own. */
  children: (area: TPickArea | null, picker: ReactNode) => ReactNode;
};

const sameAreas = (a: TPickArea[], b: TPickArea[]) =>
  a.length === b.length && a.every((area, index) => area.areaNo === b[index]?.areaNo);

export const SectionArea = ({ offered, shared, children }: TSectionAreaProps) => {
  const [picked, setPicked] = useState<number | null>(null);
  if (sameAreas(offered, shared.areas)) return <>{children(shared.area, null)}</>;
  // Until the member picks here, the screen's choice where this report accepts it, else the first.
  const area =
    offered.find((entry) => entry.areaNo === picked) ??
    offered.find((entry) => entry.areaNo === shared.area?.areaNo) ??
    offered[0] ??
    null;
  const picker =
    offered.length > 0 ? (
      <Select
        label="Area"
        hint="The areas this report is open to you for"
        className="max-w-xs"
        value={area === null ? "" : String(area.areaNo)}
        onChange={(event) => setPicked(Number(event.target.value))}
        options={offered.map((entry) => ({ value: String(entry.areaNo), label: entry.name }))}
      />
    ) : null;
  return <>{children(area, picker)}</>;
};
