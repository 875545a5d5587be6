// The landing page's menu over its banner (script-free, like the whole landing page). Visitors
// get the landing menu of SPEC.md section 2 with Sign Up and Login; for a member,
// public/scripts/site.js shows Members' Home instead and puts the member's menu and Log Out in
// the phone menu.
import Image from "next/image";
import Link from "next/link";
import { LOGO_HEIGHT, LOGO_WIDTH } from "@/components/layout/site-logo";
import { MENU_LINK } from "@/components/layout/menu-styles";
import { MenuDialog } from "@/components/static-page/menu-dialog";
import { MemberLinks, PlainNavLink } from "@/components/static-page/nav-links";
import { ButtonLink } from "@/components/ui/button";
import { BECOME_LMF_LINK, GUEST_LINKS, LANDING_MENU, MEMBER_HOME, SITE_HOME } from "@/lib/menus";

const LINK =
  "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white aria-[current=page]:bg-white/10";

export const LandingNav = () => (
  <header className="relative z-10 bg-brand-900 md:absolute md:inset-x-0 md:top-0 md:bg-transparent">
    <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
      {/* The site logo, with an ASCII-only alt: a single character beyond Latin-1 makes Node
          encode the whole cached page as UTF-16 on every response (measured: 4x slower). */}
      <Link
        href={SITE_HOME}
        className="inline-flex shrink-0 rounded-xl bg-white p-1 shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Image src="/images/logo.svg" alt="Federation Foundation, home" width={LOGO_WIDTH} height={LOGO_HEIGHT} preload />
      </Link>
      <nav aria-label="Main" className="hidden flex-1 justify-end xl:flex">
        <ul className="flex items-center">
          {LANDING_MENU.map((item) => (
            <li key={item.link}>
              <PlainNavLink item={item} currentPath={SITE_HOME} className={LINK} />
            </li>
          ))}
          <li className="flex min-w-40 justify-end">
            <ul data-guest-only className="flex">
              {GUEST_LINKS.map((item) => (
                <li key={item.link}>
                  <PlainNavLink item={item} currentPath={SITE_HOME} className={LINK} />
                </li>
              ))}
            </ul>
            <a data-member-only hidden href={MEMBER_HOME} className={LINK}>
              Members&apos; Home
            </a>
          </li>
        </ul>
      </nav>
      <ButtonLink href={BECOME_LMF_LINK.link} variant="accent" className="ml-auto hidden shrink-0 sm:inline-flex xl:ml-0">
        {BECOME_LMF_LINK.title}
      </ButtonLink>
      <div className="ml-auto sm:ml-0 xl:hidden">
        <MenuDialog id="landing-menu" title="Menu" tone="dark">
          <nav aria-label="Main" className="px-2 py-3">
            <MemberLinks
              links={[...LANDING_MENU, BECOME_LMF_LINK, ...GUEST_LINKS]}
              currentPath={SITE_HOME}
              linkClassName={MENU_LINK}
              className="space-y-1"
            />
            <button type="button" data-logout data-member-only hidden className={`${MENU_LINK} mt-1`}>
              Log Out
            </button>
          </nav>
        </MenuDialog>
      </div>
    </div>
  </header>
);
