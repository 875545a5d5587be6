"use client";

// Autosave of a stage's answers and cost lines. Every change bumps that element's revision; a
// save sends the latest value of every element still pending, one save at a time, 700 ms after
// the last keystroke. The server keeps an answer only over an older revision, so a slow save that
// lands after a newer one changes nothing, and what was typed during a save goes with the next.
// A removed cost line replaces its pending save, so a removal made while a save of the line is on
// its way is sent after it lands. A cost line that cannot be saved as it stands (the page's check,
// or the server's refusal of that line) is held with its error: it holds back no other change, and
// so is a half-typed date (its input's value is "": saved, it would empty the answer).
// A failed save is retried with a growing pause; leaving the page with unsaved changes asks first.
//
// Another tab (or person) on the same stage: every save names the stage's revision this page
// holds, and takes the next one from the reply, so the page's own saves follow one another. A
// save refused because the stage moved on (409: changed elsewhere, submitted; 403: no longer ours
// to fill) stops the saving (`stale`) until `reset` starts again from the stage as it is now.
import { useCallback, useEffect, useRef, useState } from "react";
import type { TStageView } from "./project-types";
import { isStaleRefusal, saveAnswers, type TCostOut } from "./projects-api";

export type TSaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "error"; message: string }
  | { kind: "stale"; message: string };

/** Where a page's saves start from: the revisions of the stage as it was loaded. */
export type TSaveStart = { revisions: Record<number, number>; stageRevision: number };

export const saveStartOf = (view: TStageView): TSaveStart => ({
  revisions: Object.fromEntries(Object.entries(view.answers).map(([id, answer]) => [Number(id), answer.revision])),
  stageRevision: view.stage.revision,
});

/** A cost line's field as the form names it (`unitCost` is `unitCostPaise` on the wire). */
export type TCostField = "description" | "quantity" | "unitCost";
/** Told when the server refuses a line: the field it names (null: the line as a whole) and why. */
export type TCostRefused = (field: TCostField | null, message: string) => void;
/**
 * A cost line's values to save, a line that cannot be saved as it stands (held), one still being
 * filled in (neither saved nor held: it waits for its last value), or its removal.
 */
export type TCostChange =
  | { kind: "save"; cost: TCostOut; onRefused: TCostRefused }
  | { kind: "hold"; key: string }
  | { kind: "incomplete"; key: string }
  | { kind: "remove"; key: string };

type TCostEntry = Extract<TCostChange, { kind: "save" | "remove" }>;

const DEBOUNCE_MS = 700;
const HELD_MESSAGE = "Correct the marked cost lines to save them.";
const HELD_DATES_MESSAGE = "Enter the marked dates in full, or clear them, to save them.";
const WIRE_FIELDS: Record<string, TCostField> = { description: "description", quantity: "quantity", unitCostPaise: "unitCost" };

const keyOf = (entry: TCostEntry) => (entry.kind === "save" ? entry.cost.key : entry.key);

const revisionMap = (revisions: Record<number, number>) =>
  new Map<number, number>(Object.entries(revisions).map(([id, rev]) => [Number(id), rev]));

