"use client";

import dynamic from "next/dynamic";
import { ButtonLink } from "@/components/ui/button";
import { BECOME_LMF_LINK, GUEST_LINKS, headerLinks } from "@/lib/menus";
import type { TCurrentUserState } from "./current-user-provider";
import { MenuNav } from "./nav-link";
import { SideMenuDialog, SideMenuLoading } from "./side-menu-dialog";
import { welcomeName } from "./welcome-name";

// Only members see their menu: its code (and the route-role table it is filtered through) loads
// when a session is known.
const MemberSideMenu = dynamic(() => import("./member-menu").then((module) => module.MemberSideMenu), {
  ssr: false,
  loading: () => <SideMenuLoading />,
});

/** Below the desktop breakpoint: the site's menu in a side panel. Visitors (and the page until
 *  the session is known, or without JavaScript) get the header's links with Sign Up and Login. */
export const MobileMenu = ({ state }: { state: TCurrentUserState }) =>
  state.status === "authenticated" ? (
    <SideMenuDialog id="site-menu" title={`Welcome ${welcomeName(state.user)}`}>
      <MemberSideMenu user={state.user} />
    </SideMenuDialog>
  ) : (
    <SideMenuDialog id="site-menu" title="Menu">
      <MenuNav links={[...headerLinks(false), ...GUEST_LINKS]} className="flex-1 overflow-y-auto px-2 py-3" />
      <div className="space-y-1 border-t border-slate-200 px-2 py-3">
        <ButtonLink href={BECOME_LMF_LINK.link} prefetch={false} variant="accent" className="mb-2 w-full">
          {BECOME_LMF_LINK.title}
        </ButtonLink>
      </div>
    </SideMenuDialog>
  );
