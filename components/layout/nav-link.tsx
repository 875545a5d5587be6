"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { TNavLink } from "@/lib/menus";

/**
 * A menu link that marks the current page with aria-current (its class styles that state). Menus
 * link to the forms, whose client code (zod, the form components) viewport prefetching would load
 * on every reading page; the pages are cached, so a click costs little without it.
 */
export const NavLink = ({ item, className }: { item: TNavLink; className?: string }) => (
  <Link href={item.link} prefetch={false} aria-current={usePathname() === item.link ? "page" : undefined} className={className}>
    {item.title}
  </Link>
);
