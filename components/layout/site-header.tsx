"use client";

import dynamic from "next/dynamic";
import { ButtonLink } from "@/components/ui/button";
import { BECOME_LMF_LINK, GUEST_LINKS, headerLinks, MEMBER_HOME, SITE_HOME } from "@/lib/menus";
import { useCurrentUser } from "./current-user-provider";
import { HEADER_LINK } from "./menu-styles";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { SiteLogo } from "./site-logo";

// Only members see the account menu: its code loads when it is first shown.
const AccountMenu = dynamic(() => import("./account-menu").then((module) => module.AccountMenu), {
  ssr: false,
  loading: () => <span className="h-9 w-full animate-pulse rounded-md bg-slate-100 motion-reduce:animate-none" />,
});

/** The site header of every page but the landing page (SPEC.md section 2). */
export const SiteHeader = () => {
  const state = useCurrentUser();
  const loggedIn = state.status === "authenticated";

  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <SiteLogo href={loggedIn ? MEMBER_HOME : SITE_HOME} />
        <nav aria-label="Main" className="hidden flex-1 justify-center xl:flex">
          <ul className="flex items-center">
            {headerLinks(loggedIn).map((item) => (
              <li key={item.title}>
                <NavLink item={item} className={HEADER_LINK} />
              </li>
            ))}
          </ul>
        </nav>
        {/* Visitors' Sign Up and Login are in the HTML (pages work without JavaScript); a member's
            Welcome menu takes their place once the session is known. */}
        <div className="hidden w-44 shrink-0 items-center justify-end xl:flex">
          {state.status === "authenticated" ? (
            <AccountMenu user={state.user} />
          ) : (
            <ul className="flex items-center" aria-label="Account">
              {GUEST_LINKS.map((item) => (
                <li key={item.link}>
                  <NavLink item={item} className={HEADER_LINK} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <ButtonLink
          href={BECOME_LMF_LINK.link}
          prefetch={false}
          variant="accent"
          className="ml-auto shrink-0 max-sm:hidden xl:ml-0"
        >
          {BECOME_LMF_LINK.title}
        </ButtonLink>
        <div className="ml-auto sm:ml-0 xl:hidden">
          <MobileMenu state={state} />
        </div>
      </div>
    </header>
  );
};
