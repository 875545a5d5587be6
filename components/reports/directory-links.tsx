// The members' home's links to the directory of tables: the parts the member may open
// (lib/reports/directory-links.ts); nothing at all for a member who may open none.
import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import type { TDirectoryLink } from "@/lib/reports/directory-links";

/** One link per part of the directory the member may open (the home's box, the page's choice). */
export const DirectoryLinkList = ({ links }: { links: TDirectoryLink[] }) => (
  <ul className="mt-3 flex flex-wrap gap-2">
    {links.map((link) => (
      <li key={link.href}>
        <Link
          href={link.href}
          className="inline-block rounded-md px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Directory: {link.title}
        </Link>
      </li>
    ))}
  </ul>
);

export const DirectoryLinks = ({ links }: { links: TDirectoryLink[] }) =>
  links.length === 0 ? null : (
    <section aria-labelledby="directory-links-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="directory-links-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon name="users" className="size-5 text-brand-700" />
        Directory of tables
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each table&apos;s meeting place and this year&apos;s office bearers with their contacts, to read or download as a PDF.
      </p>
      <DirectoryLinkList links={links} />
    </section>
  );
