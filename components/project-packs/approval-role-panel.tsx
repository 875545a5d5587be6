"use client";

import { useId } from "react";
import type { TElementView } from "@/components/projects/project-types";
import { Button } from "@/components/ui/button";
import { CHECKBOX_CLASSES } from "./checkbox-field";
import { ELEMENT_KIND_LABELS } from "./pack-labels";
import type { TPackStage } from "./packs-api";

export type TStageElements = { stage: TPackStage; elements: TElementView[] };

type TApprovalRolePanelProps = {
  role: string;
  roleLabel: string;
  stages: readonly TStageElements[];
  selected: readonly number[];
  onChange: (elementIds: number[]) => void;
};

const INDENT = ["", "pl-4", "pl-8", "pl-12"] as const;
const indent = (depth: number) => INDENT[Math.min(depth, INDENT.length - 1)];

/** One approving role: the pack's elements by stage, ticked where the role must confirm them. */
export const ApprovalRolePanel = ({ role, roleLabel, stages, selected, onChange }: TApprovalRolePanelProps) => {
  const headingId = useId();
  const all = stages.flatMap(({ elements }) =>
    elements.filter((element) => element.kind !== "SECTION").map((element) => element.id),
  );
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((item) => item !== id));

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {roleLabel} <span className="text-sm font-normal text-slate-600">({role})</span>
        </h3>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <span>{selected.length === 1 ? "1 element" : `${selected.length} elements`} to confirm</span>
          <Button variant="ghost" size="sm" onClick={() => onChange(all)} aria-label={`All: tick every element for ${roleLabel}`}>
            All
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange([])}
            aria-label={`None: clear every element for ${roleLabel}`}
          >
            None
          </Button>
        </div>
      </div>
      <div className="mt-4 space-y-5">
        {stages.map(({ stage, elements }) => (
          <fieldset key={stage.id}>
            <legend className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{stage.name}</legend>
            {elements.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">This stage has no elements yet.</p>
            ) : (
              <ul className="mt-2 space-y-1.5">
                {elements.map((element) =>
                  element.kind === "SECTION" ? (
                    <li key={element.id} className={indent(element.depth)}>
                      <h4 className="pt-1 text-sm font-semibold text-slate-900">{element.label}</h4>
                    </li>
                  ) : (
                    <li key={element.id} className={indent(element.depth)}>
                      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
                        <input
                          type="checkbox"
                          className={CHECKBOX_CLASSES}
                          checked={selected.includes(element.id)}
                          onChange={(event) => toggle(element.id, event.target.checked)}
                        />
                        {element.label}
                        <span className="text-xs text-slate-500">{ELEMENT_KIND_LABELS[element.kind]}</span>
                      </label>
                    </li>
                  ),
                )}
              </ul>
            )}
          </fieldset>
        ))}
      </div>
    </section>
  );
};
