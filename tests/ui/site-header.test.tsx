// @database-independent
// The one header of the public site and the members' area (site-header.tsx), in its two variants:
// the site's and the landing page's over its banner. What a visitor's page carries (its links in
// the HTML, without JavaScript, in ASCII: the pages are cached and a non-ASCII character costs
// every response), and what a member sees before and after their lazily loaded parts (the Welcome
// menu, the member's phone menu) arrive.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import type { TCurrentUser } from "@/components/auth/auth-api";
import { CurrentUserProvider } from "@/components/layout/current-user-provider";
import { SiteHeader } from "@/components/layout/site-header";

// next/dynamic as it is, or (for the member's loaded menus) as React.lazy, which the static
// prerender below waits for: the markup the browser shows once the member's code has loaded.
const mockLoaded = { current: false };
jest.mock("next/dynamic", () => {
  const { createElement, lazy } = jest.requireActual("react");
  const actual = jest.requireActual("next/dynamic").default;
  return {
    __esModule: true,
    default: (loader: () => Promise<React.ComponentType>, options: object) => {
      const Placeholder = actual(loader, options);
      const Loaded = lazy(() => loader().then((component) => ({ default: component })));
      return (props: object) => createElement(mockLoaded.current ? Loaded : Placeholder, props);
    },
  };
});

const MEMBER: TCurrentUser = {
  userName: "asha",
  fullName: "Asha Rao",
  roles: ["TEX-C"],
  tableNo: 3,
  circleNo: 5,
  areaNo: 1,
  isAdmin: false,
};

const SITE_LINKS = [
  "About Us->/dashboard/aboutus",
  "Project Grants->/projectgrants",
  "News Section->/blog/blogs",
  "FCRA Donations->/fcradonations",
  "CSR->/csr",
  "Recognitions->/recognition",
];
const LANDING_LINKS = [
  "About Us->/dashboard/aboutus",
  "News Section->/blog/blogs",
  "Project Grants->/projectgrants",
  "FCRA Donations->/fcradonations",
];
const GUEST = ["Sign Up->/signup", "Login->/login"];
const LMF = "Become a LMF->/becomealmf";
/** The member's own links in the phone menu (a TEX-C's, from the route-role table). */
const MEMBER_OWN = ["Projects->/projects", "Yearly Reports->/reports/yearly", "Data Analytics->/reports"];

const HEADERS = [
  {
    name: "the site header",
    header: () => <SiteHeader />,
    logoAlt: "Federation Foundation home",
    menuId: "site-menu",
    // The desktop links, then Sign Up and Login in their own box, then the button.
    visitorDesktop: (home: string) => [`Home->${home}`, ...SITE_LINKS, ...GUEST, LMF],
    visitorPhone: [...SITE_LINKS, ...GUEST, LMF],
    memberDesktop: SITE_LINKS,
  },
  {
    name: "the landing menu",
    header: () => <SiteHeader variant="landing" />,
    logoAlt: "Federation Foundation home",
    menuId: "landing-menu",
    // Fewer links, Sign Up and Login at the end of the same list, then the button.
    visitorDesktop: (home: string) => [`Home->${home}`, ...LANDING_LINKS, ...GUEST, LMF],
    visitorPhone: [...LANDING_LINKS, LMF, ...GUEST],
    memberDesktop: LANDING_LINKS,
  },
] as const;

/** The links in a piece of markup, in order, as "text->href" (the logo's link has no text). */
const linksIn = (markup: string) =>
  [...markup.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)</g)].map(([, href, text]) => `${text}->${href}`);

/** The markup of the phone menu's dialog, and of what comes before it. */
const splitAtPhoneMenu = (markup: string, menuId: string) => {
  const at = markup.indexOf(`<dialog`);
  expect(at).toBeGreaterThan(0);
  expect(markup.slice(at)).toContain(`id="${menuId}"`);
  return { bar: markup.slice(0, at), phone: markup.slice(at) };
};

/** A page's HTML as the server sends it: the session is not known yet. */
const serverMarkup = (header: ReactNode, member?: TCurrentUser) =>
  renderToStaticMarkup(<CurrentUserProvider initialUser={member}>{header}</CurrentUserProvider>);

/** A member's header once its lazy parts have loaded (Headless UI's generated ids left out). */
const loadedMarkup = async (header: ReactNode) => {
  mockLoaded.current = true;
  try {
    const { prelude } = await prerenderToNodeStream(<CurrentUserProvider initialUser={MEMBER}>{header}</CurrentUserProvider>);
    let markup = "";
    for await (const chunk of prelude) markup += chunk;
    return markup.replace(/ id="headlessui-[^"]*"/g, "").replace(/<!-- -->/g, "");
  } finally {
    mockLoaded.current = false;
  }
};

describe.each(HEADERS)("$name", ({ header, logoAlt, menuId, visitorDesktop, visitorPhone, memberDesktop }) => {
  it("gives a visitor every link in the HTML, in ASCII, with Sign Up and Login, the logo leading home", () => {
    const markup = serverMarkup(header());
    expect(markup.match(/[^\x00-\x7f]/g) ?? []).toEqual([]);
    expect(markup).toContain(`alt="${logoAlt}"`);
    const { bar, phone } = splitAtPhoneMenu(markup, menuId);
    expect(linksIn(bar)).toEqual(["->/", ...visitorDesktop("/")]);
    expect(linksIn(phone)).toEqual(["Home->/", ...visitorPhone]);
    expect(bar).toContain('aria-label="Account"');
    expect(markup).not.toContain("Welcome");
  });

  it("gives a member Home and the logo to the members' home, without Sign Up and Login, before their menus load", () => {
    const markup = serverMarkup(header(), MEMBER);
    const { bar, phone } = splitAtPhoneMenu(markup, menuId);
    expect(linksIn(bar)).toEqual(["->/dashboard/dashboardbar", "Home->/dashboard/dashboardbar", ...memberDesktop, LMF]);
    expect(markup).not.toContain("/signup");
    expect(markup).not.toContain('href="/login"');
    // The member's phone menu is still loading: no links yet, and no visitor's links either.
    expect(linksIn(phone)).toEqual([]);
  });

  it("gives a member their Welcome menu and their own phone menu once loaded", async () => {
    const markup = await loadedMarkup(header());
    const { bar, phone } = splitAtPhoneMenu(markup, menuId);
    expect(bar).toContain("Welcome asha");
    expect(linksIn(phone)).toEqual(
      expect.arrayContaining(["Home->/dashboard/dashboardbar", ...MEMBER_OWN, LMF, "Change Password->/changepassword"]),
    );
    expect(phone).toContain("Log Out");
    expect(markup).not.toContain("/signup");
  });
});
