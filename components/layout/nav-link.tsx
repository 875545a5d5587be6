"use client";

import { PageLink } from "@/components/public/page-link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { publicAddress } from "@/lib/http/public-rewrites";
import type { TNavLink } from "@/lib/menus";
import { MENU_LINK } from "./menu-styles";

/**
 * A menu link that marks the current page with aria-current (its class styles that state), by its
 * public address (/blog/blogs for its route /blog/blogs/page/2, as server.ts rewrites it). A
 * PageLink, not prefetched: menus link to the forms, whose client code (zod, the form components)
 * viewport prefetching would load on every reading page.
 */
export const NavLink = ({ item, className }: { item: TNavLink; className?: string }) => (
  <PageLink href={item.link} aria-current={publicAddress(usePathname()) === item.link ? "page" : undefined} className={className}>
    {item.title}
  </PageLink>
);

/** A phone menu's list of links, as its panel's main navigation; `children` follow the links. */
export const MenuNav = ({ links, className, children }: { links: TNavLink[]; className: string; children?: ReactNode }) => (
  <nav aria-label="Main" className={className}>
    <ul className="space-y-1">
      {links.map((item) => (
        <li key={item.link}>
          <NavLink item={item} className={MENU_LINK} />
        </li>
      ))}
      {children}
    </ul>
  </nav>
);
