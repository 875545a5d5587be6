// The site header of the script-free public pages. Visitors see it as it is rendered: the main
// links, Sign Up and Login, Become a LMF, and the phone menu. For a member, public/scripts/site.js
// swaps the visitor's parts (data-guest-only) for the member's (data-member-only): the Welcome
// menu, the member's own phone menu and Log Out. The members' and form pages keep the React
// header (components/layout/site-header.tsx), which knows the session before it renders.
import { SiteLogo } from "@/components/layout/site-logo";
import { HEADER_LINK, MENU_LINK } from "@/components/layout/menu-styles";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { BECOME_LMF_LINK, CHANGE_PASSWORD_LINK, GUEST_LINKS, headerLinks, SITE_HOME } from "@/lib/menus";
import { MenuDialog } from "./menu-dialog";
import { MemberLinks, PlainNavLink } from "./nav-links";

const ACCOUNT_ITEM =
  "flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:outline-none";

/** "Welcome <name>" with Change Password and Log Out, on a native disclosure (site.js closes it
 *  on a click elsewhere and on Escape). */
const MemberAccountMenu = () => (
  <details data-member-only data-dropdown hidden className="group relative">
    <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 group-open:bg-slate-100 [&::-webkit-details-marker]:hidden">
      <span className="truncate">
        Welcome <span data-member-name />
      </span>
      <Icon name="chevron-down" className="size-4" />
    </summary>
    <ul className="absolute right-0 z-40 mt-1 w-52 rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200">
      <li>
        <a href={CHANGE_PASSWORD_LINK.link} className={ACCOUNT_ITEM}>
          <Icon name="key" className="size-4" />
          {CHANGE_PASSWORD_LINK.title}
        </a>
      </li>
      <li>
        <button type="button" data-logout className={ACCOUNT_ITEM}>
          <Icon name="logout" className="size-4" />
          Log Out
        </button>
      </li>
    </ul>
  </details>
);

export const StaticSiteHeader = ({ currentPath }: { currentPath: string }) => (
  <header className="border-b border-slate-200 bg-white">
    <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
      <SiteLogo href={SITE_HOME} />
      <nav aria-label="Main" className="hidden flex-1 justify-center xl:flex">
        <ul className="flex items-center">
          {headerLinks(false).map((item) => (
            <li key={item.title}>
              <PlainNavLink item={item} currentPath={currentPath} className={HEADER_LINK} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="hidden w-44 shrink-0 items-center justify-end xl:flex">
        <ul data-guest-only className="flex items-center" aria-label="Account">
          {GUEST_LINKS.map((item) => (
            <li key={item.link}>
              <PlainNavLink item={item} currentPath={currentPath} className={HEADER_LINK} />
            </li>
          ))}
        </ul>
        <MemberAccountMenu />
      </div>
      <ButtonLink href={BECOME_LMF_LINK.link} variant="accent" className="ml-auto hidden shrink-0 sm:inline-flex xl:ml-0">
        {BECOME_LMF_LINK.title}
      </ButtonLink>
      <div className="ml-auto sm:ml-0 xl:hidden">
        <MenuDialog id="site-menu" title="Menu">
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
            <MemberLinks
              links={[...headerLinks(false), ...GUEST_LINKS]}
              currentPath={currentPath}
              linkClassName={MENU_LINK}
              className="space-y-1"
            />
          </nav>
          <div className="space-y-1 border-t border-slate-200 px-2 py-3">
            {/* A member's menu lists Become a LMF itself. */}
            <ButtonLink data-guest-only href={BECOME_LMF_LINK.link} variant="accent" className="mb-2 w-full">
              {BECOME_LMF_LINK.title}
            </ButtonLink>
            <button type="button" data-logout data-member-only hidden className={MENU_LINK}>
              Log Out
            </button>
          </div>
        </MenuDialog>
      </div>
    </div>
  </header>
);