export const useAutosave = (applicationStageId: number, start: TSaveStart, onSaved: (costsSaved: boolean) => void) => {
  const revisions = useRef(revisionMap(start.revisions));
  const stageRevision = useRef(start.stageRevision);
  // This page's key on its saves (stage-revision.ts): made at the first save.
  const saveKey = useRef("");
  const stale = useRef(false);
  const pending = useRef(new Map<number, { value: unknown; revision: number }>());
  const pendingCosts = useRef(new Map<string, TCostEntry>());
  // Lines not saved as they stand, until they are corrected or removed.
  const heldCosts = useRef(new Set<string>());
  // Answers not saved as they stand (half-typed dates), until they are whole or cleared.
  const heldAnswers = useRef(new Set<number>());
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const retries = useRef(0);
  const [state, setState] = useState<TSaveState>({ kind: "idle" });
  const [fieldErrors, setFieldErrors] = useState<Record<number, string>>({});
  // The latest flush, for the follow-up saves it schedules itself.
  const again = useRef<() => Promise<void>>(async () => undefined);

  const hasPending = () => pending.current.size > 0 || pendingCosts.current.size > 0;
  const isHeld = () => heldCosts.current.size > 0 || heldAnswers.current.size > 0;
  const heldMessage = () => (heldCosts.current.size > 0 ? HELD_MESSAGE : HELD_DATES_MESSAGE);

  const flush = useCallback(async () => {
    if (inFlight.current || stale.current || !hasPending()) return;
    inFlight.current = true;
    saveKey.current ||= crypto.randomUUID();
    setState({ kind: "saving" });
    const answers = [...pending.current.entries()].map(([elementId, entry]) => ({ elementId, ...entry }));
    const entries = [...pendingCosts.current.values()];
    const saves = entries.flatMap((entry) => (entry.kind === "save" ? [entry] : []));
    const removed = entries.flatMap((entry) => (entry.kind === "remove" ? [entry.key] : []));
    const { result, costRefusals } = await saveAnswers({
      applicationStageId,
      answers,
      costs: saves.map((entry) => entry.cost),
      removedCosts: removed,
      stageRevision: stageRevision.current,
      saveKey: saveKey.current,
    });
    inFlight.current = false;
    if (result.ok) {
      retries.current = 0;
      stageRevision.current = result.value.stageRevision;
      // A revision the server holds above this page's count (a legacy save) is counted on from.
      for (const [elementId, revision] of Object.entries(result.value.revisions))
        revisions.current.set(Number(elementId), Math.max(revisions.current.get(Number(elementId)) ?? 0, revision));
      for (const answer of answers)
        if (pending.current.get(answer.elementId)?.revision === answer.revision) pending.current.delete(answer.elementId);
      for (const entry of entries)
        if (pendingCosts.current.get(keyOf(entry)) === entry) pendingCosts.current.delete(keyOf(entry));
      setFieldErrors((errors) => {
        const next = { ...errors };
        for (const answer of answers) delete next[answer.elementId];
        return next;
      });
      setState(isHeld() ? { kind: "error", message: heldMessage() } : { kind: "saved", at: new Date() });
      onSaved(entries.length > 0);
      if (hasPending()) void again.current();
      return;
    }
    if (result.status === 400) {
      // The answers are wrong, not the network: show them where they belong, keep the rest pending.
      const errors: Record<number, string> = {};
      for (const [field, message] of Object.entries(result.fields)) if (/^\d+$/.test(field)) errors[Number(field)] = message;
      for (const elementId of Object.keys(errors)) pending.current.delete(Number(elementId));
      setFieldErrors((current) => ({ ...current, ...errors }));
      // Refused lines are held with their errors (`costs` alone names them all); a line changed
      // since it was sent goes with the next save as it is now.
      let dropped = Object.keys(errors).length > 0;
      for (const refusal of costRefusals)
        for (const entry of refusal.index === null ? saves : saves.slice(refusal.index, refusal.index + 1)) {
          dropped = true;
          if (pendingCosts.current.get(entry.cost.key) !== entry) continue;
          pendingCosts.current.delete(entry.cost.key);
          heldCosts.current.add(entry.cost.key);
          entry.onRefused(refusal.field === null ? null : (WIRE_FIELDS[refusal.field] ?? null), refusal.message);
        }
      setState({ kind: "error", message: costRefusals.length > 0 ? HELD_MESSAGE : result.message });
      if (dropped && hasPending()) void again.current();
      return;
    }
    if (isStaleRefusal(result.status)) {
      // What is pending waits for `reset`: sent now it would be refused the same way.
      stale.current = true;
      setState({ kind: "stale", message: result.message });
      return;
    }
    setState({ kind: "error", message: result.message });
    if (result.status === 0 || result.status >= 500) {
      retries.current += 1;
      window.setTimeout(() => void again.current(), Math.min(30_000, 1000 * 2 ** retries.current));
    }
  }, [applicationStageId, onSaved]);

  useEffect(() => {
    again.current = flush;
  }, [flush]);

  const schedule = useCallback(() => {
    // A change waiting for its save: "All changes saved" would no longer be true.
    setState((current) => (current.kind === "saved" ? { kind: "idle" } : current));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), DEBOUNCE_MS);
  }, [flush]);

  const change = useCallback(
    (elementId: number, value: unknown) => {
      heldAnswers.current.delete(elementId);
      const revision = (revisions.current.get(elementId) ?? 0) + 1;
      revisions.current.set(elementId, revision);
      pending.current.set(elementId, { value, revision });
      schedule();
    },
    [schedule],
  );

  /** An answer that cannot be saved as it stands: nothing of it is sent (not an earlier value either) until `change`. */
  const hold = useCallback((elementId: number) => {
    pending.current.delete(elementId);
    heldAnswers.current.add(elementId);
    if (!inFlight.current) setState({ kind: "error", message: heldMessage() });
  }, []);

  const changeCost = useCallback(
    (change: TCostChange) => {
      if (change.kind === "hold") {
        // Nothing of the line is sent until it is corrected: not an earlier value either.
        pendingCosts.current.delete(change.key);
        heldCosts.current.add(change.key);
        if (!inFlight.current) setState({ kind: "error", message: HELD_MESSAGE });
        return;
      }
      if (change.kind === "incomplete") {
        // Corrected but not complete yet: no longer held (the status no longer points at it).
        if (heldCosts.current.delete(change.key) && !isHeld() && !inFlight.current && !hasPending()) setState({ kind: "idle" });
        return;
      }
      heldCosts.current.delete(keyOf(change));
      pendingCosts.current.set(keyOf(change), change);
      schedule();
    },
    [schedule],
  );

  /** Saves now (before a submission check); resolves when nothing is pending, a save failed or was refused as stale. */
  const saveNow = useCallback(async (): Promise<"saved" | "unsaved" | "stale"> => {
    window.clearTimeout(timer.current);
    for (let round = 0; round < 5 && !stale.current && (hasPending() || inFlight.current); round += 1) {
      if (inFlight.current) await new Promise((resolve) => window.setTimeout(resolve, 100));
      else await flush();
    }
    if (stale.current) return "stale";
    return !hasPending() && !isHeld() ? "saved" : "unsaved";
  }, [flush]);

  /** Drops what was not saved and starts again from the stage as loaded now (after a `stale` refusal). */
  const reset = useCallback((next: TSaveStart) => {
    window.clearTimeout(timer.current);
    pending.current.clear();
    pendingCosts.current.clear();
    heldCosts.current.clear();
    heldAnswers.current.clear();
    revisions.current = revisionMap(next.revisions);
    stageRevision.current = next.stageRevision;
    stale.current = false;
    retries.current = 0;
    setFieldErrors({});
    setState({ kind: "idle" });
  }, []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasPending() || isHeld() || inFlight.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      window.clearTimeout(timer.current);
    };
  }, []);

  return { state, fieldErrors, change, hold, changeCost, saveNow, reset };
};
