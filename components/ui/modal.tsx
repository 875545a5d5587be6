"use client";

import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { OnUnmount } from "@/components/shared/on-unmount";
import { cx } from "./cx";

type TModalProps = {
  open: boolean;
  onClose: () => void;
  /**
   * Runs once the dialog has gone and handed focus back (at the end of its leave transition, however
   * long that took): the moment to move focus elsewhere. Not Transition's afterLeave, which runs
   * before the unmount that restores focus, so focus moved there would be taken back.
   */
  afterClose?: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned at the bottom. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
};

const WIDTHS = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl" } as const;

/** A modal dialog: focus is trapped inside, Escape and a backdrop click call onClose. */
export const Modal = ({ open, onClose, afterClose, title, description, children, footer, size = "md" }: TModalProps) => (
  <Dialog open={open} onClose={onClose} className="relative z-50">
    <DialogBackdrop
      transition
      className="fixed inset-0 bg-slate-900/50 transition-opacity duration-150 data-closed:opacity-0 motion-reduce:transition-none"
    />
    {/* The outer layer scrolls and the inner one centres: a panel taller than the window can be
        scrolled to its top (a centring flex box that scrolls itself would cut the top off). */}
    <div className="fixed inset-0 w-screen overflow-y-auto">
      <div className="flex min-h-full items-center justify-center p-4">
        <DialogPanel
          transition
          className={cx(
            "w-full rounded-lg bg-white p-6 shadow-xl transition duration-150 data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none",
            WIDTHS[size],
          )}
        >
          {/* Always there, so that an afterClose given or dropped while open never unmounts it early. */}
          <OnUnmount run={() => afterClose?.()} />
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description && <Description className="mt-2 text-sm text-slate-600">{description}</Description>}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        </DialogPanel>
      </div>
    </div>
  </Dialog>
);
