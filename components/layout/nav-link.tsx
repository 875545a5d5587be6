"use client";

import { PageLink } from "@/components/public/page-link";
import { usePathname } from "next/navigation";
import { publicAddress } from "@/lib/http/public-rewrites";
import type { TNavLink } from "@/lib/menus";

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
