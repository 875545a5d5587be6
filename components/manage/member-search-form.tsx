"use client";

import { useState, type FormEvent } from "react";
import type { TFieldErrors } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { ROLES } from "@/lib/auth/roles";
import { EMPTY_FILTER, MEMBER_STATE_OPTIONS, type TMemberFilter } from "./member-admin-api";

const ROLE_OPTIONS = [{ value: "", label: "All roles" }, ...ROLES.map((role) => ({ value: role, label: role }))];

/** The fields the search may refuse, by their names in the query. */
export const SEARCH_FIELDS = ["q", "tableNo", "circleNo", "areaNo", "role", "state"] as const;

type TMemberSearchFormProps = {
  onSearch: (filter: TMemberFilter) => void;
  /** The search's refusals, by field. */
  errors: TFieldErrors;
};

/** The member search: name or user name, table, circle, area, role and state. */
export const MemberSearchForm = ({ onSearch, errors }: TMemberSearchFormProps) => {
  const [filter, setFilter] = useState<TMemberFilter>(EMPTY_FILTER);
  const set = (key: keyof TMemberFilter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filter);
  };

  return (
    <form
      role="search"
      aria-label="Find members"
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Name, user name or e-mail"
          type="search"
          value={filter.q}
          onChange={set("q")}
          error={errors.q}
          className="lg:col-span-3"
        />
        <TextField
          label="Table No."
          value={filter.tableNo}
          onChange={set("tableNo")}
          error={errors.tableNo}
          hint='A number, or "RT12"'
        />
        <TextField
          label="Circle No."
          value={filter.circleNo}
          onChange={set("circleNo")}
          error={errors.circleNo}
          hint='A number, or "LC3"'
        />
        <TextField label="Area No." inputMode="numeric" value={filter.areaNo} onChange={set("areaNo")} error={errors.areaNo} />
        <Select label="Role" options={ROLE_OPTIONS} value={filter.role} onChange={set("role")} error={errors.role} />
        <Select label="State" options={MEMBER_STATE_OPTIONS} value={filter.state} onChange={set("state")} error={errors.state} />
      </div>
      <div className="flex justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            setFilter(EMPTY_FILTER);
            onSearch(EMPTY_FILTER);
          }}
        >
          Clear
        </Button>
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
};
