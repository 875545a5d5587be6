"use client";

// The landing page's menu below the desktop breakpoint. Visitors get the landing menu of SPEC.md
// section 2; members their menu list.
import Link from "next/link";
import { logOutAndReload } from "@/components/auth/auth-api";
import type { TCurrentUserState } from "@/components/layout/current-user-provider";
import { SideMenuDialog } from "@/components/layout/side-menu-dialog";
import { welcomeName } from "@/components/layout/welcome-name";
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

export const LandingMenuDialog = ({ state }: { state: TCurrentUserState }) => (
  <SideMenuDialog
    id="landing-menu"
    title={state.status === "authenticated" ? `Welcome ${welcomeName(state.user)}` : "Menu"}
    tone="dark"
  >
    <nav aria-label="Main" className="px-2 py-3">
      <ul className="space-y-1">
        {menuFor(state).map((item) => (
          <li key={item.link}>
            <Link href={item.link} prefetch={false} className={LINK}>
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
  </SideMenuDialog>
);
