// @database-independent
// The one header of the public site and the members' area (site-header.tsx), and the landing
// page's menu over its banner, pinned as a visitor's page carries them (the pages are cached and
// tuned: a refactor must not change a byte) and as a member sees them, before and after their
// lazily loaded parts (the Welcome menu, the member's phone menu) arrive.
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

const HEADERS = [
  ["the site header", () => <SiteHeader />],
  ["the landing menu", () => <SiteHeader variant="landing" />],
] as const;

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
    return markup.replace(/ id="headlessui-[^"]*"/g, "");
  } finally {
    mockLoaded.current = false;
  }
};

describe.each(HEADERS)("%s", (_name, header) => {
  it("for a visitor (and a member until the session is known)", () => {
    const markup = serverMarkup(header());
    expect(markup.match(/[^\x00-\x7f]/g) ?? []).toEqual([]);
    expect(markup).toMatchSnapshot();
  });

  it("for a member, before their menus load", () => {
    expect(serverMarkup(header(), MEMBER)).toMatchSnapshot();
  });

  it("for a member, with their menus loaded", async () => {
    expect(await loadedMarkup(header())).toMatchSnapshot();
  });
});
