// "Submit this stage" on the application form (application-screen.tsx): answers saved first, then
// the server's check lists what is missing (the list takes focus) or says what to sign next.
import { useEffect, useRef, useState, type RefObject } from "react";
import { failure } from "@/components/shared/post-form";
import { refuseHalfTypedDates } from "@/components/ui/text-field";
import { elementProblem } from "@/lib/projects/element-values";
import type { TElementView } from "./project-types";
import { checkSubmissionRaw, isStaleRefusal, problemsOf, type TReadiness } from "./projects-api";

export type TProblem = { field: string; message: string };

/** The missing items a submission check names by element ("element.12"), as errors of the fields that show them. */
const problemErrors = (problems: TProblem[]) =>
  Object.fromEntries(
    problems.flatMap(({ field, message }) => {
      const named = /^element\.(\d+)$/.exec(field);
      return named ? [[Number(named[1]), message]] : [];
    }),
  );

/** What `element` lacks with this answer, or this many files, lines or vendors, on screen now; null when nothing. */
const lacksNow = (element: TElementView, now: { value?: unknown; count?: number }) => {
  const counts = new Map([[element.id, now.count ?? 0]]);
  return elementProblem(element, {
    values: new Map([[element.id, now.value]]),
    fileCounts: counts,
    costRows: counts,
    vendorCounts: counts,
    signed: new Set(),
  });
};

/**
 * A part (files, photos, cost lines, vendors) the last Submit named, marked with what it lacks
 * as it is now: the mark goes once the part has what it lacked, not only at the next check.
 */
export const partError = (element: TElementView, problems: TProblem[], count: number) => {
  if (!problems.some(({ field }) => field === `element.${element.id}`)) return undefined;
  const lacks = lacksNow(element, { count });
  return lacks === null ? undefined : `${element.label}: ${lacks}`;
};

/**
 * The answers the last Submit named, marked while each still lacks what it lacked (as partError
 * does for parts): a required answer given since loses its mark at once, not at the next check.
 */
export const answerErrors = (elements: readonly TElementView[], problems: TProblem[], values: Record<number, unknown>) =>
  Object.fromEntries(
    Object.entries(problemErrors(problems)).filter(([id]) => {
      const element = elements.find((item) => item.id === Number(id));
      return !element || lacksNow(element, { value: values[element.id] }) !== null;
    }),
  );

type TStageSubmitOptions = {
  stageId: number;
  saveNow: () => Promise<string>;
  /** The stage's fields: a half-typed date among them is refused before anything is sent. */
  fieldsRef: RefObject<HTMLElement | null>;
  reload: () => void;
  setNotice: (message: string | null) => void;
};

export const useStageSubmit = ({ stageId, saveNow, fieldsRef, reload, setNotice }: TStageSubmitOptions) => {
  const [problems, setProblems] = useState<TProblem[]>([]);
  const [readiness, setReadiness] = useState<TReadiness | null>(null);
  const [checking, setChecking] = useState(false);
  // The list of missing items takes focus once shown: Submit, disabled while it checked, has lost it.
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryShown, setSummaryShown] = useState(0);
  useEffect(() => {
    if (summaryShown > 0) summaryRef.current?.focus();
  }, [summaryShown]);

  /** A step refused because the stage moved on: the reason, Submit again, and the stage as it is now. */
  const stale = (message: string) => {
    setReadiness(null);
    setNotice(message);
    reload();
  };

  const submit = async () => {
    setNotice(null);
    // A date half-typed from empty changed no value (no input event): marked here, and not submitted.
    if (fieldsRef.current && refuseHalfTypedDates(fieldsRef.current)) return;
    setChecking(true);
    const saved = await saveNow();
    if (saved !== "saved") {
      setChecking(false);
      // Refused as stale: the alert above says why and offers Reload.
      if (saved === "stale") return;
      return setNotice("Some answers could not be saved: correct them first.");
    }
    const reply = await checkSubmissionRaw(stageId);
    setChecking(false);
    if (reply.ok) {
      const ready = reply.data as TReadiness;
      setProblems([]);
      if (ready.submitted) return reload();
      return setReadiness(ready);
    }
    const list = problemsOf(reply);
    setReadiness(null);
    if (list.length > 0) {
      setProblems(list);
      return setSummaryShown((count) => count + 1);
    }
    // Not what is missing but why not (submitted in another tab, not yours to fill now, logged
    // out): the API's reason, and a stage that moved on is shown as it is now.
    setProblems([]);
    const { message } = failure(reply, "The stage could not be checked. Please try again.");
    if (isStaleRefusal(reply.status)) stale(message);
    else setNotice(message);
  };

  return {
    problems,
    readiness,
    checking,
    summaryRef,
    submit,
    stale,
    // A stage found complete may not be once an answer, a file, a vendor or a cost line changes:
    // the signing waits for the next check (the server would refuse the code for an incomplete stage).
    edited: () => setReadiness(null),
    /** After the stage is loaded again: nothing found, nothing ready. */
    clear: () => {
      setProblems([]);
      setReadiness(null);
    },
  };
};
