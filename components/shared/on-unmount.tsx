import { useEffect, useRef } from "react";

/**
 * Runs `run` once this is gone, after the task in which it went. Put inside a dialog's content to
 * act after the dialog has closed and given focus back (Headless UI restores it on unmount), e.g.
 * to move focus somewhere sensible when the control that opened the dialog was deleted, or to the
 * first field that a refusal marked.
 */
export const OnUnmount = ({ run }: { run: () => void }) => {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(
    () => () => {
      window.setTimeout(() => latest.current(), 0);
    },
    [],
  );
  return null;
};
