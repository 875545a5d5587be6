"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { TNavLink } from "@/lib/menus";

/** A menu link that marks the current page with aria-current (its class styles that state). */
export const NavLink = ({ item, className }: { item: TNavLink; className?: string }) => (
  <Link href={item.link} aria-current={usePathname() === item.link ? "page" : undefined} className={className}>
    {item.title}
  </Link>
);
