"use client";

import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

type TMessageDialogProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  buttonLabel?: string;
  onClose: () => void;
  /** Runs once the dialog has gone and handed focus back (Modal's afterClose). */
  afterClose?: () => void;
};

/** A message that the user acknowledges with one button (Ok). */
export const MessageDialog = ({ open, title, message, buttonLabel = "Ok", onClose, afterClose }: TMessageDialogProps) => (
  <Modal
    open={open}
    onClose={onClose}
    afterClose={afterClose}
    title={title}
    description={message}
    size="sm"
    footer={
      <Button onClick={onClose} className="min-w-20" data-autofocus>
        {buttonLabel}
      </Button>
    }
  />
);
