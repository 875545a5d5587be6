"use client";

import { useState, type FormEvent } from "react";
import type { TPackView } from "@/components/projects/project-types";
import { CORRECT_FIELDS_MESSAGE } from "@/components/shared/request-json";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import type { TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { Select } from "@/components/ui/select";
import { TextArea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { CheckboxField } from "./checkbox-field";
import { PACK_KIND_LABELS, packTitle, readYear, YEAR_ERROR } from "./pack-labels";
import { savePack } from "./packs-api";

type TErrors = Partial<Record<"name" | "year" | "kind" | "description", string>>;
type TFormProps = { pack: TPackView | null; onCancel: () => void; onSaved: (pack: TPackView) => void };

const KIND_OPTIONS = (Object.keys(PACK_KIND_LABELS) as TPackView["kind"][]).map((kind) => ({
  value: kind,
  label: PACK_KIND_LABELS[kind],
}));

const PackForm = ({ pack, onCancel, onSaved }: TFormProps) => {
  const [name, setName] = useState(pack?.name ?? "");
  const [year, setYear] = useState(pack?.yearString ?? "");
  const [kind, setKind] = useState<TPackView["kind"]>(pack?.kind ?? "TABLE");
  const [description, setDescription] = useState(pack?.description ?? "");
  const [isActive, setActive] = useState(pack?.isActive ?? false);
  const [errors, setErrors] = useState<TErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const yearNumber = readYear(year);
    const missing: TErrors = {
      name: name.trim() ? undefined : "Enter the pack's name.",
      year: yearNumber === null ? YEAR_ERROR : undefined,
    };
    setErrors(missing);
    if (missing.name || yearNumber === null) {
      setStatus({ tone: "error", text: CORRECT_FIELDS_MESSAGE });
      return;
    }
    setBusy(true);
    setStatus(null);
    const result = await savePack({
      id: pack?.id,
      name: name.trim(),
      year: yearNumber,
      kind,
      description,
      isActive,
      updatedAt: pack?.updatedAt,
    });
    setBusy(false);
    if (result.ok) {
      onSaved(result.value);
      return;
    }
    const { name: nameError, year: yearError, kind: kindError, description: descriptionError } = result.fields;
    setErrors({ name: nameError, year: yearError, kind: kindError, description: descriptionError });
    const marked = Boolean(nameError || yearError || kindError || descriptionError);
    // A pack in use (409) keeps its name, year and kind: the reply says to duplicate it.
    setStatus({ tone: "error", text: marked && result.status !== 409 ? CORRECT_FIELDS_MESSAGE : result.message });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {pack && pack.applicationCount > 0 && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Applications use this pack: only its description and active flag can change. Duplicate it to change anything else.
        </p>
      )}
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
      <TextField
        label="Year"
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder="2025-26"
        hint="The federation year, for example 2025-26."
        value={year}
        onChange={(event) => setYear(event.target.value)}
        error={errors.year}
      />
      <Select
        label="Kind"
        required
        hint="Who may apply with this pack."
        value={kind}
        onChange={(event) => setKind(event.target.value as TPackView["kind"])}
        options={KIND_OPTIONS}
        error={errors.kind}
      />
      <TextArea
        label="Description"
        rows={3}
        maxLength={2000}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <CheckboxField
        label="Active"
        hint="Tables and circles can start applications with an active pack."
        checked={isActive}
        onChange={(event) => setActive(event.target.checked)}
      />
      <DialogFormFooter status={status} busy={busy} onCancel={onCancel} />
    </form>
  );
};

type TPackDialogProps = { open: boolean; pack: TPackView | null; onClose: () => void; onSaved: (pack: TPackView) => void };

/** New pack, or Edit of one (the same fields, with its id). */
export const PackDialog = ({ open, pack, onClose, onSaved }: TPackDialogProps) => (
  <Modal open={open} onClose={onClose} title={pack ? `Edit ${packTitle(pack)}` : "New pack"}>
    <PackForm key={pack?.id ?? "new"} pack={pack} onCancel={onClose} onSaved={onSaved} />
  </Modal>
);
