"use client";

import { useState, type FormEvent } from "react";
import type { TElementKind, TElementView } from "@/components/projects/project-types";
import { CORRECT_FIELDS_MESSAGE } from "@/components/shared/request-json";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FieldMessages } from "@/components/ui/field";
import type { TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { Select } from "@/components/ui/select";
import { TextArea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { CheckboxField } from "./checkbox-field";
import { buildConfig, defaultSettings, settingMessage, settingsOf, type TSettingErrors } from "./element-config-form";
import { ElementSettings } from "./element-settings";
import { InUseNotice, isInUse } from "./in-use-notice";
import { ELEMENT_KIND_OPTIONS } from "./pack-labels";
import { saveElement } from "./packs-api";

/** What the dialog adds or edits: an element (or a new one) under a parent (null: the stage's top). */
export type TElementTarget = { element: TElementView | null; parentId: number | null; parentLabel: string | null };

type TErrors = TSettingErrors & Partial<Record<"kind" | "label" | "helpText" | "parentId", string>>;

type TFormProps = {
  stageId: number;
  target: TElementTarget;
  /** A section that holds elements must stay a section. */
  kindLocked: boolean;
  onCancel: () => void;
  onSaved: (element: TElementView) => void;
};

const ElementForm = ({ stageId, target, kindLocked, onCancel, onSaved }: TFormProps) => {
  const { element, parentId, parentLabel } = target;
  const [kind, setKind] = useState<TElementKind>(element?.kind ?? "SHORT_TEXT");
  const [label, setLabel] = useState(element?.label ?? "");
  const [helpText, setHelpText] = useState(element?.helpText ?? "");
  const [required, setRequired] = useState(element?.required ?? false);
  const [settings, setSettings] = useState(() => (element ? settingsOf(element.kind, element.config) : defaultSettings(kind)));
  const [errors, setErrors] = useState<TErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const changeKind = (next: TElementKind) => {
    setKind(next);
    setSettings(element && next === element.kind ? settingsOf(next, element.config) : defaultSettings(next));
    setErrors((current) => ({ label: current.label, helpText: current.helpText }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const built = buildConfig(kind, settings);
    const local: TErrors = { ...built.errors, label: label.trim() ? undefined : "Enter a label." };
    setErrors(local);
    if (Object.values(local).some(Boolean)) {
      setStatus({ tone: "error", text: local.config ?? CORRECT_FIELDS_MESSAGE });
      return;
    }
    setBusy(true);
    setStatus(null);
    setConflict(null);
    const result = await saveElement({
      id: element?.id,
      stageId,
      parentId,
      kind,
      label: label.trim(),
      helpText,
      required: kind !== "SECTION" && required,
      config: built.config,
    });
    setBusy(false);
    if (result.ok) {
      onSaved(result.value);
      return;
    }
    if (isInUse(result)) {
      setConflict(result.message);
      return;
    }
    const fields: TErrors = {};
    for (const [name, message] of Object.entries(result.fields)) fields[name as keyof TErrors] = settingMessage(message);
    const { config, ...marked } = fields;
    setErrors(marked);
    const anyMarked = Object.keys(marked).length > 0;
    setStatus({ tone: "error", text: config ?? (anyMarked ? CORRECT_FIELDS_MESSAGE : result.message) });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="text-sm text-slate-700">
        <p>Placed {parentLabel ? `inside ${parentLabel}` : "at the top of the stage"}.</p>
        <FieldMessages error={errors.parentId} errorId="element-parent-error" />
      </div>
      <Select
        label="Kind"
        required
        disabled={kindLocked}
        hint={kindLocked ? "This section holds elements, so it stays a section." : undefined}
        options={ELEMENT_KIND_OPTIONS}
        value={kind}
        onChange={(event) => changeKind(event.target.value as TElementKind)}
        error={errors.kind}
      />
      <TextField
        label="Label"
        required
        maxLength={300}
        autoComplete="off"
        data-autofocus
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        error={errors.label}
      />
      <TextArea
        label="Help text"
        rows={2}
        maxLength={2000}
        hint="Shown under the label to whoever fills the form."
        value={helpText}
        onChange={(event) => setHelpText(event.target.value)}
        error={errors.helpText}
      />
      {kind !== "SECTION" && (
        <CheckboxField label="Required" checked={required} onChange={(event) => setRequired(event.target.checked)} />
      )}
      <ElementSettings kind={kind} settings={settings} errors={errors} onChange={setSettings} />
      {conflict && <InUseNotice message={conflict} />}
      <DialogFormFooter status={status} busy={busy} onCancel={onCancel} />
    </form>
  );
};

type TElementDialogProps = Omit<TFormProps, "target" | "onCancel"> & {
  open: boolean;
  title: string;
  target: TElementTarget | null;
  onClose: () => void;
};

/** Add element (at the top, or inside a section), or Edit of one: kind, label, help, required, settings. */
export const ElementDialog = ({ open, title, target, onClose, ...form }: TElementDialogProps) => (
  <Modal open={open} onClose={onClose} title={title} size="lg">
    {target && (
      <ElementForm
        key={`${target.element?.id ?? "new"}-${target.parentId ?? "top"}`}
        target={target}
        onCancel={onClose}
        {...form}
      />
    )}
  </Modal>
);
