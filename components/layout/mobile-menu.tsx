"use client";

import dynamic from "next/dynamic";
import { ButtonLink } from "@/components/ui/button";
import { BECOME_LMF_LINK, GUEST_LINKS, headerLinks, type THeaderVariant } from "@/lib/menus";
import type { TCurrentUserState } from "./current-user-provider";
import { HEADER_TONES, MENU_PANEL_ACTIONS, MENU_PANEL_LIST, MENU_PANEL_ONE_LIST } from "./menu-styles";
import { MenuNav } from "./nav-link";
import { SideMenuDialog, SideMenuLoading } from "./side-menu-dialog";
import { welcomeName } from "./welcome-name";

// Only members see their menu: its code (and the route-role table it is filtered through) loads
// when a session is known.
const MemberMenu = dynamic(() => import("./member-menu").then((module) => module.MemberMenu), {
  ssr: false,
  loading: () => <SideMenuLoading />,
});

/** Each header's panel (its id names it to the buttons' invoker commands). */
const PANEL_IDS: Record<THeaderVariant, string> = { site: "site-menu", landing: "landing-menu" };

/** A visitor's panel: the header's links with Sign Up and Login, and Become a LMF as a button
 *  under them, or, on the landing page, in the one list. */
const VisitorMenu = ({ variant }: { variant: THeaderVariant }) =>
  variant === "landing" ? (
    <MenuNav links={[...headerLinks(false, variant), BECOME_LMF_LINK, ...GUEST_LINKS]} className={MENU_PANEL_ONE_LIST} />
  ) : (
    <>
      <MenuNav links={[...headerLinks(false, variant), ...GUEST_LINKS]} className={MENU_PANEL_LIST} />
      <div className={MENU_PANEL_ACTIONS}>
        <ButtonLink href={BECOME_LMF_LINK.link} prefetch={false} variant="accent" className="mb-2 w-full">
          {BECOME_LMF_LINK.title}
        </ButtonLink>
      </div>
    </>
  );

/** Below the desktop breakpoint: the header's menu in a side panel. Visitors (and the page until
 *  the session is known, or without JavaScript) get the header's links with Sign Up and Login; a
 *  member gets "Welcome <name>" and their own menu. */
export const MobileMenu = ({ state, variant }: { state: TCurrentUserState; variant: THeaderVariant }) => (
  <SideMenuDialog
    id={PANEL_IDS[variant]}
    title={state.status === "authenticated" ? `Welcome ${welcomeName(state.user)}` : "Menu"}
    tone={HEADER_TONES[variant]}
  >
    {state.status === "authenticated" ? <MemberMenu user={state.user} variant={variant} /> : <VisitorMenu variant={variant} />}
  </SideMenuDialog>
);
