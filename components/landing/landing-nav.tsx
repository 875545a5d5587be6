"use client";

// The landing page's menu over its banner (SPEC.md section 2). Visitors, and the page until the
// session is known or without JavaScript, get the landing menu with Sign Up and Login; a member
// gets Home and the logo leading to the members' home, the Welcome menu (Change Password, Log Out)
// in place of Sign Up and Login, and their own menu with Log Out in the phone menu (the site's one
// SideMenuDialog).
import dynamic from "next/dynamic";
import { PageLink } from "@/components/public/page-link";
import { useCurrentUser } from "@/components/layout/current-user-provider";
import { MenuNav, NavLink } from "@/components/layout/nav-link";
import { SideMenuDialog, SideMenuLoading } from "@/components/layout/side-menu-dialog";
import { LogoImage } from "@/components/layout/site-logo";
import { welcomeName } from "@/components/layout/welcome-name";
import { ButtonLink } from "@/components/ui/button";
import { BECOME_LMF_LINK, GUEST_LINKS, LANDING_MENU, MEMBER_HOME, SITE_HOME } from "@/lib/menus";

/** app/globals.css */
const LINK = "landing-link";

// Only members see the account menu: its code loads when it is first shown (as in the site header).
const AccountMenu = dynamic(() => import("@/components/layout/account-menu").then((module) => module.AccountMenu), {
  ssr: false,
  loading: () => <span className="h-9 w-full animate-pulse rounded-md bg-white/10 motion-reduce:animate-none" />,
});
// And their phone menu, filtered through the route-role table: loaded with the session too.
const MemberLandingMenu = dynamic(() => import("@/components/layout/member-menu").then((module) => module.MemberLandingMenu), {
  ssr: false,
  loading: () => <SideMenuLoading />,
});

/** For a member, Home leads to the members' home, as in the site header. */
const homeFor = (member: boolean) => (member ? MEMBER_HOME : SITE_HOME);

export const LandingNav = () => {
  const state = useCurrentUser();
  const member = state.status === "authenticated" ? state.user : null;
  const mainLinks = LANDING_MENU.map((item) => (item.link === SITE_HOME ? { ...item, link: homeFor(member !== null) } : item));

  return (
    <header className="relative z-10 bg-brand-900 md:absolute md:inset-x-0 md:top-0 md:bg-transparent">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        {/* The site logo, with an ASCII-only alt: a single character beyond Latin-1 makes Node
            encode the whole cached page as UTF-16 on every response (measured: 4x slower). */}
        <PageLink
          href={homeFor(member !== null)}
          className="inline-flex shrink-0 rounded-xl bg-white p-1 shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <LogoImage alt="Federation Foundation, home" />
        </PageLink>
        <nav aria-label="Main" className="hidden flex-1 justify-end xl:flex">
          <ul className="flex items-center">
            {mainLinks.map((item) => (
              <li key={item.title}>
                <NavLink item={item} className={LINK} />
              </li>
            ))}
            <li className="flex min-w-40 justify-end">
              {member ? (
                <AccountMenu user={member} tone="dark" />
              ) : (
                <ul className="flex" aria-label="Account">
                  {GUEST_LINKS.map((item) => (
                    <li key={item.link}>
                      <NavLink item={item} className={LINK} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          </ul>
        </nav>
        <ButtonLink
          href={BECOME_LMF_LINK.link}
          prefetch={false}
          variant="accent"
          className="ml-auto shrink-0 max-sm:hidden xl:ml-0"
        >
          {BECOME_LMF_LINK.title}
        </ButtonLink>
        <div className="ml-auto sm:ml-0 xl:hidden">
          <SideMenuDialog id="landing-menu" title={member ? `Welcome ${welcomeName(member)}` : "Menu"} tone="dark">
            {member ? (
              <MemberLandingMenu user={member} />
            ) : (
              <MenuNav links={[...LANDING_MENU, BECOME_LMF_LINK, ...GUEST_LINKS]} className="px-2 py-3" />
            )}
          </SideMenuDialog>
        </div>
      </div>
    </header>
  );
};
