"use client";

import { logOutAndReload } from "@/components/auth/auth-api";
import { ButtonLink } from "@/components/ui/button";
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
import { SideMenuDialog } from "./side-menu-dialog";

const LINK =
  "block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";
const ACTIVE = "bg-brand-50 text-brand-900";

/** Members get the active entries of the menu list their roles may open; visitors the header's links. */
const linksFor = (state: TCurrentUserState): TNavLink[] => {
  if (state.status === "authenticated") return visibleMenu(MEMBER_MENU, state.user.roles);
  return state.status === "anonymous" ? [...headerLinks(false), ...GUEST_LINKS] : headerLinks(false);
};

type TMobileMenuProps = { state: TCurrentUserState; tone?: "light" | "dark" };

/** Below the desktop breakpoint: the site's menu in a side panel. `dark` is for a dark background. */
export const MobileMenu = ({ state, tone = "light" }: TMobileMenuProps) => {
  const links = linksFor(state);
  const offersLmf = !links.some((link) => link.link === BECOME_LMF_LINK.link);
  const title = state.status === "authenticated" ? `Welcome ${welcomeName(state.user)}` : "Menu";

  return (
    <SideMenuDialog id="site-menu" title={title} tone={tone}>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="space-y-1">
          {links.map((item) => (
            <li key={item.link}>
              <NavLink item={item} className={LINK} activeClassName={ACTIVE} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-slate-200 px-2 py-3">
        {offersLmf && (
          <ButtonLink href={BECOME_LMF_LINK.link} variant="accent" className="mb-2 w-full">
            {BECOME_LMF_LINK.title}
          </ButtonLink>
        )}
        {state.status === "authenticated" && (
          <>
            <NavLink item={CHANGE_PASSWORD_LINK} className={LINK} activeClassName={ACTIVE} />
            <button type="button" onClick={() => void logOutAndReload()} className={`${LINK} w-full text-left`}>
              Log Out
            </button>
          </>
        )}
      </div>
    </SideMenuDialog>
  );
};
