"use client";

// The phone menu of every page: a button that opens a side panel on the native <dialog> element.
// The browser keeps focus inside, closes it on Escape and makes the page behind inert, so no
// dialog library is needed. The panel's links are in the HTML, and the buttons carry HTML invoker
// commands, so browsers that have them open and close it before (or without) JavaScript; React
// opens it elsewhere, closes it on a link or the backdrop and hands focus back to the button.
import { useRef, useState, type ReactNode } from "react";
import { CLOSE_PATH, IconSvg, MENU_PATH } from "@/components/ui/icon-svg";
import { Skeleton } from "@/components/ui/skeleton";
import {
  MENU_CLOSE_BUTTON,
  MENU_DIALOG,
  MENU_DIALOG_HEADER,
  MENU_DIALOG_TITLE,
  menuButtonClasses,
  type TMenuTone,
} from "./menu-styles";

type TSideMenuDialogProps = {
  id: string;
  title: string;
  /** The button's colours: on a light header, or on the landing page's banner. */
  tone?: TMenuTone;
  /** The panel's content. Following one of its links closes the panel. */
  children: ReactNode;
};

export const SideMenuDialog = ({ id, title, tone = "light", children }: TSideMenuDialogProps) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  const titleId = `${id}-title`;

  return (
    <>
      <button
        ref={opener}
        type="button"
        commandfor={id}
        command="show-modal"
        // Where the browser runs the invoker command itself, this comes first and the command
        // then finds the dialog open (a no-op).
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        aria-label="Open menu"
        className={menuButtonClasses(tone)}
      >
        <IconSvg className="size-7">{MENU_PATH}</IconSvg>
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={titleId}
        // Escape, a link, the close button or the backdrop: focus goes back to the menu button.
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
        <div className={MENU_DIALOG_HEADER}>
          <h2 id={titleId} className={MENU_DIALOG_TITLE}>
            {title}
          </h2>
          <button
            type="button"
            commandfor={id}
            command="close"
            onClick={close}
            aria-label="Close menu"
            className={MENU_CLOSE_BUTTON}
          >
            <IconSvg className="size-6">{CLOSE_PATH}</IconSvg>
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
};

/** The panel's content while a member's menu loads (next/dynamic's placeholder). */
export const SideMenuLoading = () => <Skeleton lines={6} label="Loading your menu" className="px-4 py-3" lineClassName="h-9" />;
