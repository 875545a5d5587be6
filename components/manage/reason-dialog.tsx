"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { TextArea } from "@/components/ui/textarea";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";

type TReasonDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Resolves to an error text, or null when done. */
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
  /** The field's label (default "Reason"), its limits (default 3-500) and the too-short message. */
  label?: string;
  minLength?: number;
  maxLength?: number;
  tooShortMessage?: string;
};

/** The prompt for a reason mailed to the member: no promise of a mail to one without an address. */
export const reasonPrompt = (member: { officeEmail: string | null } | null) =>
  member && !member.officeEmail
    ? "Give the reason (at least 3 characters); it is kept in the admin log."
    : "Give the reason (at least 3 characters); the member receives it by mail.";

/** A destructive decision that needs a reason (mailed to the member): asks for it, then confirms. */
export const ReasonDialog = ({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  label = "Reason",
  minLength = 3,
  maxLength = 500,
  tooShortMessage = "Give the reason (at least 3 characters); the member receives it by mail.",
}: TReasonDialogProps) => {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setReason("");
    setError(undefined);
    setStatus(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim().length < minLength) {
      setError(tooShortMessage);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setBusy(true);
    const failure = await onConfirm(reason.trim());
    setBusy(false);
    if (failure) {
      setStatus({ tone: "error", text: failure });
      return;
    }
    setReason("");
    setError(undefined);
    setStatus(null);
  };

  return (
    <Modal open={open} onClose={close} title={title} description={message}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextArea
          label={label}
          required
          rows={4}
          minLength={minLength}
          maxLength={maxLength}
          hint={`${reason.length}/${maxLength} characters`}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormStatus status={status} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
