import type { ReactNode } from "react";
import { MainContent } from "./main-content";
import { SiteFooter } from "./site-footer";
import { SiteLogo } from "./site-logo";

type TStatusScreenProps = { code: string; title: string; children: ReactNode; actions: ReactNode };

/**
 * The whole-page frame of the not-found and error screens (they render outside the group layouts).
 * The root not-found and error boundaries ship with every page, so the frame has a light header
 * (the logo, linking home) rather than the site header with its menus.
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
    <SiteFooter />
  </>
);
