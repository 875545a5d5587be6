"use client";

import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { TextField } from "@/components/ui/text-field";
import type { TView } from "./service-request-types";

type TViewToggleProps = { view: TView; onChange: (view: TView) => void };

const toggleClasses = (pressed: boolean) =>
  cx(
    "rounded px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
    pressed ? "bg-brand-700 text-white shadow-sm" : "text-slate-700 hover:bg-slate-100",
  );

/** A category admin's switch between their own requests and those they answer ('Show My Admin'). */
const ViewToggle = ({ view, onChange }: TViewToggleProps) => (
  <div role="group" aria-label="Requests shown" className="inline-flex gap-1 rounded-md bg-white p-1 ring-1 ring-slate-300">
    <button type="button" aria-pressed={view === "own"} onClick={() => onChange("own")} className={toggleClasses(view === "own")}>
      My Requests
    </button>
    <button
      type="button"
      aria-pressed={view === "admin"}
      onClick={() => onChange("admin")}
      className={toggleClasses(view === "admin")}
    >
      Show My Admin
    </button>
  </div>
);

type TRequestToolbarProps = {
  view: TView | null;
  showToggle: boolean;
  onViewChange: (view: TView) => void;
  search: string;
  onSearchChange: (value: string) => void;
  canCreate: boolean;
  onNewRequest: () => void;
};

/** Above the lists: the view toggle, the search box and New Request. */
export const RequestToolbar = ({
  view,
  showToggle,
  onViewChange,
  search,
  onSearchChange,
  canCreate,
  onNewRequest,
}: TRequestToolbarProps) => (
  <div className="flex flex-wrap items-end justify-between gap-4">
    <div className="flex w-full flex-wrap items-end gap-4 sm:w-auto">
      {showToggle && view !== null && view !== "all" && <ViewToggle view={view} onChange={onViewChange} />}
      <TextField
        label="Search requests"
        type="search"
        placeholder="Ticket number or title"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        className="w-full sm:w-72"
        autoComplete="off"
        spellCheck={false}
      />
    </div>
    {canCreate && (
      <Button onClick={onNewRequest} variant="accent">
        New Request
      </Button>
    )}
  </div>
);
