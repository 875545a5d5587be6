"use client";

import { cx } from "@/components/ui/cx";
import { unitLabel } from "@/lib/tables/unit-label";
import type { TAudienceInput } from "./massmail-api";

export type TAudienceOptions = {
  areas: {
    areaNo: number;
    name: string;
    tables: { tableNo: number; name: string }[];
    circles: { circleNo: number; name: string }[];
  }[];
  roles: readonly string[];
  postingYears: number[];
};

type TProps = { options: TAudienceOptions; value: TAudienceInput; onChange: (value: TAudienceInput) => void; error?: string };

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item]);

const CHECK = "size-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

const Check = ({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
}) => (
  <label className={cx("flex items-center gap-2 text-sm text-slate-800", disabled && "opacity-60")}>
    <input type="checkbox" className={CHECK} checked={checked} onChange={onChange} disabled={disabled} />
    {label}
  </label>
);

const yearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, "0")}`;

/** Units (where members belong) and offices (roles now, or postings of a year); or everyone. */
export const AudiencePicker = ({ options, value, onChange, error }: TProps) => {
  const set = (patch: Partial<TAudienceInput>) => onChange({ ...value, ...patch });
  const units = value.all;
  return (
    <fieldset
      aria-describedby={error ? "audience-error" : undefined}
      data-invalid={error ? true : undefined}
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">Audience</legend>
      <Check
        label="Everyone (all active members with an e-mail address)"
        checked={value.all}
        onChange={() => set({ all: !value.all, areas: [], tables: [], circles: [], roles: [], postingYear: null })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {options.areas.map((area) => (
          <fieldset key={area.areaNo} className="rounded-md bg-slate-50 p-3" disabled={units}>
            <legend className="sr-only">{area.name}</legend>
            <Check
              label={`${area.name} (whole area)`}
              checked={value.areas.includes(area.areaNo)}
              onChange={() => set({ areas: toggle(value.areas, area.areaNo) })}
              disabled={units}
            />
            <div className="mt-2 grid gap-1 pl-6">
              {area.tables.map((table) => (
                <Check
                  key={`t${table.tableNo}`}
                  label={`${unitLabel({ tableNo: table.tableNo, circleNo: null })} ${table.name}`}
                  checked={value.tables.includes(table.tableNo)}
                  onChange={() => set({ tables: toggle(value.tables, table.tableNo) })}
                  disabled={units || value.areas.includes(area.areaNo)}
                />
              ))}
              {area.circles.map((circle) => (
                <Check
                  key={`c${circle.circleNo}`}
                  label={`${unitLabel({ tableNo: null, circleNo: circle.circleNo })} ${circle.name}`}
                  checked={value.circles.includes(circle.circleNo)}
                  onChange={() => set({ circles: toggle(value.circles, circle.circleNo) })}
                  disabled={units || value.areas.includes(area.areaNo)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <fieldset disabled={units}>
        <legend className="text-sm font-medium text-slate-800">Roles (any of them; none chosen: every role)</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {options.roles.map((role) => (
            <Check
              key={role}
              label={role}
              checked={value.roles.includes(role)}
              onChange={() => set({ roles: toggle(value.roles, role) })}
              disabled={units}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="audience-year" className="block text-sm font-medium text-slate-800">
          Postings of a year
        </label>
        <select
          id="audience-year"
          disabled={units}
          value={value.postingYear ?? ""}
          onChange={(event) => set({ postingYear: event.target.value ? Number(event.target.value) : null })}
          className="mt-1 block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          aria-describedby="audience-year-hint"
        >
          <option value="">Current roles (no year)</option>
          {options.postingYears.map((year) => (
            <option key={year} value={year}>
              {yearLabel(year)}
            </option>
          ))}
        </select>
        <p id="audience-year-hint" className="mt-1 text-xs text-slate-600">
          With a year, the roles are those held in that year&apos;s postings (1 July to 30 June).
        </p>
      </div>
      {error && (
        <p id="audience-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
};
