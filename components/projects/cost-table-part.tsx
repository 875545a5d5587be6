"use client";

// A stage's cost table: lines saved with the answers by autosave, each checked here first (what
// the server would refuse is shown on its input and held back, not sent), totals from the server.
import { useId, useRef, useState } from "react";
import { sentence } from "@/components/shared/request-json";
import { afterRemoving, focusKey, removeKey, useFocusAfter } from "@/components/shared/use-focus-after";
import { Button } from "@/components/ui/button";
import { parseElementConfig } from "@/lib/projects/element-kinds";
import { formatNumber } from "@/lib/format-count";
import { parseQuantity, parseRupees } from "@/lib/projects/element-values";
import { PartFrame } from "./part-heading";
import type { TCostView, TElementView } from "./project-types";
import { rupeesText } from "./answer-text";
import type { TCostChange, TCostField } from "./use-autosave";

const formatInr = (paise: number) => `₹${rupeesText(paise)}`;
/** A stored quantity as it is read: "1000" -> "1,000", "2.5" as it is. */
const quantityText = (quantity: string) => (/^\d+(\.\d+)?$/.test(quantity) ? formatNumber(Number(quantity)) : quantity);

export type TCostLine = {
  key: string;
  id: number | null;
  description: string;
  quantity: string;
  unitCost: string;
  linePaise: number | null;
};

export const costLinesOf = (costs: TCostView[], elementId: number): TCostLine[] =>
  costs
    .filter((cost) => cost.elementId === elementId)
    .map((cost) => ({
      key: cost.key,
      id: cost.id,
      description: cost.description,
      quantity: String(cost.quantity),
      unitCost: rupeesText(cost.unitCostPaise),
      linePaise: cost.linePaise,
    }));

/** The page's lines, each shown as the server has it (with its amount) once the server has the same values. */
export const shownCostLines = (server: TCostLine[], local: TCostLine[] | undefined): TCostLine[] => {
  if (!local) return server;
  const same = (a: TCostLine, b: TCostLine) => {
    const [unitA, unitB] = [parseRupees(a.unitCost), parseRupees(b.unitCost)];
    return (
      a.description.trim() === b.description.trim() &&
      Number(a.quantity) === Number(b.quantity) &&
      unitA.ok &&
      unitB.ok &&
      unitA.paise === unitB.paise
    );
  };
  return local.map((line) => server.find((saved) => saved.key === line.key && same(saved, line)) ?? line);
};

// The server's limit (lib/projects/application-inputs.ts: COST_DESCRIPTION_MAX).
const DESCRIPTION_MAX = 300;

/** What is wrong with a line's typed values; a field left empty is no error yet (the line waits). */
export const costLineErrors = (line: TCostLine): Partial<Record<TCostField, string>> => {
  const errors: Partial<Record<TCostField, string>> = {};
  if (line.description.trim().length > DESCRIPTION_MAX) errors.description = `Must be at most ${DESCRIPTION_MAX} characters.`;
  const quantity = parseQuantity(line.quantity);
  if (line.quantity.trim() !== "" && !quantity.ok) errors.quantity = sentence(quantity.message);
  const unit = parseRupees(line.unitCost);
  if (line.unitCost.trim() !== "" && !unit.ok) errors.unitCost = sentence(unit.message);
  return errors;
};

const LABELS: Record<TCostField, string> = { description: "Description", quantity: "Quantity", unitCost: "Unit cost" };
const FIELDS = Object.keys(LABELS) as TCostField[];

