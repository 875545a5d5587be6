import type { ReactNode } from "react";
import { MainContent } from "./main-content";
import { SITE_CONTACT, SITE_PHONE_HREF } from "@/lib/content/site-contact";
import { SiteLogo } from "./site-logo";

type TStatusScreenProps = { code: string; title: string; children: ReactNode; actions: ReactNode };

const CONTACT_LINK =
  "rounded-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * The whole-page frame of the not-found and error screens (they render outside the group layouts).
 * The root not-found and error boundaries ship with every page (in its RSC payload, the not-found
 * screen once per layout level; the error screen in a script chunk every page loads), so the frame
 * is light: the logo linking home instead of the site header with its menus, and one line with the
 * secretariat's phone and e-mail instead of the site footer.
 */
export const StatusScreen = ({ code, title, children, actions }: TStatusScreenProps) => (
  <>
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-2 sm:px-6">
        <SiteLogo href="/" />
      </div>
    </header>
    <MainContent>
      <div className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{code}</p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4 text-slate-600">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </MainContent>
    <footer className="mt-auto border-t border-slate-200 bg-slate-50 text-sm text-slate-600 print:hidden">
      <p className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
        {SITE_CONTACT.organisation}:{" "}
        <a href={SITE_PHONE_HREF} className={CONTACT_LINK}>
          {SITE_CONTACT.phone}
        </a>
        <span className="dot-sep" aria-hidden="true" />
        <a href={`mailto:${SITE_CONTACT.email}`} className={`${CONTACT_LINK} break-all`}>
          {SITE_CONTACT.email}
        </a>
      </p>
    </footer>
  </>
);
