"use client";

import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

type TMessageDialogProps = { open: boolean; title: string; message?: ReactNode; buttonLabel?: string; onClose: () => void };

/** A message that the user acknowledges with one button (Ok). */
export const MessageDialog = ({ open, title, message, buttonLabel = "Ok", onClose }: TMessageDialogProps) => (
  <Modal
    open={open}
    onClose={onClose}
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
