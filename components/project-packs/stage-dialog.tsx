"use client";

import { useState, type FormEvent } from "react";
import { FILLED_BY_LABELS } from "@/components/projects/project-types";
import { CORRECT_FIELDS_MESSAGE } from "@/components/shared/request-json";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import type { TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { InUseNotice, isInUse } from "./in-use-notice";
import { saveStage, type TFilledBy, type TPackStage } from "./packs-api";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";

const FILLED_BY_OPTIONS = (Object.keys(FILLED_BY_LABELS) as TFilledBy[]).map((value) => ({
  value,
  label: FILLED_BY_LABELS[value],
}));

type TFormProps = { packId: number; stage: TPackStage | null; onCancel: () => void; onSaved: (stage: TPackStage) => void };

const StageForm = ({ packId, stage, onCancel, onSaved }: TFormProps) => {
  const [name, setName] = useState(stage?.name ?? "");
  const [filledBy, setFilledBy] = useState<TFilledBy | "">(stage?.filledBy ?? "");
  const [errors, setErrors] = useState<{ name?: string; filledBy?: string }>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = {
      name: name.trim() ? undefined : "Enter the stage's name.",
      filledBy: filledBy ? undefined : "Choose who fills this stage.",
    };
    setErrors(missing);
    if (missing.name || !filledBy) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    setStatus(null);
    setConflict(null);
    const result = await saveStage({ id: stage?.id, packId, name: name.trim(), filledBy });
    setBusy(false);
    if (result.ok) {
      onSaved(result.value);
      return;
    }
    if (isInUse(result)) {
      setConflict(result.message);
      return;
    }
    setErrors({ name: result.fields.name, filledBy: result.fields.filledBy });
    setStatus({
      tone: "error",
      text: result.fields.name || result.fields.filledBy ? CORRECT_FIELDS_MESSAGE : result.message,
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label="Name"
        required
        maxLength={120}
        autoComplete="off"
        data-autofocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <Select
        label="Filled by"
        required
        placeholder="Choose who fills it"
        value={filledBy}
        onChange={(event) => setFilledBy(event.target.value as TFilledBy)}
        options={FILLED_BY_OPTIONS}
        error={errors.filledBy}
      />
      {conflict && <InUseNotice message={conflict} />}
      <DialogFormFooter status={status} busy={busy} onCancel={onCancel} />
    </form>
  );
};

type TStageDialogProps = {
  open: boolean;
  packId: number;
  stage: TPackStage | null;
  onClose: () => void;
  onSaved: (stage: TPackStage) => void;
};

/** Add stage (it goes last), or Edit of one's name and who fills it. */
export const StageDialog = ({ open, packId, stage, onClose, onSaved }: TStageDialogProps) => (
  <Modal open={open} onClose={onClose} title={stage ? `Edit ${stage.name}` : "Add stage"}>
    <StageForm key={stage?.id ?? "new"} packId={packId} stage={stage} onCancel={onClose} onSaved={onSaved} />
  </Modal>
);
