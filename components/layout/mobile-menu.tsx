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
import { MENU_LINK } from "./menu-styles";
import { NavLink } from "./nav-link";
import { SideMenuDialog } from "./side-menu-dialog";

/** Members get the active entries of the menu list their roles may open; visitors (and the page
 *  until the session is known, or without JavaScript) the header's links with Sign Up and Login. */
const linksFor = (state: TCurrentUserState): TNavLink[] =>
  state.status === "authenticated" ? visibleMenu(MEMBER_MENU, state.user.roles) : [...headerLinks(false), ...GUEST_LINKS];

/** Below the desktop breakpoint: the site's menu in a side panel. */
export const MobileMenu = ({ state }: { state: TCurrentUserState }) => {
  const links = linksFor(state);
  const offersLmf = !links.some((link) => link.link === BECOME_LMF_LINK.link);
  const title = state.status === "authenticated" ? `Welcome ${welcomeName(state.user)}` : "Menu";

  return (
    <SideMenuDialog id="site-menu" title={title}>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="space-y-1">
          {links.map((item) => (
            <li key={item.link}>
              <NavLink item={item} className={MENU_LINK} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-slate-200 px-2 py-3">
        {offersLmf && (
          <ButtonLink href={BECOME_LMF_LINK.link} prefetch={false} variant="accent" className="mb-2 w-full">
            {BECOME_LMF_LINK.title}
          </ButtonLink>
        )}
        {state.status === "authenticated" && (
          <>
            <NavLink item={CHANGE_PASSWORD_LINK} className={MENU_LINK} />
            <button type="button" onClick={() => void logOutAndReload()} className={MENU_LINK}>
              Log Out
            </button>
          </>
        )}
      </div>
    </SideMenuDialog>
  );
};
