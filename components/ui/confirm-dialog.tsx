"use client";

import type { ReactNode } from "react";
import { Button, type TButtonVariant } from "./button";
import { Modal } from "./modal";

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: TButtonVariant;
  /** While the action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Runs once the dialog has gone and handed focus back (Modal's afterClose). */
  afterClose?: () => void;
};

/** Asks before an action is taken. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  confirmVariant = "primary",
  busy = false,
  onConfirm,
  onCancel,
  afterClose,
}: TConfirmDialogProps) => (
  <Modal
    open={open}
    onClose={busy ? () => {} : onCancel}
    afterClose={afterClose}
    title={title}
    description={message}
    size="sm"
    footer={
      <>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </>
    }
  />
);
