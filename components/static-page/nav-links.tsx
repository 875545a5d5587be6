// Links of the script-free pages' menus. The page knows its own address, so the current link
// is marked (aria-current) in the HTML. Lists marked data-member-links are replaced by the
// member's own menu once public/scripts/site.js learns that a member is logged in; their
// <template> is the markup of one entry.
import Link from "next/link";
import type { TNavLink } from "@/lib/menus";

type TNavLinksProps = { links: TNavLink[]; currentPath: string; linkClassName: string; className?: string };

export const PlainNavLink = ({ item, currentPath, className }: { item: TNavLink; currentPath: string; className: string }) => (
  <Link href={item.link} aria-current={item.link === currentPath ? "page" : undefined} className={className}>
    {item.title}
  </Link>
);

/** The visitor's links; a member's menu takes their place (site.js). */
export const MemberLinks = ({ links, currentPath, linkClassName, className }: TNavLinksProps) => (
  <ul data-member-links className={className}>
    {links.map((item) => (
      <li key={item.link}>
        <PlainNavLink item={item} currentPath={currentPath} className={linkClassName} />
      </li>
    ))}
    <template>
      <li>
        <a className={linkClassName} />
      </li>
    </template>
  </ul>
);
