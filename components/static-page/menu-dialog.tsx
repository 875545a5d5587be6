// The phone menu of the script-free pages: a button and a native <dialog> side panel. Browsers
// with invoker commands open and close it from the buttons alone (before site.js has arrived, or
// without it); public/scripts/site.js opens it elsewhere, closes it on a link or the backdrop,
// keeps aria-expanded and hands focus back to the button. The browser traps focus and closes it
// on Escape.
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import {
  MENU_CLOSE_BUTTON,
  MENU_DIALOG,
  MENU_DIALOG_HEADER,
  MENU_DIALOG_TITLE,
  menuButtonClasses,
  type TMenuTone,
} from "@/components/layout/menu-styles";

type TMenuDialogProps = { id: string; title: string; tone?: TMenuTone; children: ReactNode };

export const MenuDialog = ({ id, title, tone = "light", children }: TMenuDialogProps) => (
  <>
    <button
      type="button"
      data-menu-open={id}
      commandfor={id}
      command="show-modal"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-controls={id}
      aria-label="Open menu"
      className={menuButtonClasses(tone)}
    >
      <Icon name="menu" className="size-7" />
    </button>
    <dialog id={id} aria-labelledby={`${id}-title`} className={MENU_DIALOG}>
      <div className={MENU_DIALOG_HEADER}>
        {/* A member's "Welcome <name>" replaces "Menu" (site.js). */}
        <h2 id={`${id}-title`} data-member-title className={MENU_DIALOG_TITLE}>
          {title}
        </h2>
        <button
          type="button"
          data-menu-close
          commandfor={id}
          command="close"
          aria-label="Close menu"
          className={MENU_CLOSE_BUTTON}
        >
          <Icon name="x" className="size-6" />
        </button>
      </div>
      {children}
    </dialog>
  </>
);
