import { useEffect, useRef } from "react";

/**
 * Runs `run` once this is gone, after the task in which it went. Put inside a dialog's content to
 * act after the dialog has closed and given focus back (Headless UI restores it on unmount, in a
 * microtask, however long its leave transition took), e.g. to move focus somewhere sensible when
 * the control that opened the dialog was deleted, or to the first field that a refusal marked.
 */
export const OnUnmount = ({ run }: { run: () => void }) => {
  const latest = useRef(run);
  const mounted = useRef(false);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Strict mode's trial unmount is followed at once by a mount again: that is no unmount.
      window.setTimeout(() => {
        if (!mounted.current) latest.current();
      }, 0);
    };
  }, []);
  return null;
};
