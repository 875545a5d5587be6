import type { ReactNode } from "react";
import { MainContent } from "./main-content";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

type TStatusScreenProps = { code: string; title: string; children: ReactNode; actions: ReactNode; header?: ReactNode };

/**
 * The whole-page frame of the not-found and error screens (they render outside the group layouts).
 * The root error boundary ships with every page, so it passes a light header of its own.
 */
export const StatusScreen = ({ code, title, children, actions, header = <SiteHeader /> }: TStatusScreenProps) => (
  <>
    {header}
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
