"use client";

// Autosave of a stage's answers and cost lines. Every change bumps that element's revision; a
// save sends the latest value of every element still pending, one save at a time, 700 ms after
// the last keystroke. The server keeps an answer only over an older revision, so a slow save that
// lands after a newer one changes nothing, and what was typed during a save goes with the next.
// A failed save is retried with a growing pause; leaving the page with unsaved changes asks first.
import { useCallback, useEffect, useRef, useState } from "react";
import { saveAnswers, type TCostOut } from "./projects-api";

export type TSaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "error"; message: string };

const DEBOUNCE_MS = 700;

export const useAutosave = (
  applicationStageId: number,
  initialRevisions: Record<number, number>,
  onSaved: (costsSaved: boolean) => void,
) => {
  const revisions = useRef(new Map<number, number>(Object.entries(initialRevisions).map(([id, rev]) => [Number(id), rev])));
  const pending = useRef(new Map<number, { value: unknown; revision: number }>());
  const pendingCosts = useRef(new Map<string, TCostOut>());
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const retries = useRef(0);
  const [state, setState] = useState<TSaveState>({ kind: "idle" });
  const [fieldErrors, setFieldErrors] = useState<Record<number, string>>({});
  // The latest flush, for the follow-up saves it schedules itself.
  const again = useRef<() => Promise<void>>(async () => undefined);

  const flush = useCallback(async () => {
    if (inFlight.current || (pending.current.size === 0 && pendingCosts.current.size === 0)) return;
    inFlight.current = true;
    setState({ kind: "saving" });
    const answers = [...pending.current.entries()].map(([elementId, entry]) => ({ elementId, ...entry }));
    const costs = [...pendingCosts.current.values()];
    const result = await saveAnswers(applicationStageId, answers, costs);
    inFlight.current = false;
    if (result.ok) {
      retries.current = 0;
      for (const answer of answers)
        if (pending.current.get(answer.elementId)?.revision === answer.revision) pending.current.delete(answer.elementId);
      for (const cost of costs) if (pendingCosts.current.get(cost.key) === cost) pendingCosts.current.delete(cost.key);
      setFieldErrors((errors) => {
        const next = { ...errors };
        for (const answer of answers) delete next[answer.elementId];
        return next;
      });
      setState({ kind: "saved", at: new Date() });
      onSaved(costs.length > 0);
      if (pending.current.size > 0 || pendingCosts.current.size > 0) void again.current();
      return;
    }
    if (result.status === 400) {
      // The answers are wrong, not the network: show them where they belong, keep the rest pending.
      const errors: Record<number, string> = {};
      for (const [field, message] of Object.entries(result.fields)) if (/^\d+$/.test(field)) errors[Number(field)] = message;
      for (const elementId of Object.keys(errors)) pending.current.delete(Number(elementId));
      setFieldErrors((current) => ({ ...current, ...errors }));
      setState({ kind: "error", message: result.message });
      if (Object.keys(errors).length > 0 && (pending.current.size > 0 || pendingCosts.current.size > 0)) void again.current();
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
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), DEBOUNCE_MS);
  }, [flush]);

  const change = useCallback(
    (elementId: number, value: unknown) => {
      const revision = (revisions.current.get(elementId) ?? 0) + 1;
      revisions.current.set(elementId, revision);
      pending.current.set(elementId, { value, revision });
      schedule();
    },
    [schedule],
  );

  const changeCost = useCallback(
    (cost: TCostOut) => {
      pendingCosts.current.set(cost.key, cost);
      schedule();
    },
    [schedule],
  );

  /** Saves now (before a submission check); resolves when nothing is pending or a save failed. */
  const saveNow = useCallback(async () => {
    window.clearTimeout(timer.current);
    for (
      let round = 0;
      round < 5 && (pending.current.size > 0 || pendingCosts.current.size > 0 || inFlight.current);
      round += 1
    ) {
      if (inFlight.current) await new Promise((resolve) => window.setTimeout(resolve, 100));
      else await flush();
    }
    return pending.current.size === 0 && pendingCosts.current.size === 0;
  }, [flush]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current.size > 0 || pendingCosts.current.size > 0 || inFlight.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      window.clearTimeout(timer.current);
    };
  }, []);

  return { state, fieldErrors, change, changeCost, saveNow };
};
