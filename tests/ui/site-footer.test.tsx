// @database-independent
// The footer's social icons (SPEC.md section 2) link to the pages a deployment names in
// SITE_FACEBOOK_URL and SITE_YOUTUBE_URL; an unset one has no icon (it was a link to "#"), and
// the landing's structured data names the same pages.
import { renderToStaticMarkup } from "react-dom/server";
import { SiteFooter } from "@/components/layout/site-footer";
import { getEnv } from "@/lib/env";
import { organizationJsonLd } from "@/lib/seo/structured-data";

const NAMES = ["SITE_FACEBOOK_URL", "SITE_YOUTUBE_URL"] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const anchors = (markup: string) =>
  [...markup.matchAll(/<a [^>]*>/g)].map(([tag]) => ({
    href: /href="([^"]*)"/.exec(tag)?.[1],
    label: /aria-label="([^"]*)"/.exec(tag)?.[1],
  }));

describe("the footer's social icons", () => {
  it("are left out when no address is set, and no footer link goes nowhere", () => {
    for (const name of NAMES) delete process.env[name];
    const links = anchors(renderToStaticMarkup(<SiteFooter />));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((link) => link.href === "#" || link.href === "")).toEqual([]);
    expect(links.filter((link) => /Facebook|YouTube/.test(link.label ?? ""))).toEqual([]);
    expect(organizationJsonLd()).not.toHaveProperty("sameAs");
  });

  it("link to the addresses set, each named for a screen reader, one without the other", () => {
    process.env.SITE_FACEBOOK_URL = "https://www.facebook.com/federation.foundation";
    delete process.env.SITE_YOUTUBE_URL;
    let links = anchors(renderToStaticMarkup(<SiteFooter />)).filter((link) => /Facebook|YouTube/.test(link.label ?? ""));
    expect(links).toEqual([{ href: "https://www.facebook.com/federation.foundation", label: "The foundation on Facebook" }]);

    process.env.SITE_YOUTUBE_URL = "https://www.youtube.com/@federationfoundation";
    links = anchors(renderToStaticMarkup(<SiteFooter />)).filter((link) => /Facebook|YouTube/.test(link.label ?? ""));
    expect(links).toEqual([
      { href: "https://www.facebook.com/federation.foundation", label: "The foundation on Facebook" },
      { href: "https://www.youtube.com/@federationfoundation", label: "The foundation on YouTube" },
    ]);
    expect(organizationJsonLd().sameAs).toEqual([
      "https://www.facebook.com/federation.foundation",
      "https://www.youtube.com/@federationfoundation",
    ]);
  });

  it("refuses an address that is not https, naming the variable", () => {
    process.env.SITE_YOUTUBE_URL = "javascript:alert(1)";
    expect(() => getEnv()).toThrow(/SITE_YOUTUBE_URL/);
    process.env.SITE_YOUTUBE_URL = "http://www.youtube.com/@federationfoundation";
    expect(() => getEnv()).toThrow(/SITE_YOUTUBE_URL: must be an https:\/\/ address/);
    process.env.SITE_YOUTUBE_URL = "  ";
    expect(getEnv().SITE_YOUTUBE_URL).toBeUndefined();
  });
});

describe("the footer's copyright year", () => {
  afterEach(() => jest.useRealTimers());

  // 00:30 on 1 January 2027 in India, still 2026 on a server in UTC (this machine's zone).
  it("is the year in India", () => {
    jest.useFakeTimers({ now: new Date("2026-12-31T19:00:00Z") });
    expect(renderToStaticMarkup(<SiteFooter />)).toContain("Copyright 2027 Federation Foundation.");
  });
});
