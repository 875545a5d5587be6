"use client";

// The member's part of the phone menu: the menu list their roles may open, Change Password and
// Log Out. The phone menu loads it (next/dynamic) once a session is known, so a visitor's pages
// carry neither this list nor the route-role table it is filtered through.
import { logOutAndReload, type TCurrentUser } from "@/components/auth/auth-api";
import { ButtonLink } from "@/components/ui/button";
import { MEMBER_MENU, visibleMenu } from "@/lib/member-menus";
import { BECOME_LMF_LINK, CHANGE_PASSWORD_LINK, type THeaderVariant } from "@/lib/menus";
import { MENU_LINK, MENU_PANEL_ACTIONS, MENU_PANEL_LIST, MENU_PANEL_ONE_LIST } from "./menu-styles";
import { MenuNav, NavLink } from "./nav-link";

const LogOutButton = () => (
  <button type="button" onClick={() => void logOutAndReload()} className={MENU_LINK}>
    Log Out
  </button>
);

/** The phone menu's panel for a member: under the site header, their menu then the account's
 *  actions (with Become a LMF when their menu lacks it); on the landing page, one list, the
 *  account's actions last. */
export const MemberMenu = ({ user, variant }: { user: TCurrentUser; variant: THeaderVariant }) => {
  const links = visibleMenu(MEMBER_MENU, user.roles);
  if (variant === "landing")
    return (
      <MenuNav links={[...links, CHANGE_PASSWORD_LINK]} className={MENU_PANEL_ONE_LIST}>
        <li>
          <LogOutButton />
        </li>
      </MenuNav>
    );

  const offersLmf = !links.some((link) => link.link === BECOME_LMF_LINK.link);
  return (
    <>
      <MenuNav links={links} className={MENU_PANEL_LIST} />
      <div className={MENU_PANEL_ACTIONS}>
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
