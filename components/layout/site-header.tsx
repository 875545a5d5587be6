"use client";

// The header of every page (SPEC.md section 2): the site's, on a white bar, and the landing page's,
// over its banner (dark, transparent from md up), with the landing's own links. Visitors, and the
// page until the session is known or without JavaScript, get Sign Up and Login; a member gets Home
// and the logo leading to the members' home, the Welcome menu (Change Password, Log Out) in place
// of Sign Up and Login, and their own phone menu.
import dynamic from "next/dynamic";
import { ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { BECOME_LMF_LINK, GUEST_LINKS, headerLinks, MEMBER_HOME, SITE_HOME, type THeaderVariant } from "@/lib/menus";
import { useCurrentUser } from "./current-user-provider";
import { HEADER_LINK, HEADER_TONES, LANDING_LINK } from "./menu-styles";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { SiteLogo } from "./site-logo";

// Only members see the account menu: its code loads when it is first shown. next/dynamic's
// placeholder takes no props, so each tone has its own, of the one menu's code.
const AccountMenu = dynamic(() => import("./account-menu").then((module) => module.AccountMenu), {
  ssr: false,
  loading: () => <span className="h-9 w-full animate-pulse rounded-md bg-slate-100 motion-reduce:animate-none" />,
});
const AccountMenuOnDark = dynamic(() => import("./account-menu").then((module) => module.AccountMenu), {
  ssr: false,
  loading: () => <span className="h-9 w-full animate-pulse rounded-md bg-white/10 motion-reduce:animate-none" />,
});

const VARIANTS = {
  site: {
    header: "border-b border-slate-200 bg-white print:hidden",
    rowPadding: "py-2",
    navAlign: "justify-center",
    link: HEADER_LINK,
    guestList: "flex items-center",
    AccountMenu,
  },
  landing: {
    header: "relative z-10 bg-brand-900 md:absolute md:inset-x-0 md:top-0 md:bg-transparent",
    rowPadding: "py-3",
    navAlign: "justify-end",
    link: LANDING_LINK,
    guestList: "flex",
    AccountMenu: AccountMenuOnDark,
  },
} satisfies Record<THeaderVariant, Record<string, unknown>>;

export const SiteHeader = ({ variant = "site" }: { variant?: THeaderVariant }) => {
  const state = useCurrentUser();
  const member = state.status === "authenticated" ? state.user : null;
  const style = VARIANTS[variant];
  const tone = HEADER_TONES[variant];

  // Visitors' Sign Up and Login are in the HTML (pages work without JavaScript); a member's
  // Welcome menu takes their place once the session is known.
  const account = member ? (
    <style.AccountMenu user={member} tone={tone} />
  ) : (
    <ul className={style.guestList} aria-label="Account">
      {GUEST_LINKS.map((item) => (
        <li key={item.link}>
          <NavLink item={item} className={style.link} />
        </li>
      ))}
    </ul>
  );

  return (
    <header className={style.header}>
      <div className={cx("mx-auto flex max-w-7xl items-center gap-3 px-4", style.rowPadding, "sm:px-6")}>
        <SiteLogo href={member ? MEMBER_HOME : SITE_HOME} tone={tone} />
        <nav aria-label="Main" className={cx("hidden flex-1", style.navAlign, "xl:flex")}>
          <ul className="flex items-center">
            {headerLinks(member !== null, variant).map((item) => (
              <li key={item.title}>
                <NavLink item={item} className={style.link} />
              </li>
            ))}
            {/* The landing's links end, on the right of its banner, with the account's; the site's
                centred links leave them a box of their own (below). */}
            {variant === "landing" && <li className="flex min-w-40 justify-end">{account}</li>}
          </ul>
        </nav>
        {variant === "site" && <div className="hidden w-44 shrink-0 items-center justify-end xl:flex">{account}</div>}
        <ButtonLink
          href={BECOME_LMF_LINK.link}
          prefetch={false}
          variant="accent"
          className="ml-auto shrink-0 max-sm:hidden xl:ml-0"
        >
          {BECOME_LMF_LINK.title}
        </ButtonLink>
        <div className="ml-auto sm:ml-0 xl:hidden">
          <MobileMenu state={state} variant={variant} />
        </div>
      </div>
    </header>
  );
};
