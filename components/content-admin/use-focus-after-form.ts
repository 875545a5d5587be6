"use client";

import { useRef } from "react";

/**
 * Where keyboard focus goes when a section's edit form closes, instead of falling to the page's
 * body with the form: after a save to the screen's message, which says what was saved; after
 * Cancel back to the button that opened the form (its row's Edit, or New). `onFormGone` runs it
 * from an OnUnmount beside the form, so after the "Discard your changes?" dialog, when it was open,
 * has handed focus back (Headless UI does so as the form goes, and would take it back).
 */
export const useFocusAfterForm = (focusStatus: () => void) => {
  const sectionRef = useRef<HTMLDivElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const next = useRef<(() => void) | null>(null);

  const focusOpener = (id: number | null) => {
    const edit = id === null ? null : sectionRef.current?.querySelector<HTMLElement>(`[data-row-id="${id}"] button`);
    (edit ?? newButtonRef.current)?.focus();
  };

  return {
    sectionRef,
    newButtonRef,
    afterSave: () => {
      next.current = focusStatus;
    },
    afterCancel: (id: number | null) => {
      next.current = () => focusOpener(id);
    },
    onFormGone: () => {
      next.current?.();
      next.current = null;
    },
  };
};
