"use client";

import { useState, type FormEvent } from "react";
import type { TPackView } from "@/components/projects/project-types";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import type { TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { packTitle, readYear, YEAR_ERROR } from "./pack-labels";
import { duplicatePack } from "./packs-api";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";

type TFormProps = { pack: TPackView; onCancel: () => void; onCopied: (copy: TPackView) => void };

const DuplicateForm = ({ pack, onCancel, onCopied }: TFormProps) => {
  const [year, setYear] = useState(pack.yearString);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const yearNumber = readYear(year);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (yearNumber === null) {
      setError(YEAR_ERROR);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setBusy(true);
    setStatus(null);
    const result = await duplicatePack(pack.id, yearNumber);
    setBusy(false);
    if (result.ok) {
      onCopied(result.value);
      return;
    }
    // The year is the path's second part ("b"): readApiError names it so.
    setError(result.fields.b ?? result.fields.year);
    setStatus({ tone: "error", text: result.message });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label="Year of the copy"
        required
        inputMode="numeric"
        autoComplete="off"
        data-autofocus
        placeholder="2026-27"
        hint={
          yearNumber === pack.year
            ? "The same year: the copy becomes the next version of this pack."
            : "Another year: the copy becomes a new pack for that year."
        }
        value={year}
        onChange={(event) => {
          setYear(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <DialogFormFooter status={status} busy={busy} onCancel={onCancel} />
    </form>
  );
};

type TDuplicateDialogProps = {
  open: boolean;
  pack: TPackView | null;
  onClose: () => void;
  onCopied: (copy: TPackView) => void;
};

/** Copies a pack with its stages, elements and approval mapping; the copy starts inactive. */
export const DuplicateDialog = ({ open, pack, onClose, onCopied }: TDuplicateDialogProps) => (
  <Modal
    open={open}
    onClose={onClose}
    title={pack ? `Duplicate ${packTitle(pack)}` : "Duplicate"}
    description="The stages, elements and approval mapping are copied. The copy is inactive until you activate it."
  >
    {pack && <DuplicateForm key={pack.id} pack={pack} onCancel={onClose} onCopied={onCopied} />}
  </Modal>
);
