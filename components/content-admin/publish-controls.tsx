"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FieldMessages } from "@/components/ui/field";

type TPublishControlsProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What publishing means for this kind of content, under the box. */
  hint: string;
  error?: string;
  saving: boolean;
  /** An image is still uploading: Save waits for it, so that the saved record has it. */
  uploading: boolean;
  /** Cancel would lose changes (or an upload): it asks first. */
  unsaved: boolean;
  onCancel: () => void;
};

/** The end of a content form: "Publish on the public site", then Save (and publish) and Cancel (asking first when it would lose changes). */
export const PublishControls = ({
  checked,
  onChange,
  hint,
  error,
  saving,
  uploading,
  unsaved,
  onCancel,
}: TPublishControlsProps) => {
  const id = useId();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div>
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            disabled={saving}
            onChange={(event) => onChange(event.target.checked)}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            className="size-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            Publish on the public site
          </label>
        </div>
        <FieldMessages hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving} disabled={uploading} aria-describedby={uploading ? `${id}-uploading` : undefined}>
          {checked ? "Save and publish" : "Save draft"}
        </Button>
        <Button type="button" variant="secondary" onClick={() => (unsaved ? setAsking(true) : onCancel())} disabled={saving}>
          Cancel
        </Button>
        {uploading && (
          <p id={`${id}-uploading`} className="text-sm text-slate-600">
            Waiting for the upload to finish…
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title="Discard your changes?"
        message="What you changed in this form has not been saved, and will be lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        confirmVariant="danger"
        onConfirm={() => {
          setAsking(false);
          onCancel();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
