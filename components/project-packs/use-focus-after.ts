import { useCallback, useEffect, useRef } from "react";

/**
 * Moves focus once `version` changes (the list was drawn again): to the first enabled element of
 * the selectors given. A row that moves is re-inserted in the DOM, which drops its focus.
 */
export const useFocusAfter = (version: unknown) => {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    const selectors = pending.current;
    if (!selectors) return;
    pending.current = null;
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (element && !element.matches(":disabled")) {
        element.focus();
        return;
      }
    }
  }, [version]);
  return useCallback((selectors: string[]) => {
    pending.current = selectors;
  }, []);
};

/** The selector of a row's control marked `data-focus-key={key}`. */
export const focusKey = (key: string) => `[data-focus-key="${key}"]`;
