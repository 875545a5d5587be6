"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cx } from "@/components/ui/cx";
import type { TNavLink } from "@/lib/menus";

type TNavLinkProps = { item: TNavLink; className?: string; activeClassName?: string; onClick?: () => void };

/** A menu link that marks the current page with aria-current. */
export const NavLink = ({ item, className, activeClassName, onClick }: TNavLinkProps) => {
  const current = usePathname() === item.link;
  return (
    <Link
      href={item.link}
      onClick={onClick}
      aria-current={current ? "page" : undefined}
      className={cx(className, current && activeClassName)}
    >
      {item.title}
    </Link>
  );
};
