"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { ROLES } from "@/lib/auth/roles";
import { EMPTY_FILTER, MEMBER_STATE_OPTIONS, type TMemberFilter } from "./member-admin-api";

const ROLE_OPTIONS = [{ value: "", label: "All roles" }, ...ROLES.map((role) => ({ value: role, label: role }))];

/** The member search: name or user name, table, circle, area, role and state. */
export const MemberSearchForm = ({ onSearch }: { onSearch: (filter: TMemberFilter) => void }) => {
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
          className="lg:col-span-3"
        />
        <TextField label="Table No." inputMode="numeric" value={filter.tableNo} onChange={set("tableNo")} />
        <TextField label="Circle No." inputMode="numeric" value={filter.circleNo} onChange={set("circleNo")} />
        <TextField label="Area No." inputMode="numeric" value={filter.areaNo} onChange={set("areaNo")} />
        <Select label="Role" options={ROLE_OPTIONS} value={filter.role} onChange={set("role")} />
        <Select label="State" options={MEMBER_STATE_OPTIONS} value={filter.state} onChange={set("state")} />
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
