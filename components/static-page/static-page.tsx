// The frame of every script-free public page (pages/, rendered by the Pages Router with
// `unstable_runtimeJS: false`, see docs/decisions.md): its <head> tags, the skip link, the page,
// the footer and public/scripts/site.js, the only script it loads.
import Head from "next/head";
import type { ReactNode } from "react";
import { MainContent } from "@/components/layout/main-content";
import { SiteFooter } from "@/components/layout/site-footer";
import { SkipLink } from "@/components/layout/skip-link";
import { JsonLd } from "@/components/public/json-ld";
import { pageHeadTags, type TPageMetadataOptions } from "@/lib/seo/metadata";
import type { TJsonLd } from "@/lib/seo/structured-data";
import { StaticSiteHeader } from "./static-site-header";

/** Served from public/ as it is: a few KiB, fetched after the HTML is parsed. */
export const SITE_SCRIPT_SRC = "/scripts/site.js";

type TStaticPageProps = { head: TPageMetadataOptions; jsonLd?: TJsonLd; children: ReactNode };

/** The page's own header and <main> are its children (the landing page has its own). */
export const StaticPage = ({ head, jsonLd, children }: TStaticPageProps) => {
  const tags = pageHeadTags(head);
  return (
    <>
      <Head>
        <title>{tags.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {tags.meta.map(({ key, name, property, content }) => (
          <meta key={key} name={name} property={property} content={content} />
        ))}
        <link rel="canonical" href={tags.canonical} />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      </Head>
      {jsonLd && <JsonLd data={jsonLd} />}
      <SkipLink />
      {children}
      <SiteFooter />
      <script src={SITE_SCRIPT_SRC} defer />
    </>
  );
};

type TStaticSitePageProps = TStaticPageProps & { currentPath: string };

/** A script-free page with the site header: most public reading pages. */
export const StaticSitePage = ({ currentPath, children, ...page }: TStaticSitePageProps) => (
  <StaticPage {...page}>
    <StaticSiteHeader currentPath={currentPath} />
    <MainContent>{children}</MainContent>
  </StaticPage>
);
