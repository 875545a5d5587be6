// A stored file or vendor of a stage part is removed only once confirmed.
import { useRef, useState } from "react";
import type { TResult } from "@/components/shared/post-form";
import type { TElementView } from "./project-types";

export type TPartProps = {
  element: TElementView;
  applicationStageId: number;
  readOnly: boolean;
  onChanged: () => void;
  onError: (message: string) => void;
  /** What the last Submit found the part lacks, while it still does. */
  error?: string;
};

/**
 * Remove, asked first: `ask(item)` opens the dialog, Confirm removes it (the dialog busy
 * meanwhile, so a second click sends nothing), then the stage reloads or the failure is shown.
 */
export const useRemoval = <T>(
  removeOne: (item: T) => Promise<TResult<unknown>>,
  { onChanged, onError }: Pick<TPartProps, "onChanged" | "onError">,
) => {
  // Kept while the dialog fades out, so that its text does not change.
  const [item, setItem] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const confirm = async () => {
    if (!item || running.current) return;
    running.current = true;
    setBusy(true);
    const result = await removeOne(item);
    running.current = false;
    setBusy(false);
    setOpen(false);
    if (result.ok) onChanged();
    else onError(result.message);
  };
  return {
    item,
    ask: (next: T) => {
      setItem(next);
      setOpen(true);
    },
    dialog: { open, busy, onConfirm: () => void confirm(), onCancel: () => setOpen(false) },
  };
};
