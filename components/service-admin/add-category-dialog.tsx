"use client";

import { useState, type FormEvent } from "react";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import type { TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { createCategory, type TAdminCategory } from "./service-admin-api";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";

type TFormProps = { onCancel: () => void; onCreated: (category: TAdminCategory) => void };

const AddCategoryForm = ({ onCancel, onCreated }: TFormProps) => {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!name.trim()) {
      setError("Enter a category name.");
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    setStatus(null);
    const result = await createCategory(name.trim());
    setBusy(false);
    if (result.ok) {
      onCreated(result.value);
      return;
    }
    setError(result.fields.categoryShortName);
    // "Category Name Already Exists" is said under the name, with no form message: focus goes there.
    if (result.fields.categoryShortName) focusFirstInvalid(form);
    else setStatus({ tone: "error", text: result.message });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label="Category Name"
        required
        maxLength={60}
        autoComplete="off"
        data-autofocus
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <DialogFormFooter status={status} busy={busy} onCancel={onCancel} />
    </form>
  );
};

type TAddCategoryDialogProps = { open: boolean; onClose: () => void; onCreated: (category: TAdminCategory) => void };

/** Add New Category: one name; a name that exists already (ignoring case) is refused in the field. */
export const AddCategoryDialog = ({ open, onClose, onCreated }: TAddCategoryDialogProps) => (
  <Modal open={open} onClose={onClose} title="Add New Category">
    <AddCategoryForm onCancel={onClose} onCreated={onCreated} />
  </Modal>
);
