"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useState } from "react";
import { logOutAndReload } from "@/components/auth/auth-api";
import { ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import {
  BECOME_LMF_LINK,
  CHANGE_PASSWORD_LINK,
  GUEST_LINKS,
  headerLinks,
  MEMBER_MENU,
  visibleMenu,
  type TNavLink,
} from "@/lib/menus";
import { welcomeName } from "./welcome-name";
import type { TCurrentUserState } from "./current-user-provider";
import { NavLink } from "./nav-link";

const LINK =
  "block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";
const ACTIVE = "bg-brand-50 text-brand-900";

/** Members get the active entries of the menu list their roles may open; visitors the header's links. */
const linksFor = (state: TCurrentUserState): TNavLink[] => {
  if (state.status === "authenticated") return visibleMenu(MEMBER_MENU, state.user.roles);
  return state.status === "anonymous" ? [...headerLinks(false), ...GUEST_LINKS] : headerLinks(false);
};

type TMobileMenuProps = { state: TCurrentUserState; tone?: "light" | "dark" };

/** Below the desktop breakpoint: a menu button opening a side panel. `dark` is for a dark background. */
export const MobileMenu = ({ state, tone = "light" }: TMobileMenuProps) => {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const links = linksFor(state);
  const offersLmf = !links.some((link) => link.link === BECOME_LMF_LINK.link);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
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
      <Dialog open={open} onClose={close} className="relative z-50 xl:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-slate-900/40 transition-opacity data-closed:opacity-0 motion-reduce:transition-none"
        />
        <DialogPanel
          transition
          className="fixed inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-xl transition data-closed:translate-x-full motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <DialogTitle className="text-base font-semibold text-slate-900">
              {state.status === "authenticated" ? `Welcome ${welcomeName(state.user)}` : "Menu"}
            </DialogTitle>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Icon name="x" className="size-6" />
            </button>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
            <ul className="space-y-1">
              {links.map((item) => (
                <li key={item.link}>
                  <NavLink item={item} onClick={close} className={LINK} activeClassName={ACTIVE} />
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-1 border-t border-slate-200 px-2 py-3">
            {offersLmf && (
              <ButtonLink href={BECOME_LMF_LINK.link} onClick={close} variant="accent" className="mb-2 w-full">
                {BECOME_LMF_LINK.title}
              </ButtonLink>
            )}
            {state.status === "authenticated" && (
              <>
                <NavLink item={CHANGE_PASSWORD_LINK} onClick={close} className={LINK} activeClassName={ACTIVE} />
                <button type="button" onClick={() => void logOutAndReload()} className={`${LINK} w-full text-left`}>
                  Log Out
                </button>
              </>
            )}
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
};
