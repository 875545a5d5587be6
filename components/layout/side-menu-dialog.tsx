"use client";

// The menu below the desktop breakpoint: a button that opens a side panel on the native <dialog>
// element. The browser keeps focus inside, closes it on Escape and makes the page behind inert,
// so no dialog library is needed. Used by the site header of the members' and form pages; the
// script-free public pages have components/static-page/menu-dialog.tsx.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import { MENU_CLOSE_BUTTON, MENU_DIALOG, MENU_DIALOG_HEADER, MENU_DIALOG_TITLE, menuButtonClasses } from "./menu-styles";

type TSideMenuDialogProps = {
  id: string;
  title: string;
  /** The panel's content. Following one of its links closes the panel. */
  children: ReactNode;
};

export const SideMenuDialog = ({ id, title, children }: TSideMenuDialogProps) => {
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
        className={menuButtonClasses("light")}
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
        className={MENU_DIALOG}
      >
        {open && (
          <>
            <div className={MENU_DIALOG_HEADER}>
              <h2 id={titleId} className={MENU_DIALOG_TITLE}>
                {title}
              </h2>
              <button type="button" onClick={close} aria-label="Close menu" className={MENU_CLOSE_BUTTON}>
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