export const CostTablePart = ({
  element,
  lines,
  totalPaise,
  readOnly,
  onLines,
  onSend,
  error,
}: {
  element: TElementView;
  lines: TCostLine[];
  totalPaise: number | undefined;
  readOnly: boolean;
  onLines: (lines: TCostLine[]) => void;
  onSend: (change: TCostChange) => void;
  /** What the last Submit found the table lacks, while it still does. */
  error?: string;
}) => {
  const errorId = useId();
  // The server's refusals, by line, until the line is edited again.
  const [refused, setRefused] = useState<Record<string, { field: TCostField | null; message: string }>>({});
  const { maxRows } = parseElementConfig("COST_TABLE", element.config);
  const partRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfter(lines, partRef);
  const send = (line: TCostLine, position: number) => {
    if (Object.keys(costLineErrors(line)).length > 0) return onSend({ kind: "hold", key: line.key });
    const unit = parseRupees(line.unitCost);
    if (line.description.trim() === "" || line.quantity.trim() === "" || !unit.ok)
      return onSend({ kind: "incomplete", key: line.key });
    onSend({
      kind: "save",
      cost: {
        key: line.key,
        elementId: element.id,
        description: line.description,
        quantity: line.quantity.trim(),
        unitCostPaise: unit.paise,
        position,
      },
      onRefused: (field, message) => setRefused((current) => ({ ...current, [line.key]: { field, message } })),
    });
  };
  const forget = (key: string) =>
    setRefused((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  const edit = (index: number, patch: Partial<TCostLine>) => {
    const next = lines.map((line, at) => (at === index ? { ...line, ...patch, linePaise: null } : line));
    forget(next[index]!.key);
    onLines(next);
    send(next[index]!, index);
  };
  // The removal is saved with the answers (after any save of the line still on its way).
  // The focused Remove goes with its line: focus goes to the next line's Remove, else the one
  // before, else Add a line.
  const remove = (index: number) => {
    const line = lines[index]!;
    focusLater(afterRemoving("remove-line", index, focusKey("add-line")));
    forget(line.key);
    onLines(lines.filter((_, at) => at !== index));
    onSend({ kind: "remove", key: line.key });
  };
  return (
    <PartFrame ref={partRef} element={element} error={error} errorId={errorId}>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              Description
            </th>
            <th scope="col" className="w-24 py-1 pr-2 font-medium">
              Quantity
            </th>
            <th scope="col" className="w-36 py-1 pr-2 font-medium">
              Unit cost (₹)
            </th>
            <th scope="col" className="w-32 py-1 text-right font-medium">
              Amount
            </th>
            {!readOnly && (
              <th scope="col" className="w-20">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const errors: Partial<Record<TCostField, string>> = readOnly ? {} : costLineErrors(line);
            const refusal = refused[line.key];
            if (refusal) errors[refusal.field ?? "description"] ??= refusal.message;
            return (
              <tr key={line.key} className="align-top">
                {FIELDS.map((field) => {
                  // Read-only, a line is text (the column heads name it): an input would cut a
                  // long description to the width of its box, on screen and in the PDF.
                  if (readOnly)
                    return (
                      <td key={field} className="py-1 pr-2 whitespace-pre-wrap wrap-anywhere text-slate-900">
                        {field === "quantity" ? quantityText(line.quantity) : line[field]}
                      </td>
                    );
                  const errorId = `cost-${line.key}-${field}-error`;
                  return (
                    <td key={field} className="py-1 pr-2">
                      <input
                        aria-label={`${LABELS[field]}, line ${index + 1}`}
                        aria-invalid={errors[field] ? true : undefined}
                        aria-describedby={errors[field] ? errorId : undefined}
                        className={`w-full rounded border px-2 py-1 ${errors[field] ? "border-red-600" : "border-slate-300"}`}
                        inputMode={field === "description" ? "text" : "decimal"}
                        value={line[field]}
                        onChange={(event) => edit(index, { [field]: event.target.value })}
                      />
                      {errors[field] && (
                        <p id={errorId} className="mt-1 text-xs text-red-700">
                          {errors[field]}
                        </p>
                      )}
                    </td>
                  );
                })}
                <td className="py-1 text-right tabular-nums">{line.linePaise === null ? "…" : formatInr(line.linePaise)}</td>
                {!readOnly && (
                  <td className="py-1 text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      data-focus-key={removeKey("remove-line", index)}
                      onClick={() => remove(index)}
                      aria-label={`Remove line ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 font-semibold">
            <td colSpan={3} className="py-1">
              Total
            </td>
            <td className="py-1 text-right tabular-nums">{totalPaise === undefined ? "₹0" : formatInr(totalPaise)}</td>
            {/* Under the Actions column: the row is as wide as the others. */}
            {!readOnly && <td />}
          </tr>
        </tfoot>
      </table>
      {!readOnly &&
        (lines.length < maxRows ? (
          <Button
            className="mt-2"
            size="sm"
            variant="secondary"
            data-focus-key="add-line"
            onClick={() =>
              onLines([
                ...lines,
                { key: crypto.randomUUID(), id: null, description: "", quantity: "1", unitCost: "", linePaise: null },
              ])
            }
          >
            Add a line
          </Button>
        ) : (
          <p className="mt-2 text-sm text-slate-600">This table takes at most {maxRows} lines.</p>
        ))}
    </PartFrame>
  );
};
