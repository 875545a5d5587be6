// The reports page's year and area pickers: a plain GET form to /reports (?year=&area=), which
// server.ts rewrites to the cached /reports/{year}/{area} route. Works without JavaScript.
import { buttonClasses } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { formatYear } from "@/lib/content/year";

type TAnalyticsPickerProps = {
  years: number[];
  areas: { areaNo: number; name: string }[];
  year: number;
  areaNo: number | null;
};

export const AnalyticsPicker = ({ years, areas, year, areaNo }: TAnalyticsPickerProps) => (
  <form
    method="get"
    action="/reports"
    aria-label="Choose the year and area"
    className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 print:hidden"
  >
    <Select
      id="reports-year"
      name="year"
      label="Federation year"
      defaultValue={String(year)}
      options={years.map((value) => ({ value: String(value), label: formatYear(value) }))}
      className="w-40"
    />
    <Select
      id="reports-area"
      name="area"
      label="Area"
      defaultValue={areaNo === null ? "" : String(areaNo)}
      placeholder="All areas"
      options={areas.map((area) => ({ value: String(area.areaNo), label: area.name }))}
      className="w-56"
    />
    <button type="submit" className={buttonClasses({ variant: "primary" })}>
      Show
    </button>
  </form>
);
