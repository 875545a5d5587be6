"use client";

// The member's part of the phone menus: the menu list their roles may open, Change Password and
// Log Out. The site header and the landing's menu load it (next/dynamic) once a session is known,
// so a visitor's pages carry neither this list nor the route-role table it is filtered through.
import { logOutAndReload, type TCurrentUser } from "@/components/auth/auth-api";
import { ButtonLink } from "@/components/ui/button";
import { MEMBER_MENU, visibleMenu } from "@/lib/member-menus";
import { BECOME_LMF_LINK, CHANGE_PASSWORD_LINK } from "@/lib/menus";
import { MENU_LINK } from "./menu-styles";
import { MenuNav, NavLink } from "./nav-link";

const LogOutButton = () => (
  <button type="button" onClick={() => void logOutAndReload()} className={MENU_LINK}>
    Log Out
  </button>
);

/** The site header's side panel for a member: their menu, then the account's actions. */
export const MemberSideMenu = ({ user }: { user: TCurrentUser }) => {
  const links = visibleMenu(MEMBER_MENU, user.roles);
  const offersLmf = !links.some((link) => link.link === BECOME_LMF_LINK.link);

  return (
    <>
      <MenuNav links={links} className="flex-1 overflow-y-auto px-2 py-3" />
      <div className="space-y-1 border-t border-slate-200 px-2 py-3">
        {offersLmf && (
          <ButtonLink href={BECOME_LMF_LINK.link} prefetch={false} variant="accent" className="mb-2 w-full">
            {BECOME_LMF_LINK.title}
          </ButtonLink>
        )}
        <NavLink item={CHANGE_PASSWORD_LINK} className={MENU_LINK} />
        <LogOutButton />
      </div>
    </>
  );
};

/** The landing page's side panel for a member: one list, the account's actions last. */
export const MemberLandingMenu = ({ user }: { user: TCurrentUser }) => (
  <MenuNav links={[...visibleMenu(MEMBER_MENU, user.roles), CHANGE_PASSWORD_LINK]} className="px-2 py-3">
    <li>
      <LogOutButton />
    </li>
  </MenuNav>
);
