"use client";

import { useCurrentUser } from "@/components/layout/current-user-provider";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { NavLink } from "@/components/layout/nav-link";
import { SiteLogo } from "@/components/layout/site-logo";
import { ButtonLink } from "@/components/ui/button";
import { BECOME_LMF_LINK, GUEST_LINKS, LANDING_MENU, MEMBER_HOME, type TNavLink } from "@/lib/menus";

const LINK =
  "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white";

/** The landing page's menu over its banner; members see a link to their home instead of Sign Up and Login. */
export const LandingNav = () => {
  const state = useCurrentUser();
  const accountLinks: TNavLink[] =
    state.status === "authenticated"
      ? [{ title: "Members' Home", link: MEMBER_HOME }]
      : state.status === "anonymous"
        ? GUEST_LINKS
        : [];

  return (
    <header className="absolute inset-x-0 top-0 z-10">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <SiteLogo href="/" className="rounded-xl bg-white p-1 shadow-md" />
        <nav aria-label="Main" className="hidden flex-1 justify-end xl:flex">
          <ul className="flex items-center">
            {LANDING_MENU.map((item) => (
              <li key={item.link}>
                <NavLink item={item} className={LINK} activeClassName="bg-white/10" />
              </li>
            ))}
            {/* Reserved width: the account links arrive once the session is known. */}
            <li className="flex min-w-40 justify-end">
              <ul className="flex">
                {accountLinks.map((item) => (
                  <li key={item.link}>
                    <NavLink item={item} className={LINK} />
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </nav>
        <ButtonLink href={BECOME_LMF_LINK.link} variant="accent" className="ml-auto hidden shrink-0 sm:inline-flex xl:ml-0">
          {BECOME_LMF_LINK.title}
        </ButtonLink>
        <div className="ml-auto sm:ml-0 xl:hidden">
          <MobileMenu state={state} tone="dark" />
        </div>
      </div>
    </header>
  );
};
