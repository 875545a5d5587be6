"use client";

// The menu below the desktop breakpoint: a button that opens a side panel on the native <dialog>
// element. The browser keeps focus inside, closes it on Escape and makes the page behind inert,
// so the public pages ship no dialog library. Used by the site header and the landing header.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";

type TSideMenuDialogProps = {
  id: string;
  title: string;
  /** `dark` for a menu button on a dark background. */
  tone?: "light" | "dark";
  /** The panel's content. Following one of its links closes the panel. */
  children: ReactNode;
};

export const SideMenuDialog = ({ id, title, tone = "light", children }: TSideMenuDialogProps) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  const titleId = `${id}-title`;

  // The panel's content exists only while it is open: the page stays small, and a closed menu
  // never answers a search of the page's text. It opens once its content is there, so that the
  // browser moves focus into it.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        aria-label="Open menu"
        className={cx(
          "rounded-md p-2 focus-visible:outline-2",
          tone === "light"
            ? "text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-700"
            : "text-white hover:bg-white/10 focus-visible:outline-white",
        )}
      >
        <Icon name="menu" className="size-7" />
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={titleId}
        // Escape, a link or the close button: the dialog's own close event brings focus back.
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        // A click on the backdrop lands on the <dialog> itself; a followed link leaves the page.
        onClick={(event) => {
          if (event.target === dialog.current || (event.target instanceof Element && event.target.closest("a"))) close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-sm flex-col bg-white shadow-xl backdrop:bg-slate-900/40 open:flex"
      >
        {open && (
          <>
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <h2 id={titleId} className="text-base font-semibold text-slate-900">
                {title}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label="Close menu"
                className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <Icon name="x" className="size-6" />
              </button>
            </div>
            {children}
          </>
        )}
      </dialog>
    </>
  );
};
