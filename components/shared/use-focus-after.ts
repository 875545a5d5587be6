import { useCallback, useEffect, useRef, type RefObject } from "react";

/**
 * Moves focus once `version` changes (the list was drawn again, and is not null or loading): to the
 * first enabled element of the selectors given, looked for in `root` when given, else in the page.
 * A row that moves is re-inserted in the DOM, and a removed row takes its focused Remove with it:
 * both drop focus to the page's start, so the caller says where it goes next.
 */
export const useFocusAfter = (version: unknown, root?: RefObject<HTMLElement | null>) => {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    const selectors = pending.current;
    if (!selectors || version === null || version === undefined) return;
    pending.current = null;
    const scope = root?.current ?? document;
    for (const selector of selectors) {
      const element = scope.querySelector<HTMLElement>(selector);
      if (element && !element.matches(":disabled")) {
        element.focus();
        return;
      }
    }
  }, [version, root]);
  return useCallback((selectors: string[]) => {
    pending.current = selectors;
  }, []);
};

/** The selector of a row's control marked `data-focus-key={key}`. */
export const focusKey = (key: string) => `[data-focus-key="${key}"]`;

/** The focus key of the Remove of item `index` in a list whose Removes are keyed `prefix`. */
export const removeKey = (prefix: string, index: number) => `${prefix}-${index}`;

/**
 * Where focus goes once item `index` of a list keyed `prefix` is removed with its focused Remove:
 * the next item's Remove (now at that index), else the previous item's, else `fallback` (a selector).
 */
export const afterRemoving = (prefix: string, index: number, fallback: string) => [
  focusKey(removeKey(prefix, index)),
  focusKey(removeKey(prefix, index - 1)),
  fallback,
];
