"use client";

import { ROLES, type TRole } from "@/lib/auth/roles";

type TRolesFieldsetProps = { value: readonly TRole[]; onChange: (roles: TRole[]) => void; error?: string };

/** The member's roles as a group of checkboxes (SPEC.md section 6's fifteen). */
export const RolesFieldset = ({ value, onChange, error }: TRolesFieldsetProps) => (
  <fieldset aria-describedby={error ? "roles-error" : undefined}>
    <legend className="mb-2 text-sm font-medium text-slate-800">Roles</legend>
    <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
      {ROLES.map((role) => (
        <label key={role} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) => onChange(event.target.checked ? [...value, role] : value.filter((entry) => entry !== role))}
            className="size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
          />
          {role}
        </label>
      ))}
    </div>
    {error && (
      <p id="roles-error" className="mt-1 text-sm text-red-700">
        {error}
      </p>
    )}
  </fieldset>
);
