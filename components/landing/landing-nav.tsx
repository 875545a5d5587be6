"use client";

import Image from "next/image";
import Link from "next/link";
import { useCurrentUser } from "@/components/layout/current-user-provider";
import { NavLink } from "@/components/layout/nav-link";
import { LOGO_HEIGHT, LOGO_WIDTH } from "@/components/layout/site-logo";
import { ButtonLink } from "@/components/ui/button";
import { BECOME_LMF_LINK, GUEST_LINKS, LANDING_MENU, MEMBER_HOME, type TNavLink } from "@/lib/menus";
import { LandingMenuDialog } from "./landing-menu-dialog";

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
    <header className="relative z-10 bg-brand-900 md:absolute md:inset-x-0 md:top-0 md:bg-transparent">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        {/* The site logo, with an ASCII-only alt: a single character beyond Latin-1 makes Node
            encode the whole cached page as UTF-16 on every response (measured: 4x slower). */}
        <Link
          href="/"
          className="inline-flex shrink-0 rounded-xl bg-white p-1 shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Image src="/images/logo.svg" alt="Federation Foundation, home" width={LOGO_WIDTH} height={LOGO_HEIGHT} preload />
        </Link>
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
        <ButtonLink
          href={BECOME_LMF_LINK.link}
          prefetch={false}
          variant="accent"
          className="ml-auto hidden shrink-0 sm:inline-flex xl:ml-0"
        >
          {BECOME_LMF_LINK.title}
        </ButtonLink>
        <div className="ml-auto sm:ml-0 xl:hidden">
          <LandingMenuDialog state={state} />
        </div>
      </div>
    </header>
  );
};
