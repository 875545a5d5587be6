"use client";

// The landing page's menu below the desktop breakpoint, on the native <dialog> element (focus
// is kept inside, Escape closes it, the page behind is inert) so that the landing page ships no
// dialog library. Visitors get the landing menu of SPEC.md section 2; members their menu list.
import Link from "next/link";
import { useRef } from "react";
import { logOutAndReload } from "@/components/auth/auth-api";
import type { TCurrentUserState } from "@/components/layout/current-user-provider";
import { Icon } from "@/components/ui/icons";
import {
  BECOME_LMF_LINK,
  CHANGE_PASSWORD_LINK,
  GUEST_LINKS,
  LANDING_MENU,
  MEMBER_MENU,
  visibleMenu,
  type TNavLink,
} from "@/lib/menus";

const LINK =
  "block w-full rounded-md px-3 py-2.5 text-left text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";

const menuFor = (state: TCurrentUserState): TNavLink[] =>
  state.status === "authenticated"
    ? [...visibleMenu(MEMBER_MENU, state.user.roles), CHANGE_PASSWORD_LINK]
    : [...LANDING_MENU, BECOME_LMF_LINK, ...(state.status === "anonymous" ? GUEST_LINKS : [])];

/** "Welcome Admin" for admins, else the user name (as the site header's account menu says it). */
const welcome = (state: TCurrentUserState) =>
  state.status === "authenticated"
    ? `Welcome ${state.user.isAdmin ? "Admin" : state.user.userName || state.user.fullName}`
    : "Menu";

export const LandingMenuDialog = ({ state }: { state: TCurrentUserState }) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    dialog.current?.close();
    opener.current?.focus();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
        aria-controls="landing-menu"
        aria-label="Open menu"
        className="rounded-md p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Icon name="menu" className="size-7" />
      </button>
      <dialog
        ref={dialog}
        id="landing-menu"
        aria-labelledby="landing-menu-title"
        onClick={(event) => event.target === dialog.current && close()}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-sm bg-white shadow-xl backdrop:bg-slate-900/40"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id="landing-menu-title" className="text-base font-semibold text-slate-900">
            {welcome(state)}
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
        <nav aria-label="Main" className="px-2 py-3">
          <ul className="space-y-1">
            {menuFor(state).map((item) => (
              <li key={item.link}>
                <Link href={item.link} prefetch={false} onClick={close} className={LINK}>
                  {item.title}
                </Link>
              </li>
            ))}
            {state.status === "authenticated" && (
              <li>
                <button type="button" onClick={() => void logOutAndReload()} className={LINK}>
                  Log Out
                </button>
              </li>
            )}
          </ul>
        </nav>
      </dialog>
    </>
  );
};
