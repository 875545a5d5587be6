"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { TFormStatus } from "@/components/ui/form-status";
import { deleteContent } from "./content-api";

type TTarget = { id: number; title: string };

/**
 * Delete after a confirmation: who is asked about, the busy state, and the outcome as a status.
 * Once a deleted row's dialog has gone, focus goes to that status (`afterClose`), not to the page's
 * body with the row's Delete button; after a failure the dialog gives it back to that button.
 */
export const useDelete = (
  what: "blog" | "news",
  onDeleted: (id: number) => void,
  onStatus: (status: TFormStatus) => void,
  focusStatus: () => void,
) => {
  // Kept after the dialog closes, so that its text does not change while it fades out.
  const [target, setTarget] = useState<TTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleted = useRef(false);
  const router = useRouter();

  const ask = (row: TTarget) => {
    setTarget(row);
    setOpen(true);
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    const result = await deleteContent(what, target.id);
    setBusy(false);
    setOpen(false);
    if (!result.ok) return onStatus({ tone: "error", text: result.message });
    onDeleted(target.id);
    deleted.current = true;
    // As after a save: the page that Back shows later lists it no more.
    router.refresh();
    onStatus({ tone: "success", text: `“${target.title}” has been deleted.` });
  };

  const afterClose = () => {
    if (deleted.current) focusStatus();
    deleted.current = false;
  };

  return { target, open, busy, ask, confirm, cancel: () => setOpen(false), afterClose };
};
